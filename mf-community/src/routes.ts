import type { RemoteRoute } from 'shared-auth/routes';

/**
 * The pages mf-community owns (plain data): its build writes this list into its
 * mf-manifest.json and the shell reads it at run time. `page` is a key of ./pages.tsx.
 */
export const ROUTES: RemoteRoute[] = [
  {
    path: '/community',
    page: 'Community',
    strings: ['common', 'wall'],
    guarded: true,
    title: 'Community Gratitude Wall',
    link: { label: 'Community', order: 40, navbar: true, footer: true },
    translations: { bn: { title: 'কমিউনিটি কৃতজ্ঞতার দেয়াল', label: 'কমিউনিটি' } },
  },
  {
    path: '/about-us',
    page: 'AboutUs',
    strings: ['common', 'about'],
    title: 'About Us',
    link: { label: 'About Us', order: 50, navbar: true, footer: true },
    translations: { bn: { title: 'আমাদের সম্পর্কে', label: 'আমাদের সম্পর্কে' } },
  },
  { path: '/volunteer', page: 'Volunteer', strings: ['common', 'volunteer'], title: 'Volunteer Sign Up', translations: { bn: { title: 'স্বেচ্ছাসেবক নিবন্ধন' } } },
];
