import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, otpauthUrl, qrSvg, verifyTotp } from './totp.js';

describe('TOTP', () => {
  it('accepts the current code once per step and refuses a replay', async () => {
    const secret = newTotpSecret();
    const epoch = 1_800_000_000;
    const code = await generate({ secret, epoch });
    const step = await verifyTotp(secret, code, null, epoch);
    expect(step).toBe(Math.floor(epoch / 30));
    expect(await verifyTotp(secret, code, step, epoch)).toBeNull();
  });

  it('allows one step of clock drift, not two', async () => {
    const secret = newTotpSecret();
    const epoch = 1_800_000_000;
    expect(await verifyTotp(secret, await generate({ secret, epoch: epoch - 30 }), null, epoch)).not.toBeNull();
    expect(await verifyTotp(secret, await generate({ secret, epoch: epoch - 90 }), null, epoch)).toBeNull();
  });

  it('refuses codes that are not six digits', async () => {
    const secret = newTotpSecret();
    expect(await verifyTotp(secret, 'abcdef', null)).toBeNull();
    expect(await verifyTotp(secret, '12345', null)).toBeNull();
  });

  it('draws the otpauth URL as an SVG QR code locally', async () => {
    const url = otpauthUrl(newTotpSecret(), 'admin@relief.test');
    expect(url).toMatch(/^otpauth:\/\/totp\/Relief:admin%40relief\.test\?.*secret=/);
    const svg = await qrSvg(url);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });
});
