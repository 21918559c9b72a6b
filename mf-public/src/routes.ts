import type { RemoteRoute } from 'shared-auth/routes';
import { CARD_SIZES, DETAIL_SIZES, FEATURED_COUNT, PAGE_SIZE } from './features/campaigns/sizes';

/**
 * The pages mf-public owns (plain data): its build writes this list into its mf-manifest.json
 * and the shell reads it at run time, so a page added, renamed or removed here ships with this
 * remote alone. `page` is a key of ./pages.tsx; `firstCall` is the URL the page's endpoint asks
 * first (routes.test.ts checks they agree).
 */
export const ROUTES: RemoteRoute[] = [
  {
    path: '/',
    page: 'Landing',
    strings: ['common', 'landing', 'campaigns'],
    link: { label: 'Home', order: 10, footer: true },
    translations: { bn: { label: 'প্রথম পাতা' } },
    firstCall: { path: 'donations', query: [['limit', String(FEATURED_COUNT)], ['offset', '0']] },
  },
  {
    path: '/home',
    page: 'Landing',
    strings: ['common', 'landing', 'campaigns'],
    link: { label: 'Home', order: 10, navbar: true },
    translations: { bn: { label: 'প্রথম পাতা' } },
    firstCall: { path: 'donations', query: [['limit', String(FEATURED_COUNT)], ['offset', '0']] },
  },
  {
    path: '/donations',
    page: 'Donations',
    strings: ['common', 'campaigns'],
    title: 'Active Campaigns',
    link: { label: 'All Donations', order: 20, navbar: true, footer: true },
    translations: { bn: { title: 'চলমান ক্যাম্পেইন', label: 'সব অনুদান' } },
    firstCall: {
      path: 'donations',
      query: [
        ['limit', String(PAGE_SIZE)],
        ['offset', { pageOffset: 'page', size: PAGE_SIZE }],
        ['q', { search: 'q' }],
        ['category', { search: 'category' }],
      ],
      images: 1,
      imageSizes: CARD_SIZES,
    },
  },
  { path: '/donations/:donationId', page: 'DonationDetail', strings: ['common', 'campaigns'], firstCall: { path: 'single-donation/:donationId', images: 1, imageSizes: DETAIL_SIZES, ids: ['donationId'] } },
  {
    path: '/leaderboard',
    page: 'Leaderboard',
    strings: ['common', 'leaderboard'],
    title: 'Top Donors',
    link: { label: 'Leaderboard', order: 30, navbar: true, footer: true },
    translations: { bn: { title: 'শীর্ষ দাতা', label: 'লিডারবোর্ড' } },
    firstCall: { path: 'leaderboard' },
  },
  { path: '/login', page: 'Login', strings: ['common', 'forms', 'login'], title: 'Sign In', signIn: true, translations: { bn: { title: 'সাইন ইন' } } },
  { path: '/register', page: 'Register', strings: ['common', 'forms', 'register'], title: 'Create Account', translations: { bn: { title: 'অ্যাকাউন্ট খুলুন' } } },
  { path: '/verify-email', page: 'VerifyEmail', strings: ['common', 'verifyEmail'], title: 'Confirm your email address', translations: { bn: { title: 'আপনার ইমেইল ঠিকানা নিশ্চিত করুন' } } },
  { path: '/reset-password', page: 'ResetPassword', strings: ['common', 'forms', 'resetPassword'], title: 'Reset your password', translations: { bn: { title: 'পাসওয়ার্ড রিসেট করুন' } } },
  {
    path: '/transparency',
    page: 'Transparency',
    strings: ['common', 'transparency'],
    title: 'Transparency',
    link: { label: 'Transparency', order: 35, footer: true },
    translations: { bn: { title: 'স্বচ্ছতা', label: 'স্বচ্ছতা' } },
    // The summary holds the head and the income table (the latest entries follow).
    firstCall: { path: 'ledger/summary' },
  },
];
