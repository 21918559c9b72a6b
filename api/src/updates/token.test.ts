import { describe, expect, it } from 'vitest';
import { legacySignature, unsubscribeTokens } from './token.js';

const secret = 'a-test-secret-of-enough-length-for-hkdf';
const tokens = unsubscribeTokens(secret);
const u = { email: 'Rahima.Begum+relief@example.com', campaignId: 42 };

/** Flips one bit of the sealed part's byte at `at` (negative: from the end). */
function flip(token: string, at: number): string {
  const [id, sealed] = token.split('.');
  const bytes = Buffer.from(sealed!, 'base64url');
  const i = at < 0 ? bytes.length + at : at;
  bytes[i] = bytes[i]! ^ 1;
  return `${id}.${bytes.toString('base64url')}`;
}

describe('unsubscribe tokens', () => {
  it('give back the address and campaign they were made for', () => {
    expect(tokens.verify(tokens.sign(u))).toEqual(u);
    const unicode = { email: 'দাতা@উদাহরণ.বাংলা', campaignId: 1 };
    expect(tokens.verify(tokens.sign(unicode))).toEqual(unicode);
  });

  it('do not show the address, in any encoding, and differ each time', () => {
    const token = tokens.sign(u);
    const shown = [u.email, Buffer.from(u.email).toString('base64url'), Buffer.from(u.email).toString('base64'), Buffer.from(u.email).toString('hex'), 'example', 'Rahima'];
    for (const s of shown) expect(token.toLowerCase()).not.toContain(s.toLowerCase());
    expect(tokens.sign(u)).not.toBe(token);
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]+$/);
  });

  it('refuse a token with any part changed, moved to another campaign, or made under another secret', () => {
    const token = tokens.sign(u);
    const [, sealed] = token.split('.');
    for (const bad of [
      flip(token, 0), // nonce
      flip(token, 14), // the sealed address
      flip(token, -1), // tag
      `43.${sealed}`, // another campaign: the id is bound in
      unsubscribeTokens('another-secret-of-enough-length-for-hkdf').sign(u),
      `${token}x`,
      `42.${sealed!.slice(0, 30)}`,
      '',
      'nonsense',
      '42.',
      '0.' + sealed,
    ]) {
      expect(tokens.verify(bad), bad).toBeNull();
    }
  });

  it('still read version 1 links from mails already sent, and nothing forged in that form', () => {
    const address = Buffer.from(u.email).toString('base64url');
    const v1 = `${u.campaignId}.${address}.${legacySignature(secret, u.campaignId, u.email).toString('base64url')}`;
    expect(tokens.verify(v1)).toEqual(u);
    const other = Buffer.from('someone@example.com').toString('base64url');
    expect(tokens.verify(`${u.campaignId}.${other}.${v1.split('.')[2]}`)).toBeNull();
    expect(tokens.verify(`43.${address}.${v1.split('.')[2]}`)).toBeNull();
    expect(tokens.verify(`${u.campaignId}.${address}.${legacySignature('another-secret-of-enough-length-for-hkdf', u.campaignId, u.email).toString('base64url')}`)).toBeNull();
  });
});
