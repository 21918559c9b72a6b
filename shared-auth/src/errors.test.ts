import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors';

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
  it('falls back when nothing better is known', () => {
    expect(errorMessage({ status: 500, data: 'oops' }, 'Login failed')).toBe('Login failed');
    expect(errorMessage(undefined, 'Login failed')).toBe('Login failed');
  });
});
