import { describe, expect, it } from 'vitest';
import { readRemoteRoutes, routesField, ROUTES_FIELD, type RemoteRoute } from '../routes/remote-routes';

/** The tests every remote runs on the pages it publishes (its src/routes.ts and its ./pages module). */
export function describePublishedRoutes(routes: readonly RemoteRoute[], pages: Record<string, unknown>): void {
  describe('the routes this remote publishes', () => {
    it('name pages that ./pages exposes', () => {
      for (const route of routes) expect(Object.keys(pages), route.path).toContain(route.page);
    });

    it('survive the shell reading them from the manifest', () => {
      const manifest = JSON.parse(JSON.stringify({ [ROUTES_FIELD]: routesField(routes) }));
      expect(readRemoteRoutes(manifest)).toEqual(routes);
    });

    it('have one pattern each', () => {
      expect(new Set(routes.map((r) => r.path.toLowerCase())).size).toBe(routes.length);
    });
  });
}
