import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { i18n } from 'shared-auth';
import { useFormFields } from './form-fields';

interface Values {
  name: string;
  city: string;
}

const validate = (v: Values) => {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!v.name) errors.name = 'Name is required';
  if (!v.city) errors.city = 'City is required';
  return errors;
};

afterEach(() => document.body.replaceChildren());

describe('useFormFields', () => {
  it('check shows the errors, focuses the first bad field and answers false; set clears that field’s error', () => {
    const city = Object.assign(document.createElement('input'), { id: 'f-city' });
    document.body.append(city);
    const { result } = renderHook(() => useFormFields<Values>({ name: 'Rahim', city: '' }, validate, 'f'));
    let valid = true;
    act(() => {
      valid = result.current.check();
    });
    expect(valid).toBe(false);
    expect(result.current.errors).toEqual({ city: 'City is required' });
    expect(document.activeElement).toBe(city);
    act(() => result.current.set('city', 'Sylhet'));
    expect(result.current.values).toEqual({ name: 'Rahim', city: 'Sylhet' });
    expect(result.current.errors.city).toBeUndefined();
    act(() => {
      valid = result.current.check();
    });
    expect(valid).toBe(true);
  });

  it('reset puts new values in and drops the errors', () => {
    const { result } = renderHook(() => useFormFields<Values>(() => ({ name: '', city: '' }), validate, 'f'));
    act(() => {
      result.current.check();
    });
    expect(Object.keys(result.current.errors)).toEqual(['name', 'city']);
    act(() => result.current.reset({ name: 'Ada', city: 'Dhaka' }));
    expect(result.current.values).toEqual({ name: 'Ada', city: 'Dhaka' });
    expect(result.current.errors).toEqual({});
  });

  it("words the errors on screen again when the page's language changes (the form re-renders, as its useTranslation makes it)", async () => {
    // A check in the page's language, as the dashboard's (i18n.getFixedT) are.
    const inLanguage = (v: Values) => {
      const errors: Partial<Record<keyof Values, string>> = {};
      if (!v.name) errors.name = i18n.language === 'bn' ? 'নাম দিতে হবে' : 'Name is required';
      if (!v.city) errors.city = i18n.language === 'bn' ? 'শহর দিতে হবে' : 'City is required';
      return errors;
    };
    const { result, rerender } = renderHook(() => useFormFields<Values>({ name: '', city: '' }, inLanguage, 'f'));
    act(() => {
      result.current.check();
    });
    act(() => result.current.set('name', 'Rahim'));
    expect(result.current.errors).toEqual({ name: undefined, city: 'City is required' });
    await act(() => i18n.changeLanguage('bn'));
    rerender();
    expect(result.current.errors).toEqual({ city: 'শহর দিতে হবে' });
    expect(result.current.values).toEqual({ name: 'Rahim', city: '' });
    await act(() => i18n.changeLanguage('en'));
    rerender();
    expect(result.current.errors).toEqual({ city: 'City is required' });
  });
});
