import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessage } from 'api/types';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { ADMIN, mockApi, renderWithProviders } from '../frame/test/render';
import { MessagesPage } from './messages-page';

afterEach(() => vi.restoreAllMocks());

const rina: ContactMessage = { _id: '1', name: 'Rina', phone: '', email: 'rina@example.com', subject: 'Hello', message: 'Hi', time: Date.UTC(2026, 10, 22, 8, 5) };

describe('Messages in Bangla', () => {
  it('shows the inbox, its dates and its CSV headers in Bangla', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces([NS.common, NS.frame, NS.csv, NS.messages]);
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:messages';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    mockApi(({ url }) => (url === '/contact-messages' ? { body: { success: true, data: [rina], total: 1 } } : undefined));
    renderWithProviders(<MessagesPage />, { as: ADMIN });
    expect(await screen.findByRole('heading', { name: 'বার্তা' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Messages' })).toBeNull();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['পাওয়ার সময়', 'প্রেরক', 'বিষয়', 'বার্তা']);
    // 08:05 UTC is 14:05 in Dhaka, in Bengali digits.
    expect(within(table).getByText(/২২.*২০২৬.*১৪:০৫/)).toBeInTheDocument();
    expect(screen.getByTestId('paging-summary').textContent).toBe('বার্তা: মোট ১');

    await userEvent.click(screen.getByRole('button', { name: 'CSV ডাউনলোড করুন' }));
    const text = (await blobs[0]!.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('"পাওয়ার সময়","নাম","ইমেইল","ফোন","বিষয়","বার্তা"');
    expect(text.split('\r\n')[1]).toBe('"2026-11-22T08:05:00.000Z","Rina","rina@example.com","","Hello","Hi"');
  });

  it('says in Bangla when the inbox is empty', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces([NS.common, NS.frame, NS.csv, NS.messages]);
    mockApi(({ url }) => (url === '/contact-messages' ? { body: { success: true, data: [] } } : undefined));
    renderWithProviders(<MessagesPage />, { as: ADMIN });
    expect(await screen.findByText('এখনো কোনো বার্তা আসেনি।')).toBeInTheDocument();
    expect(screen.queryByText('No messages yet.')).toBeNull();
  });
});
