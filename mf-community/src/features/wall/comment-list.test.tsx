import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comment } from 'api/types';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { fakeToken, mockApi, renderWithProviders } from '../testing/render';
import { CommentList } from './comment-list';
import { formatExactTime } from './relative-time';

const now = Date.now();
const comments: Comment[] = [
  { _id: 'c1', userId: 'u2', name: 'Karim', comment: 'Older thanks', time: now - 3 * 60 * 60_000 },
  { _id: 'c2', userId: 'u1', name: 'Rahim', comment: 'My own message', time: now - 3 * 60_000 - 5_000 },
  { _id: 'c3', userId: 'u3', name: 'Mallory', comment: '<img src=x onerror=alert(1)><b>bold</b>', time: now - 2 * 24 * 60 * 60_000 },
];

function withComments(list: Comment[] = comments) {
  return mockApi([
    ['GET', /^\/get-comments$/, () => ({ body: { success: true, data: list } })],
    ['DELETE', /^\/delete-comment\//, () => ({ body: { success: true, message: 'Comment deleted' } })],
  ]);
}

describe('CommentList', () => {
  it('shows comments newest first with name, relative time (exact time in <time>) and text', async () => {
    withComments();
    renderWithProviders(<CommentList />, { token: fakeToken() });
    const items = await screen.findAllByTestId('comment');
    expect(items.map((item) => within(item).getByTestId('comment-text').textContent)).toEqual([
      'My own message',
      'Older thanks',
      '<img src=x onerror=alert(1)><b>bold</b>',
    ]);
    expect(within(items[0]!).getByText('Rahim')).toBeInTheDocument();
    const time = within(items[0]!).getByText('3 min ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', new Date(comments[1]!.time).toISOString());
    // The exact time: a native tooltip, and visually hidden text right after (screen readers, keyboard).
    const exact = formatExactTime(comments[1]!.time);
    expect(exact).toMatch(/\d{4}/);
    expect(time).toHaveAttribute('title', exact);
    expect(time.nextElementSibling?.textContent).toBe(` (${exact})`);
    expect(time.parentElement?.textContent).toBe(`3 min ago (${exact})`);
    expect(within(items[1]!).getByText('3 h ago')).toBeInTheDocument();
    expect(within(items[2]!).getByText('2 days ago')).toBeInTheDocument();
  });

  it('speaks Bangla when the page is in Bangla: times, delete buttons and the confirmation', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces([NS.wall, NS.common]);
    withComments();
    const user = userEvent.setup();
    renderWithProviders(<CommentList />, { token: fakeToken({ sub: 'u1' }) });
    const items = await screen.findAllByTestId('comment');
    expect(within(items[0]!).getByText('৩ মিনিট আগে').tagName).toBe('TIME');
    expect(within(items[1]!).getByText('৩ ঘণ্টা আগে')).toBeInTheDocument();
    expect(within(items[2]!).getByText('২ দিন আগে')).toBeInTheDocument();
    expect(screen.queryByText(/ago/)).toBeNull();
    expect(screen.getByRole('region', { name: 'কমিউনিটি কৃতজ্ঞতার দেয়াল' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Rahim-এর মন্তব্য মুছুন' });
    expect(button).toHaveAttribute('title', 'মন্তব্য মুছুন');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'মন্তব্যটি মুছে ফেলবেন?' });
    expect(dialog).toHaveTextContent('আপনি কি নিশ্চিত যে Rahim-এর মন্তব্যটি মুছে ফেলতে চান?');
    expect(within(dialog).getByText('Rahim').tagName).toBe('STRONG');
    expect(within(dialog).getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'হ্যাঁ, মুছে ফেলুন' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'বাতিল' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows markup in an author's name as text in the confirmation (the name goes into a translated sentence)", async () => {
    const name = '<img src=x onerror=alert(1)><i>Mal</i> {{x}} <0>z</0>';
    withComments([{ _id: 'c9', userId: 'u1', name, comment: 'Hi', time: now }]);
    const user = userEvent.setup();
    renderWithProviders(<CommentList />, { token: fakeToken({ sub: 'u1' }) });
    await user.click(await screen.findByRole('button', { name: `Delete comment by ${name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(name).tagName).toBe('STRONG');
    expect(dialog.querySelector('img, i')).toBeNull();
  });

  it('renders markup in a comment as plain text, never as elements', async () => {
    withComments();
    const { container } = renderWithProviders(<CommentList />, { token: fakeToken() });
    expect(await screen.findByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('offers a user delete on their own comment only', async () => {
    withComments();
    renderWithProviders(<CommentList />, { token: fakeToken({ sub: 'u1', role: 'user' }) });
    await screen.findAllByTestId('comment');
    expect(screen.getAllByRole('button', { name: /delete comment by/i })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Delete comment by Rahim' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete comment by Rahim' })).toHaveAttribute('title', 'Delete comment');
  });

  it('offers an admin delete on every comment', async () => {
    withComments();
    renderWithProviders(<CommentList />, { token: fakeToken({ sub: 'admin-1', role: 'admin', name: 'Admin' }) });
    await screen.findAllByTestId('comment');
    expect(screen.getAllByRole('button', { name: /delete comment by/i })).toHaveLength(3);
  });

  it('asks for confirmation, then deletes and tells the outcome', async () => {
    const calls = withComments();
    const user = userEvent.setup();
    renderWithProviders(<CommentList />, { token: fakeToken({ sub: 'u1' }) });
    await user.click(await screen.findByRole('button', { name: 'Delete comment by Rahim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/delete-comment/c2')).toBe(true));
    expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const calls = withComments();
    const user = userEvent.setup();
    renderWithProviders(<CommentList />, { token: fakeToken({ sub: 'u1' }) });
    await user.click(await screen.findByRole('button', { name: 'Delete comment by Rahim' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('shows the server message when a delete fails', async () => {
    mockApi([
      ['GET', /^\/get-comments$/, () => ({ body: { success: true, data: comments } })],
      ['DELETE', /^\/delete-comment\//, () => ({ status: 403, body: { success: false, message: 'You may only delete your own comments' } })],
    ]);
    const user = userEvent.setup();
    renderWithProviders(<CommentList />, { token: fakeToken({ sub: 'u1' }) });
    await user.click(await screen.findByRole('button', { name: 'Delete comment by Rahim' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('You may only delete your own comments')).toBeInTheDocument();
  });

  it('shows a loading state while the messages are on their way', async () => {
    mockApi([['GET', /^\/get-comments$/, () => new Promise(() => {})]]);
    renderWithProviders(<CommentList />, { token: fakeToken() });
    expect(await screen.findByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    withComments([]);
    renderWithProviders(<CommentList />, { token: fakeToken() });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    mockApi([['GET', /^\/get-comments$/, () => ({ status: 500, body: { success: false, message: 'Database is asleep' } })]]);
    renderWithProviders(<CommentList />, { token: fakeToken() });
    expect(await screen.findByText('Database is asleep')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
