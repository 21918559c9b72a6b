import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '../testing/render';
import ContactForm from './contact-form';
import { validateContact } from './validate-contact';

describe('ContactForm', { timeout: 20_000 }, () => {
  it('has the fields of the spec', () => {
    mockApi([]);
    renderWithProviders(<ContactForm />);
    expect(screen.getByRole('form', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveAttribute('placeholder', 'Your full name');
    expect(screen.getByLabelText(/Phone/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/Message/)).toHaveAttribute('rows', '5');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('sends the message, confirms and clears the form', async () => {
    const calls = mockApi([
      ['POST', /^\/contact-messages$/, () => ({ status: 201, body: { success: true, message: 'Thank you! Your message was sent.', data: {} } })],
    ]);
    renderWithProviders(<ContactForm />);
    await userEvent.type(screen.getByLabelText(/Name/), 'Rina');
    await userEvent.type(screen.getByLabelText(/Phone/), '+880 1711 000000');
    await userEvent.type(screen.getByLabelText(/Subject/), 'Volunteering');
    await userEvent.type(screen.getByLabelText(/Message/), 'Can I help in Sylhet?');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thank you! Your message was sent.')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ name: 'Rina', phone: '+880 1711 000000', email: '', subject: 'Volunteering', message: 'Can I help in Sylhet?' });
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveValue(''));
  });

  it('refuses an empty form without calling the server, and shows server failures', async () => {
    const calls = mockApi([['POST', /^\/contact-messages$/, () => ({ status: 429, body: { success: false, message: 'Too many requests, try again in a minute' } })]]);
    renderWithProviders(<ContactForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText(/Subject/)).toHaveAccessibleDescription('Subject is required');
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/Name/), 'Rina');
    await userEvent.type(screen.getByLabelText(/Subject/), 'Hi');
    await userEvent.type(screen.getByLabelText(/Message/), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many requests, try again in a minute')).toBeInTheDocument();
    expect(screen.getByLabelText(/Message/)).toHaveValue('Hello');
  });

  it('validates optional phone and email only when given', () => {
    const base = { name: 'A', phone: '', email: '', subject: 'S', message: 'M' };
    expect(validateContact(base)).toEqual({});
    expect(validateContact({ ...base, phone: 'abc' }).phone).toBe('Enter a valid phone number');
    expect(validateContact({ ...base, email: 'x@' }).email).toBe('Enter a valid email address');
  });
});
