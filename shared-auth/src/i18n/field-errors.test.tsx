import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useErrorsInLanguage } from './field-errors';

type Errors = { email?: string; amount?: string; name?: string };

/** A form's check of its values in a language: what it finds wrong, worded in that language. */
const check = (language: string, values: { email: string; amount: string }): Errors => ({
  ...(values.email ? {} : { email: language === 'bn' ? 'ইমেইল দিন' : 'Enter your email' }),
  ...(values.amount ? {} : { amount: language === 'bn' ? 'পরিমাণ দিন' : 'Enter an amount' }),
});

function form(initial: { language: string; values: { email: string; amount: string } }) {
  return renderHook(({ language, values }) => useErrorsInLanguage<Errors>(language, () => check(language, values)), { initialProps: initial });
}

describe('useErrorsInLanguage', () => {
  it('words the errors on screen again in the new language, and only those', () => {
    const values = { email: '', amount: '' };
    const { result, rerender } = form({ language: 'en', values });
    // The form checked, then the person cleared the amount's error by typing (the form's own set).
    act(() => result.current[1]({ email: 'Enter your email', amount: 'Enter an amount' }));
    act(() => result.current[1]((e) => ({ ...e, amount: undefined })));
    rerender({ language: 'bn', values });
    expect(result.current[0]).toEqual({ email: 'ইমেইল দিন' });
    rerender({ language: 'en', values });
    expect(result.current[0]).toEqual({ email: 'Enter your email' });
  });

  it("keeps an error the check no longer finds (the server's, or a field changed since) in its words", () => {
    const { result, rerender } = form({ language: 'en', values: { email: 'a@b.test', amount: '' } });
    act(() => result.current[1]({ email: 'This address is already registered', amount: 'Enter an amount' }));
    rerender({ language: 'bn', values: { email: 'a@b.test', amount: '' } });
    expect(result.current[0]).toEqual({ email: 'This address is already registered', amount: 'পরিমাণ দিন' });
  });

  it('leaves a form without errors, and a render in the same language, as they are', () => {
    const { result, rerender } = form({ language: 'en', values: { email: '', amount: '' } });
    const before = result.current[0];
    rerender({ language: 'bn', values: { email: '', amount: '' } });
    expect(result.current[0]).toBe(before);
    act(() => result.current[1]({ email: 'ইমেইল দিন' }));
    const shown = result.current[0];
    rerender({ language: 'bn', values: { email: 'x@y.test', amount: '' } });
    expect(result.current[0]).toBe(shown);
  });
});

/** A form whose check finds the amount and the email wrong: the amount is checked first, the email comes first on the page (the amount marked as Mantine's PasswordInput marks its input). */
function Form({ server }: { server?: boolean }) {
  const [errors, , showErrors] = useErrorsInLanguage<Errors>('en', () => ({}));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = (event.currentTarget.elements.namedItem('email') as HTMLInputElement).value;
    showErrors(server ? {} : { amount: 'Enter an amount', ...(email ? {} : { email: 'Enter your email' }) }, event.currentTarget);
  };
  return (
    <form onSubmit={onSubmit} aria-label="form">
      <input aria-label="Name" aria-invalid={false} />
      <input aria-label="Email" name="email" aria-invalid={!!errors.email} />
      <input aria-label="Amount" data-invalid={errors.amount ? true : undefined} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('showErrors', () => {
  it("focuses the form's first wrong field on the page once the errors are shown, and scrolls it to the middle", () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    render(<Form />);
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.submit(screen.getByRole('form'));
    const email = screen.getByLabelText('Email');
    expect(document.activeElement).toBe(email);
    expect(scrolled.mock.contexts.at(-1)).toBe(email);
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'center' });
    // The email put right: the amount, marked by data-invalid alone, is the first wrong one.
    fireEvent.change(email, { target: { value: 'a@b.test' } });
    fireEvent.submit(screen.getByRole('form'));
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
    // Another render (a keystroke) does not take the focus again.
    screen.getByLabelText('Name').focus();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'R' } });
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    scrolled.mockRestore();
  });

  it('leaves the focus where it is when nothing is wrong', () => {
    render(<Form server />);
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.submit(screen.getByRole('form'));
    expect(document.activeElement).toBe(send);
  });
});
