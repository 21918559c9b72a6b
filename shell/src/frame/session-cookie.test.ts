import { describe, expect, it } from 'vitest';
import { loggedIn, loggedOut, makeStore } from 'shared-auth';
import { testToken } from '../test/render';
import { mirrorSession, SESSION_COOKIE } from './session-cookie';

describe('mirrorSession', () => {
  it('writes the relief.session cookie when a session starts or ends on the page, never the token', () => {
    const { store } = makeStore();
    const writes: string[] = [];
    const doc = {
      set cookie(value: string) {
        writes.push(value);
      },
      get cookie() {
        return '';
      },
    };
    const stop = mirrorSession(store, doc);
    expect(writes).toEqual([]);
    const token = testToken();
    store.dispatch(loggedIn(token));
    store.dispatch(loggedIn(token)); // no change: nothing written
    store.dispatch(loggedOut());
    expect(writes).toEqual([
      `${SESSION_COOKIE}=1; path=/; max-age=31536000; SameSite=Lax`,
      `${SESSION_COOKIE}=0; path=/; max-age=31536000; SameSite=Lax`,
    ]);
    expect(writes.join(' ')).not.toContain(token.split('.')[1]);
    stop();
    store.dispatch(loggedIn(token));
    expect(writes).toHaveLength(2);
  });
});
