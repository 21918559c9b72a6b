import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { ADMIN, mockApi, renderWithProviders } from '../frame/test/render';
import { CausesPage } from './causes-page';
import { causeOptions } from './causes-api';

const CAUSES = [
  { id: 1, name: 'Cyclone', retired: false, campaignCount: 12 },
  { id: 3, name: 'Landslide', retired: true, campaignCount: 1 },
];

describe('Causes in Bangla', () => {
  it('shows the list, its states, its buttons and its checks in Bangla', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces([NS.causes, NS.common, NS.frame]);
    mockApi(({ method, url }) => (method === 'GET' && url === '/causes' ? { body: { success: true, data: CAUSES } } : undefined));
    renderWithProviders(<CausesPage />, { as: ADMIN });
    expect(screen.getByRole('heading', { name: 'খাতসমূহ' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Causes' })).toBeNull();
    await screen.findByText('Cyclone');
    const table = screen.getByRole('table', { name: 'খাতসমূহ' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['নাম', 'ক্যাম্পেইন', 'অবস্থা', 'কাজ']);
    const cyclone = within(table).getAllByRole('row')[1]!;
    expect(within(cyclone).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Cyclone', '১২', 'সক্রিয়', 'নাম বদলাননিষ্ক্রিয় করুন']);
    expect(screen.getByRole('button', { name: 'Landslide আবার সক্রিয় করুন' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'খাত যোগ করুন' }));
    expect(screen.getByText('খাতের নাম লিখুন')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /নতুন খাত/ }), 'x'.repeat(61));
    await userEvent.click(screen.getByRole('button', { name: 'খাত যোগ করুন' }));
    expect(screen.getByText('সর্বোচ্চ ৬০ অক্ষর')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Cyclone নিষ্ক্রিয় করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'খাত নিষ্ক্রিয় করুন' });
    expect(dialog.textContent).toContain('এর ১২টি ক্যাম্পেইনে খাতটি থেকে যাবে');
    expect(causeOptions(CAUSES, 'Landslide').at(-1)).toEqual({ value: 'Landslide', label: 'Landslide (নিষ্ক্রিয়)' });
  });
});
