import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors';
import { i18n } from './i18n/instance';

describe('errorMessage', () => {
  it('uses the server message when there is one', () => {
    expect(errorMessage({ status: 409, data: { success: false, message: 'Email already registered' } })).toBe(
      'Email already registered',
    );
  });
  it('describes transport failures', () => {
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toMatch(/Cannot reach the server/);
    expect(errorMessage({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toMatch(/too long/);
    expect(errorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' })).toMatch(/could not read/);
  });
  it('describes them in the page\'s language', async () => {
    await i18n.changeLanguage('bn');
    try {
      expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe('সার্ভারে পৌঁছানো যাচ্ছে না। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।');
      expect(errorMessage(null)).toBe('কিছু একটা সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
  it('falls back when nothing better is known', () => {
    expect(errorMessage({ status: 500, data: 'oops' }, 'Login failed')).toBe('Login failed');
    expect(errorMessage(undefined, 'Login failed')).toBe('Login failed');
  });
});
