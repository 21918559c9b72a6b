import type { Role } from 'api/types';
import { i18n } from 'shared-auth/i18n';
import { NS } from '../../i18n';

/** The menu's words, in the page's language when asked for (the side menu renders again on a switch). */
const t = i18n.getFixedT(null, NS.frame);

export interface MenuItem {
  /** In the page's language. */
  label: string;
  /** Absolute path under /dashboard. */
  to: string;
  icon: 'overview' | 'users' | 'donations' | 'create' | 'services' | 'testimonial' | 'testimonials' | 'volunteers' | 'messages' | 'security' | 'payments' | 'audit' | 'causes';
  /** Active only on exactly this path (the overview), not on paths below it. */
  end?: boolean;
}

/**
 * The side menu for a role. Admins manage the platform; users see their own overview and donations
 * (their Profile and Security pages are in the account menu, as for admins).
 */
export function menuItems(role: Role | undefined, email: string | undefined): MenuItem[] {
  if (role === 'admin') {
    return [
      { label: t('menu.overview'), to: '/dashboard', icon: 'overview', end: true },
      { label: t('menu.users'), to: '/dashboard/users', icon: 'users' },
      { label: t('menu.usersDonation'), to: '/dashboard/user-donations', icon: 'donations', end: true },
      { label: t('menu.payments'), to: '/dashboard/payments', icon: 'payments' },
      { label: t('menu.createDonation'), to: '/dashboard/create-donation', icon: 'create' },
      { label: t('menu.donationServices'), to: '/dashboard/donations', icon: 'services' },
      { label: t('menu.causes'), to: '/dashboard/causes', icon: 'causes' },
      { label: t('menu.createTestimonial'), to: '/dashboard/create-testimonial', icon: 'testimonial' },
      { label: t('menu.testimonials'), to: '/dashboard/testimonials', icon: 'testimonials' },
      { label: t('menu.volunteers'), to: '/dashboard/volunteers', icon: 'volunteers' },
      { label: t('menu.messages'), to: '/dashboard/messages', icon: 'messages' },
      { label: t('menu.auditLog'), to: '/dashboard/audit-log', icon: 'audit' },
      { label: t('menu.security'), to: '/dashboard/security', icon: 'security' },
    ];
  }
  return [
    { label: t('menu.overview'), to: '/dashboard', icon: 'overview', end: true },
    { label: t('menu.donations'), to: `/dashboard/user-donations/${encodeURIComponent(email ?? '')}`, icon: 'donations' },
  ];
}
