import type { RemoteName } from './federation/remotes-config';

/**
 * Which remote page each route shows (the federation contract). Plain data, no React: the
 * shell's entry reads it before the shared libraries have loaded (see federation/start.ts).
 */
export const ROUTE_TABLE: { path: string; remote: RemoteName; page: string; guarded?: boolean }[] = [
  { path: '/', remote: 'mf_public', page: 'Landing' },
  { path: '/home', remote: 'mf_public', page: 'Landing' },
  { path: '/donations', remote: 'mf_public', page: 'Donations' },
  { path: '/donations/:donationId', remote: 'mf_public', page: 'DonationDetail' },
  { path: '/leaderboard', remote: 'mf_public', page: 'Leaderboard' },
  { path: '/login', remote: 'mf_public', page: 'Login' },
  { path: '/register', remote: 'mf_public', page: 'Register' },
  { path: '/verify-email', remote: 'mf_public', page: 'VerifyEmail' },
  { path: '/reset-password', remote: 'mf_public', page: 'ResetPassword' },
  { path: '/transparency', remote: 'mf_public', page: 'Transparency' },
  { path: '/community', remote: 'mf_community', page: 'Community', guarded: true },
  { path: '/about-us', remote: 'mf_community', page: 'AboutUs' },
  { path: '/volunteer', remote: 'mf_community', page: 'Volunteer' },
  { path: '/dashboard/*', remote: 'mf_dashboard', page: 'Dashboard', guarded: true },
];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * The parameters of a pathname that matches a route pattern of the table, as React Router
 * matches it (case-insensitive, trailing slash allowed, `:param` = one segment, decoded; a final
 * `*` = the rest), or null. React Router itself is a shared library, not loaded yet when the
 * entry needs this.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  let have: string[];
  try {
    have = segments(pathname).map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  const splat = want[want.length - 1] === '*';
  if (splat) want.pop();
  if (splat ? have.length < want.length : have.length !== want.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = have[i]!;
    else if (segment.toLowerCase() !== have[i]!.toLowerCase()) return null;
  }
  return params;
}

/** Whether a pathname matches a route pattern of the table (see matchRoute). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  return matchRoute(pattern, pathname) !== null;
}

/** The route a pathname opens, if any. */
export function routeFor(pathname: string) {
  return ROUTE_TABLE.find((route) => matchesRoute(route.path, pathname));
}
