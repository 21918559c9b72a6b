import { matchRoute, routeLabel } from 'shared-auth/routes';
import type { Language } from 'shared-auth';
import type { CatalogRoute } from '../federation/catalog';

/** A link of the frame (navbar or footer), to a page a remote published. */
export interface NavItem {
  to: string;
  label: string;
  /** The remote page it opens (`remote/page`), to tell when it is the current page. */
  key: string;
}

/** The address a link to a route pattern opens: `/dashboard/*` → `/dashboard`; none for a pattern with parameters. */
export function linkTarget(path: string): string | undefined {
  const base = path.endsWith('/*') ? path.slice(0, -2) || '/' : path;
  return /[:*]/.test(base) ? undefined : base;
}

const linkable = (r: CatalogRoute) => r.link !== undefined && linkTarget(r.path) !== undefined;

function item(route: CatalogRoute, language: Language): NavItem {
  return { to: linkTarget(route.path)!, label: routeLabel(route, language)!, key: `${route.remote}/${route.page}` };
}

const byOrder = (a: CatalogRoute, b: CatalogRoute) => a.link!.order - b.link!.order;

/** The navbar's links: the pages the remotes link there, in their order; some for signed-in people only. */
export function navbarLinks(routes: readonly CatalogRoute[], signedIn: boolean, language: Language = 'en'): NavItem[] {
  return routes
    .filter((r) => linkable(r) && (r.link!.navbar === true || (signedIn && r.link!.navbar === 'signed-in')))
    .sort(byOrder)
    .map((r) => item(r, language));
}

/** The footer's resource links. */
export function footerLinks(routes: readonly CatalogRoute[], language: Language = 'en'): NavItem[] {
  return routes
    .filter((r) => linkable(r) && r.link!.footer)
    .sort(byOrder)
    .map((r) => item(r, language));
}

/** Where people sign in (the page a remote marks so), if any remote has one. */
export function signInPath(routes: readonly CatalogRoute[]): string | undefined {
  const route = routes.find((r) => r.signIn && linkTarget(r.path) !== undefined);
  return route && linkTarget(route.path);
}

/**
 * Whether a link is the current page: the address opens the same remote page as the link (so a
 * page published at two addresses, such as / and /home, is current at both), or lies below it.
 */
export function isLinkActive(link: NavItem, routes: readonly CatalogRoute[], pathname: string): boolean {
  const current = routes.find((r) => matchRoute(r.path, pathname));
  if (current && `${current.remote}/${current.page}` === link.key) return true;
  return pathname === link.to || pathname.startsWith(`${link.to.replace(/\/+$/, '')}/`);
}
