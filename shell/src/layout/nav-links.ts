/** The navbar's links (SPEC §2): five for everyone, Dashboard when signed in. */
export interface NavItem {
  to: string;
  label: string;
}

export const PUBLIC_LINKS: NavItem[] = [
  { to: '/home', label: 'Home' },
  { to: '/donations', label: 'All Donations' },
  { to: '/leaderboard', label: 'Leaderboard' },
  { to: '/community', label: 'Community' },
  { to: '/about-us', label: 'About Us' },
];

export const SIGNED_IN_LINKS: NavItem[] = [...PUBLIC_LINKS, { to: '/dashboard', label: 'Dashboard' }];

/** Whether a link is the current page: its path or below it; Home also at /. */
export function isLinkActive(to: string, pathname: string): boolean {
  if (to === '/home' && (pathname === '/' || pathname === '/home')) return true;
  return pathname === to || pathname.startsWith(`${to}/`);
}
