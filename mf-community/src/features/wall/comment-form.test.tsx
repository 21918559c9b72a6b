import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { fakeToken, mockApi, renderWithProviders } from '../testing/render';
import { CommentForm } from './comment-form';

function api(answer: { status?: number; body: unknown } = { body: { success: true, message: 'Comment added' } }) {
  return mockApi([['POST', /^\/create-comments$/, () => answer]]);
}

describe('CommentForm', () => {
  it('counts characters and caps them at 1000', async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<CommentForm />, { token: fakeToken() });
    const field = screen.getByRole('textbox', { name: /your message/i });
    expect(field).toHaveAttribute('maxLength', '1000');
    expect(screen.getByTestId('comment-counter')).toHaveTextContent('0 / 1000 characters');
    await user.type(field, 'Thanks!');
    expect(screen.getByTestId('comment-counter')).toHaveTextContent('7 / 1000 characters');
    // The counter is tied to the field.
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').some((id) => document.getElementById(id)?.textContent?.includes('7 / 1000'))).toBe(true);
  });

  it('refuses a blank comment with an error tied to the field, and sends nothing', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<CommentForm />, { token: fakeToken() });
    const field = screen.getByRole('textbox', { name: /your message/i });
    await user.type(field, '    ');
    await user.click(screen.getByRole('button', { name: 'Post message' }));
    const error = await screen.findByText('Please write a message before posting.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(calls).toHaveLength(0);
  });

  it('posts the trimmed comment only (the author comes from the token) and clears the field', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<CommentForm />, { token: fakeToken({ name: 'Rahim' }) });
    expect(screen.getByText('Posting as Rahim')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /your message/i });
    await user.type(field, '  Thank you, volunteers!  ');
    await user.click(screen.getByRole('button', { name: 'Post message' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ comment: 'Thank you, volunteers!' });
    expect(calls[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('speaks Bangla when the page is in Bangla, with Bengali digits in the counter', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces([NS.wall]);
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<CommentForm />, { token: fakeToken({ name: 'Rahim' }) });
    const field = screen.getByRole('textbox', { name: /আপনার বার্তা/ });
    expect(screen.getByTestId('comment-counter')).toHaveTextContent('০ / ১০০০ অক্ষর');
    expect(screen.getByText('Rahim নামে পোস্ট করছেন')).toBeInTheDocument();
    await user.type(field, 'ধন্যবাদ');
    expect(screen.getByTestId('comment-counter')).toHaveTextContent(/^৭ \/ ১০০০ অক্ষর$/);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'বার্তা পোস্ট করুন' }));
    expect(await screen.findByText('পোস্ট করার আগে অনুগ্রহ করে একটি বার্তা লিখুন।')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post message' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('keeps the text and shows the server message when posting fails', async () => {
    api({ status: 429, body: { success: false, message: 'Too many comments, slow down' } });
    const user = userEvent.setup();
    renderWithProviders(<CommentForm />, { token: fakeToken() });
    const field = screen.getByRole('textbox', { name: /your message/i });
    await user.type(field, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post message' }));
    expect(await screen.findByText('Too many comments, slow down')).toBeInTheDocument();
    expect(field).toHaveValue('Hello');
  });
});
