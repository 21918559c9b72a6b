import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
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
