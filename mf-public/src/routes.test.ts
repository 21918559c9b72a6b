import { describe, expect, it } from 'vitest';
import { readRemoteRoutes, routesField, ROUTES_FIELD } from 'shared-auth/routes';
import pages from './pages';
import { ROUTES } from './routes';

describe('the routes this remote publishes', () => {
  it('name pages that ./pages exposes', () => {
    for (const route of ROUTES) expect(Object.keys(pages), route.path).toContain(route.page);
  });

  it('survive the shell reading them from the manifest', () => {
    const manifest = JSON.parse(JSON.stringify({ [ROUTES_FIELD]: routesField(ROUTES) }));
    expect(readRemoteRoutes(manifest)).toEqual(ROUTES);
  });

  it('have one pattern each', () => {
    expect(new Set(ROUTES.map((r) => r.path.toLowerCase())).size).toBe(ROUTES.length);
  });
});
