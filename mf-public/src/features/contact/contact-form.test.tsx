import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '../testing/render';
import ContactForm from './contact-form';
import { i18n } from 'shared-auth';
import { validateContact } from './validate-contact';
import { inBangla } from '../testing/bangla';

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
    expect(screen.getByLabelText(/Name/)).toHaveFocus();
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/Name/), 'Rina');
    await userEvent.type(screen.getByLabelText(/Subject/), 'Hi');
    await userEvent.type(screen.getByLabelText(/Message/), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many requests, try again in a minute')).toBeInTheDocument();
    expect(screen.getByLabelText(/Message/)).toHaveValue('Hello');
  });

  it('in Bangla: labels, checks and the phone number in Bengali digits', async () => {
    const calls = mockApi([['POST', /^\/contact-messages$/, () => ({ status: 201, body: { success: true, message: 'ধন্যবাদ! আপনার বার্তা পাঠানো হয়েছে।', data: {} } })]]);
    await inBangla();
    renderWithProviders(<ContactForm />);
    expect(screen.getByRole('form', { name: 'যোগাযোগ' })).toBeInTheDocument();
    expect(screen.queryByText('Send Message')).toBeNull();
    expect(screen.getByLabelText(/ইমেইল/)).toHaveAccessibleDescription('ঐচ্ছিক; ইমেইলে উত্তর চাইলে লিখুন');
    await userEvent.type(screen.getByLabelText(/ফোন/), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'বার্তা পাঠান' }));
    expect(screen.getByLabelText(/বিষয়/)).toHaveAccessibleDescription('বিষয় দিতে হবে');
    expect(screen.getByText('নাম দিতে হবে')).toBeInTheDocument();
    expect(screen.getByText('একটি সঠিক ফোন নম্বর লিখুন')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(/ফোন/));
    await userEvent.type(screen.getByLabelText(/ফোন/), '০১৭১১ ০০০০০০');
    await userEvent.type(screen.getByLabelText(/নাম/), 'রিনা');
    await userEvent.type(screen.getByLabelText(/বিষয়/), 'স্বেচ্ছাসেবা');
    await userEvent.type(screen.getByLabelText(/বার্তা/), 'সিলেটে কীভাবে সাহায্য করতে পারি?');
    await userEvent.click(screen.getByRole('button', { name: 'বার্তা পাঠান' }));
    expect(await screen.findByText('ধন্যবাদ! আপনার বার্তা পাঠানো হয়েছে।')).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ phone: '01711 000000', name: 'রিনা' });
  });

  it('validates optional phone and email only when given', () => {
    const t = i18n.getFixedT('en');
    const base = { name: 'A', phone: '', email: '', subject: 'S', message: 'M' };
    expect(validateContact(t, base)).toEqual({});
    expect(validateContact(t, { ...base, phone: 'abc' }).phone).toBe('Enter a valid phone number');
    expect(validateContact(t, { ...base, email: 'x@' }).email).toBe('Enter a valid email address');
    // A phone number typed in Bengali digits is a phone number.
    expect(validateContact(t, { ...base, phone: '০১৭১১ ০০০০০০' })).toEqual({});
    expect(validateContact(t, { ...base, name: ' ', message: 'x'.repeat(5001) })).toEqual({ name: 'Name is required', message: 'Message can be at most 5,000 characters' });
  });

  it("opened from a guest's pledge (/?ref=RLF-66), starts with its reference in the subject and the message, in both languages", async () => {
    const calls = mockApi([['POST', /^\/contact-messages$/, () => ({ status: 201, body: { success: true, message: 'Thank you! Your message was sent.', data: {} } })]]);
    const first = renderWithProviders(<ContactForm />, { route: '/?ref=RLF-66' });
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Transaction ID for pledge RLF-66');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Pledge RLF-66\nTransaction ID: \nSent from (number): ');
    await userEvent.type(screen.getByLabelText(/Name/), 'Rina');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ subject: 'Transaction ID for pledge RLF-66', message: expect.stringContaining('RLF-66') });
    first.unmount();

    // Only a reference in the API's form: a link cannot fill the form with other text.
    const other = renderWithProviders(<ContactForm />, { route: '/?ref=Your%20account%20is%20locked' });
    expect(screen.getByLabelText(/Subject/)).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
    other.unmount();

    await inBangla();
    renderWithProviders(<ContactForm />, { route: '/?ref=rlf-66' });
    expect(screen.getByLabelText(/বিষয়/)).toHaveValue('RLF-66 অঙ্গীকারের ট্রানজ্যাকশন আইডি');
    expect(screen.getByLabelText(/বার্তা/)).toHaveValue('অঙ্গীকার RLF-66\nট্রানজ্যাকশন আইডি: \nযে নম্বর থেকে পাঠিয়েছেন: ');
  });
});
