import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from 'api/types';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { ADMIN, mockApi, renderWithProviders } from '../frame/test/render';
import { AuditLogPage } from './audit-log-page';
import { ACTIONS, TARGET_TYPES } from './audit-values';

const entries: AuditEntry[] = [
  { _id: '12', time: Date.UTC(2026, 10, 24, 9, 5), actorId: '1', actorName: 'Ada Admin', action: 'campaign.update', targetType: 'campaign', targetId: '3', before: { title: 'Old' }, after: { title: 'New' } },
  { _id: '11', time: Date.UTC(2026, 10, 24, 8), actorId: '1', actorName: 'Ada Admin', action: 'setting.change', targetType: 'setting', targetId: null, before: 'a', after: 'b' },
];

describe('Audit log in Bangla', () => {
  it('says who did what, when, in Bangla (Dhaka time, Bengali digits); unknown actions as the API names them', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces([NS.audit, NS.common, NS.frame]);
    mockApi(({ url }) => (url === '/audit-log' ? { body: { success: true, data: entries, total: 2 } } : undefined));
    renderWithProviders(<AuditLogPage />, { as: ADMIN, path: '/dashboard/audit-log' });
    expect(screen.getByRole('heading', { name: 'অডিট লগ' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Audit log' })).toBeNull();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['কখন', 'কে', 'কী', 'বিষয়', 'পরিবর্তন']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('২৪ নভে, ২০২৬, ১৫:০৫');
    expect(first).toHaveTextContent('একটি ক্যাম্পেইন সম্পাদনা করেছেন');
    expect(first).toHaveTextContent('ক্যাম্পেইন 3');
    expect(second).toHaveTextContent('setting.change');
    await userEvent.click(within(second!).getByRole('button', { name: '11 নম্বর এন্ট্রির আগে ও পরে' }));
    expect(within(second!).getByText('মান')).toBeTruthy();
    expect(within(second!).getByRole('button', { name: '11 নম্বর এন্ট্রির আগে ও পরে' })).toHaveTextContent('লুকান');
    const actions = screen.getByLabelText('কাজ') as HTMLSelectElement;
    expect([...actions.options].slice(0, 2).map((o) => o.textContent)).toEqual(['সব কাজ', 'একটি অনুদান নিশ্চিত করেছেন']);
  });

  it('has words for every action and target in both languages', async () => {
    for (const language of ['en', 'bn']) {
      await i18n.changeLanguage(language);
      await i18n.loadNamespaces([NS.audit]);
      for (const action of ACTIONS) expect(i18n.exists(`actions.${action}`, { ns: NS.audit }), `${language} ${action}`).toBe(true);
      for (const type of TARGET_TYPES) expect(i18n.exists(`targets.${type}`, { ns: NS.audit }), `${language} ${type}`).toBe(true);
    }
  });
});
