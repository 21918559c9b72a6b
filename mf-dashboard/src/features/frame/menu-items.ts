import type { Role } from 'api/types';

export interface MenuItem {
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
      { label: 'Overview', to: '/dashboard', icon: 'overview', end: true },
      { label: 'Users', to: '/dashboard/users', icon: 'users' },
      { label: 'Users Donation', to: '/dashboard/user-donations', icon: 'donations', end: true },
      { label: 'Payments', to: '/dashboard/payments', icon: 'payments' },
      { label: 'Create Donation', to: '/dashboard/create-donation', icon: 'create' },
      { label: 'Donation Services', to: '/dashboard/donations', icon: 'services' },
      { label: 'Causes', to: '/dashboard/causes', icon: 'causes' },
      { label: 'Create Testimonial', to: '/dashboard/create-testimonial', icon: 'testimonial' },
      { label: 'Testimonials', to: '/dashboard/testimonials', icon: 'testimonials' },
      { label: 'Volunteers', to: '/dashboard/volunteers', icon: 'volunteers' },
      { label: 'Messages', to: '/dashboard/messages', icon: 'messages' },
      { label: 'Audit log', to: '/dashboard/audit-log', icon: 'audit' },
      { label: 'Security', to: '/dashboard/security', icon: 'security' },
    ];
  }
  return [
    { label: 'Overview', to: '/dashboard', icon: 'overview', end: true },
    { label: 'Donations', to: `/dashboard/user-donations/${encodeURIComponent(email ?? '')}`, icon: 'donations' },
  ];
}
