import { describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessage } from 'api/types';
import { ADMIN, mockApi, pretendNarrowScreen, renderWithProviders } from '../frame/test/render';
import { MessagesPage } from './messages-page';

function message(overrides: Partial<ContactMessage>): ContactMessage {
  return { _id: '1', name: 'Rina', phone: '', email: '', subject: 'Hello', message: 'Hi', time: 1, ...overrides };
}

describe('Messages', () => {
  it('lists the contact-form messages newest first', async () => {
    mockApi(({ url }) =>
      url === '/contact-messages'
        ? {
            body: {
              success: true,
              data: [
                message({ _id: '1', subject: 'Older', time: Date.UTC(2026, 0, 1) }),
                message({ _id: '2', subject: 'Newest', time: Date.UTC(2026, 5, 1), email: 'a@example.com', phone: '+8801700000000' }),
              ],
            },
          }
        : undefined,
    );
    renderWithProviders(<MessagesPage />, { as: ADMIN });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(document.title).toBe('Messages – Post-Disaster Relief Donation Platform'));
    await screen.findByText('Newest');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Newest')).toBeTruthy();
    expect(within(rows[1]!).getByText('Older')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'a@example.com' }).getAttribute('href')).toBe('mailto:a@example.com');
  });

  it('shows a card per message on a phone, with the sender, the time, the subject and the whole message', async () => {
    const undo = pretendNarrowScreen();
    try {
      const long = 'Our village near Sunamganj needs boats.\nPlease call back: the road is under water.';
      mockApi(({ url }) =>
        url === '/contact-messages'
          ? { body: { success: true, data: [message({ _id: '2', name: 'Rina Das', subject: 'Boats', message: long, time: Date.UTC(2026, 5, 1, 6), email: 'rina@example.com', phone: '+8801700000000' })] } }
          : undefined,
      );
      renderWithProviders(<MessagesPage />, { as: ADMIN });
      const list = await screen.findByRole('list', { name: 'Messages' });
      expect(screen.queryByRole('table')).toBeNull();
      const [card] = within(list).getAllByRole('listitem');
      for (const text of ['Rina Das', '+8801700000000', 'Received', 'Subject', 'Boats', 'Our village near Sunamganj needs boats.', 'the road is under water.']) expect(card).toHaveTextContent(text);
      expect(within(card!).getByRole('link', { name: 'rina@example.com' }).getAttribute('href')).toBe('mailto:rina@example.com');
    } finally {
      undo();
    }
  });

  it('says when the inbox is empty', async () => {
    mockApi(({ url }) => (url === '/contact-messages' ? { body: { success: true, data: [] } } : undefined));
    renderWithProviders(<MessagesPage />, { as: ADMIN });
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages through the inbox 50 at a time with the total', async () => {
    const many = Array.from({ length: 75 }, (_, i) => message({ _id: String(i + 1), subject: `Subject ${i + 1}`, time: 1_000_000 - i }));
    const calls = mockApi(({ url, query }) => {
      if (url !== '/contact-messages') return undefined;
      const limit = Number(query?.get('limit'));
      const offset = Number(query?.get('offset'));
      return { body: { success: true, data: many.slice(offset, offset + limit), total: many.length } };
    });
    renderWithProviders(<MessagesPage />, { as: ADMIN, path: '/dashboard/messages' });
    await screen.findByText('Subject 1');
    expect(screen.getByTestId('paging-summary').textContent).toContain('Showing 1–50 of 75 messages');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Subject 51');
    expect(calls.at(-1)!.query?.get('offset')).toBe('50');
    expect(calls.at(-1)!.query?.get('limit')).toBe('50');
  });
});
