import { describe, expect, it } from 'vitest';
import { menuItems } from './menu-items';

describe('menuItems', () => {
  it('gives admins the management menu, payments, messages, testimonials, volunteers and security included', () => {
    expect(menuItems('admin', 'admin@relief.test').map((i) => [i.label, i.to])).toEqual([
      ['Overview', '/dashboard'],
      ['Users', '/dashboard/users'],
      ['Users Donation', '/dashboard/user-donations'],
      ['Payments', '/dashboard/payments'],
      ['Create Donation', '/dashboard/create-donation'],
      ['Donation Services', '/dashboard/donations'],
      ['Causes', '/dashboard/causes'],
      ['Create Testimonial', '/dashboard/create-testimonial'],
      ['Testimonials', '/dashboard/testimonials'],
      ['Volunteers', '/dashboard/volunteers'],
      ['Messages', '/dashboard/messages'],
      ['Audit log', '/dashboard/audit-log'],
      ['Security', '/dashboard/security'],
    ]);
  });

  it('gives users their overview and their own donations', () => {
    expect(menuItems('user', 'rahim+1@example.com').map((i) => [i.label, i.to])).toEqual([
      ['Overview', '/dashboard'],
      ['Donations', '/dashboard/user-donations/rahim%2B1%40example.com'],
    ]);
  });
});
