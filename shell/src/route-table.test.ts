import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { matchesRoute, matchRoute, ROUTE_TABLE, routeFor } from './route-table';

const PATHS = [
  '/', '', '/home', '/HOME', '/home/', '/homes', '/donations', '/donations/', '/donations/abc', '/donations/abc/',
  '/donations/abc/def', '/donations/a%20b', '/leaderboard', '/login', '/register', '/community', '/about-us',
  '/volunteer', '/dashboard', '/dashboard/', '/dashboard/profile', '/dashboard/user-donations/user@relief.test',
  '/dashboards', '/nope', '/nope/deeper', '/transparency', '/transparency/', '/Transparency', '/transparency/x',
];

describe('matchesRoute', () => {
  it.each(ROUTE_TABLE.map((r) => r.path))('agrees with React Router for %s', (pattern) => {
    for (const pathname of PATHS) {
      expect(matchesRoute(pattern, pathname), `${pattern} vs ${pathname}`).toBe(matchPath({ path: pattern, end: true }, pathname || '/') !== null);
    }
  });

  it('gives the parameters decoded, as useParams does', () => {
    expect(matchRoute('/donations/:donationId', '/donations/abc/')).toEqual({ donationId: 'abc' });
    expect(matchRoute('/donations/:donationId', '/donations/a%20b')).toEqual({ donationId: 'a b' });
    expect(matchRoute('/donations/:donationId', '/leaderboard')).toBeNull();
  });

  it('does not throw on a malformed address', () => {
    expect(matchesRoute('/donations/:id', '/donations/%E0%A4%A')).toBe(false);
  });
});

describe('routeFor', () => {
  it('names the remote and page of an address', () => {
    expect(routeFor('/')).toMatchObject({ remote: 'mf_public', page: 'Landing' });
    expect(routeFor('/donations/42')).toMatchObject({ remote: 'mf_public', page: 'DonationDetail' });
    expect(routeFor('/dashboard/profile')).toMatchObject({ remote: 'mf_dashboard', guarded: true });
    expect(routeFor('/community')).toMatchObject({ remote: 'mf_community', guarded: true });
    expect(routeFor('/verify-email')).toMatchObject({ remote: 'mf_public', page: 'VerifyEmail' });
    expect(routeFor('/reset-password')).toMatchObject({ remote: 'mf_public', page: 'ResetPassword' });
    expect(routeFor('/transparency')).toMatchObject({ remote: 'mf_public', page: 'Transparency' });
    expect(routeFor('/transparency')?.guarded).toBeFalsy();
    expect(routeFor('/nope')).toBeUndefined();
  });
});
