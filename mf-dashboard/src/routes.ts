import type { RemoteRoute } from 'shared-auth/routes';

/**
 * The pages mf-dashboard owns (plain data): its build writes this list into its
 * mf-manifest.json and the shell reads it at run time. The dashboard routes below /dashboard itself.
 */
export const ROUTES: RemoteRoute[] = [
  {
    path: '/dashboard/*',
    page: 'Dashboard',
    guarded: true,
    // The frame's strings and the overview's (the screen /dashboard opens on): preloaded by the
    // shell in the visit's language; the other screens load theirs when first shown.
    strings: ['common', 'frame', 'admin-overview', 'user-overview', 'security'],
    title: 'Dashboard',
    link: { label: 'Dashboard', order: 60, navbar: 'signed-in' },
    translations: { bn: { title: 'ড্যাশবোর্ড', label: 'ড্যাশবোর্ড' } },
  },
];
