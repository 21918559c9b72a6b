import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER, mockApi, renderWithProviders } from '../frame/test/render';
import { CreateTestimonialPage } from './create-testimonial-page';

describe('Share Your Experience', () => {
  it('requires a title and a testimonial', async () => {
    const calls = mockApi(() => undefined);
    renderWithProviders(<CreateTestimonialPage />, { as: USER, path: '/dashboard/create-testimonial' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Testimonial is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends title and text only (the author comes from the token), then goes to the home page', async () => {
    const calls = mockApi(({ url }) => (url === '/create-testimonials' ? { status: 201, body: { success: true, message: 'Thank you for your testimonial' } } : undefined));
    renderWithProviders(<CreateTestimonialPage />, { as: USER, path: '/dashboard/create-testimonial' });
    expect(screen.getByRole('heading', { name: 'Share Your Experience' })).toBeTruthy();
    expect(document.title).toBe('Share Your Experience – Post-Disaster Relief Donation Platform');
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Help arrived fast');
    await userEvent.type(screen.getByRole('textbox', { name: /Testimonial/ }), 'The boats reached our village in a day.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/create-testimonials',
      body: { title: 'Help arrived fast', testimonial: 'The boats reached our village in a day.' },
    });
    expect(await screen.findByText('Thank you for your testimonial')).toBeTruthy();
  });

  it('stays on the form and says why when the server refuses', async () => {
    mockApi(() => ({ status: 429, body: { success: false, message: 'Too many requests, try again in a minute' } }));
    renderWithProviders(<CreateTestimonialPage />, { as: USER, path: '/dashboard/create-testimonial' });
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'T');
    await userEvent.type(screen.getByRole('textbox', { name: /Testimonial/ }), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many requests, try again in a minute')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/create-testimonial');
  });
});
