/**
 * Malformed requests: each gets the right 4xx with a readable message naming the field,
 * never a 500 or a stack trace, and the database is unchanged afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, handToken, login, snapshot, totalsConsistent, USER, type TestApp } from './test/helpers.js';

let t: TestApp;
let admin: string;
let user: string;
let campaignId: string;
let userId: string;
let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, ADMIN.email, ADMIN.password);
  user = await login(t.app, USER.email, USER.password);
  campaignId = (await call(t.app, 'GET', '/donations?limit=1')).json.data[0]._id;
  userId = (await call(t.app, 'GET', `/single-user/${USER.email}`, { token: user })).json.data._id;
  before = (await snapshot(t.app));
});
afterAll(() => t.close());

type Token = 'admin' | 'user' | 'none' | 'forged' | 'expired' | 'algnone';
interface Case {
  name: string;
  method: string;
  url: () => string;
  body?: unknown;
  token?: Token;
  headers?: Record<string, string>;
  status: number;
  message: RegExp;
}

/** Lazy: the campaign id is known only after beforeAll. */
const donate = (donationAmount: unknown, extra: Record<string, unknown> = {}) => () => ({ id: campaignId, donationAmount, ...extra });
const campaign = (over: Record<string, unknown>) => ({
  image: '/assets/campaigns/flood-homes.svg',
  category: 'Flood',
  title: 'Valid title',
  amount: 100,
  description: 'Valid description',
  ...over,
});
const volunteer = (over: Record<string, unknown>) => ({
  name: 'V',
  email: 'v@example.com',
  phone: '01711000000',
  location: 'Dhaka',
  profession: 'Cook',
  image: '/assets/volunteers/arif.svg',
  ...over,
});
const AMOUNT = /^body\/donationAmount must be a positive number with at most 2 decimals/;
/** Not a number or text at all: the schema's message, which names no maximum (the route's own is the handler's). */
const AMOUNT_TYPE = /^body\/donationAmount must be an amount in Tk: a positive number with at most 2 decimals$/;

const cases: Case[] = [
  // Money
  { name: 'negative amount', method: 'POST', url: () => '/user-donation', body: donate(-5), token: 'user', status: 400, message: AMOUNT },
  { name: 'negative amount as text', method: 'POST', url: () => '/user-donation', body: donate('-1'), token: 'user', status: 400, message: AMOUNT },
  { name: 'zero amount', method: 'POST', url: () => '/user-donation', body: donate(0), token: 'user', status: 400, message: AMOUNT },
  { name: '"NaN" amount', method: 'POST', url: () => '/user-donation', body: donate('NaN'), token: 'user', status: 400, message: AMOUNT },
  { name: '"Infinity" amount', method: 'POST', url: () => '/user-donation', body: donate('Infinity'), token: 'user', status: 400, message: AMOUNT },
  { name: 'empty amount', method: 'POST', url: () => '/user-donation', body: donate(''), token: 'user', status: 400, message: AMOUNT },
  { name: '3-decimal amount', method: 'POST', url: () => '/user-donation', body: donate(0.001), token: 'user', status: 400, message: AMOUNT },
  { name: '3-decimal amount as text', method: 'POST', url: () => '/user-donation', body: donate('10.125'), token: 'user', status: 400, message: AMOUNT },
  { name: 'exponent amount', method: 'POST', url: () => '/user-donation', body: donate('1e3'), token: 'user', status: 400, message: AMOUNT },
  { name: 'huge amount', method: 'POST', url: () => '/user-donation', body: donate(10_000_000.01), token: 'user', status: 400, message: AMOUNT },
  { name: 'boolean amount', method: 'POST', url: () => '/user-donation', body: donate(true), token: 'user', status: 400, message: AMOUNT_TYPE },
  { name: 'object amount', method: 'POST', url: () => '/user-donation', body: donate({ value: 5 }), token: 'user', status: 400, message: AMOUNT_TYPE },
  { name: 'missing amount', method: 'POST', url: () => '/user-donation', body: () => ({ id: campaignId }), token: 'user', status: 400, message: /^body\/donationAmount is required$/ },
  { name: 'missing campaign id', method: 'POST', url: () => '/user-donation', body: { donationAmount: 5 }, token: 'user', status: 400, message: /^body\/id is required$/ },
  { name: 'malformed campaign id', method: 'POST', url: () => '/user-donation', body: { id: 'abc', donationAmount: 5 }, token: 'user', status: 400, message: /^body\/id must be a campaign id$/ },
  { name: 'unknown campaign id', method: 'POST', url: () => '/user-donation', body: { id: '424242', donationAmount: 5 }, token: 'user', status: 404, message: /Campaign not found/ },
  { name: 'guest with a bad email', method: 'POST', url: () => '/user-donation', body: donate(5, { name: 'G', email: 'not-an-email' }), status: 400, message: /^body\/email must be a valid email address$/ },
  { name: 'guest with an over-long name', method: 'POST', url: () => '/user-donation', body: donate(5, { name: 'x'.repeat(101), email: 'g@example.com' }), status: 400, message: /^body\/name must be at most 100 characters long$/ },
  { name: 'anonymous flag of the wrong type', method: 'POST', url: () => '/user-donation', body: donate(5, { anonymous: 'yes' }), token: 'user', status: 400, message: /^body\/anonymous must be true or false$/ },
  { name: 'body that is an array', method: 'POST', url: () => '/user-donation', body: '[1,2]', token: 'user', status: 400, message: /^body must be an object$/ },
  // Campaigns
  { name: 'campaign title too long', method: 'POST', url: () => '/create-donation', body: campaign({ title: 'x'.repeat(121) }), token: 'admin', status: 400, message: /^body\/title must be at most 120 characters long$/ },
  { name: 'campaign blank title', method: 'POST', url: () => '/create-donation', body: campaign({ title: '   ' }), token: 'admin', status: 400, message: /^body\/title must not be empty$/ },
  { name: 'campaign description too long', method: 'POST', url: () => '/create-donation', body: campaign({ description: 'x'.repeat(5001) }), token: 'admin', status: 400, message: /^body\/description must be at most 5000 characters long$/ },
  { name: 'campaign target negative', method: 'POST', url: () => '/create-donation', body: campaign({ amount: '-100' }), token: 'admin', status: 400, message: /^body\/amount must be a positive number with at most 2 decimals/ },
  { name: 'campaign target with 3 decimals', method: 'POST', url: () => '/create-donation', body: campaign({ amount: 12.345 }), token: 'admin', status: 400, message: /^body\/amount must be a positive number/ },
  { name: 'campaign image javascript: URL', method: 'POST', url: () => '/create-donation', body: campaign({ image: 'javascript:alert(1)' }), token: 'admin', status: 400, message: /^body\/image must be an http\(s\) URL or a path starting with \/assets\/$/ },
  { name: 'campaign image path traversal', method: 'POST', url: () => '/create-donation', body: campaign({ image: '/assets/../../etc/passwd' }), token: 'admin', status: 400, message: /^body\/image must be an http\(s\) URL/ },
  { name: 'campaign image under /assets/ that does not exist', method: 'POST', url: () => '/create-donation', body: campaign({ image: '/assets/campaigns/nope.svg' }), token: 'admin', status: 400, message: /^body\/image \/assets\/campaigns\/nope\.svg is not an image served by this API$/ },
  { name: 'profile image under /assets/ that is a folder', method: 'POST', url: () => `/edit-profile/${userId}`, body: { userInfo: { image: '/assets/campaigns' } }, token: 'user', status: 400, message: /^body\/userInfo\/image \/assets\/campaigns is not an image served by this API$/ },
  { name: 'campaign unknown category', method: 'POST', url: () => '/create-donation', body: campaign({ category: 'Earthquake' }), token: 'admin', status: 400, message: /^body\/category must be one of/ },
  { name: 'campaign end date in the past', method: 'POST', url: () => '/create-donation', body: campaign({ endsAt: '2020-01-01' }), token: 'admin', status: 400, message: /^body\/endsAt must be a future date/ },
  { name: 'campaign end date not a date', method: 'POST', url: () => '/create-donation', body: campaign({ endsAt: 'next week' }), token: 'admin', status: 400, message: /^body\/endsAt must be a future date/ },
  { name: 'campaign end date of another type', method: 'POST', url: () => '/create-donation', body: campaign({ endsAt: { at: 1 } }), token: 'admin', status: 400, message: /^body\/endsAt must be a future date/ },
  { name: 'cause with an empty name', method: 'POST', url: () => '/causes', body: { name: '  ' }, token: 'admin', status: 400, message: /^body\/name must not be empty$/ },
  { name: 'cause name too long', method: 'POST', url: () => '/causes', body: { name: 'x'.repeat(61) }, token: 'admin', status: 400, message: /^body\/name must be at most 60 characters long$/ },
  { name: 'campaign update with an empty body', method: 'POST', url: () => `/campaigns/${campaignId}/updates`, body: { body: '' }, token: 'admin', status: 400, message: /^body\/body must not be empty$/ },
  { name: 'campaign update too long', method: 'POST', url: () => `/campaigns/${campaignId}/updates`, body: { body: 'x'.repeat(5001) }, token: 'admin', status: 400, message: /^body\/body must be at most 5000 characters long$/ },
  { name: 'campaign missing description', method: 'POST', url: () => '/create-donation', body: campaign({ description: undefined }), token: 'admin', status: 400, message: /^body\/description is required$/ },
  { name: 'campaign title of the wrong type', method: 'POST', url: () => '/create-donation', body: campaign({ title: 42 }), token: 'admin', status: 400, message: /^body\/title must be a string$/ },
  { name: 'edit unknown campaign', method: 'POST', url: () => '/edit-donation/999999', body: { title: 'x' }, token: 'admin', status: 404, message: /Campaign not found/ },
  { name: 'edit with a malformed id', method: 'POST', url: () => '/edit-donation/12abc', body: { title: 'x' }, token: 'admin', status: 400, message: /^params\/id must be a numeric id$/ },
  { name: 'delete unknown campaign', method: 'DELETE', url: () => '/delete-donation/999999', token: 'admin', status: 404, message: /Campaign not found/ },
  { name: 'list with limit 0', method: 'GET', url: () => '/donations?limit=0', status: 400, message: /^querystring\/limit must be a whole number from 1 to 100$/ },
  { name: 'list with limit 101', method: 'GET', url: () => '/donations?limit=101', status: 400, message: /^querystring\/limit must be a whole number from 1 to 100$/ },
  { name: 'list with a text offset', method: 'GET', url: () => '/donations?offset=abc', status: 400, message: /^querystring\/offset must be a whole number ≥ 0$/ },
  // Users
  { name: 'register without email', method: 'POST', url: () => '/register', body: { name: 'A', password: 'abcdef' }, status: 400, message: /^body\/email is required$/ },
  { name: 'register with a bad email', method: 'POST', url: () => '/register', body: { name: 'A', email: 'a@', password: 'abcdef' }, status: 400, message: /^body\/email must be a valid email address$/ },
  { name: 'register with a short password', method: 'POST', url: () => '/register', body: { name: 'A', email: 'a@example.com', password: '1234567' }, status: 400, message: /^body\/password must be at least 8 characters long$/ },
  { name: 'register with a taken email', method: 'POST', url: () => '/register', body: { name: 'A', email: USER.email, password: 'abcdefgh' }, status: 409, message: /already exists/ },
  { name: 'login with a numeric password', method: 'POST', url: () => '/login', body: { email: USER.email, password: 123456 }, status: 400, message: /^body\/password must be a string$/ },
  { name: 'login with a wrong password', method: 'POST', url: () => '/login', body: { email: USER.email, password: 'nope-nope' }, status: 401, message: /^Invalid email or password$/ },
  { name: 'edit-profile with an over-long name', method: 'POST', url: () => `/edit-profile/${userId}`, body: { userInfo: { name: 'x'.repeat(101) } }, token: 'user', status: 400, message: /^body\/userInfo\/name must be at most 100 characters long$/ },
  { name: 'user-info with an unknown id', method: 'GET', url: () => '/user-info/999999', token: 'admin', status: 404, message: /User not found/ },
  { name: 'single-user with a malformed email', method: 'GET', url: () => '/single-user/not-an-email', token: 'admin', status: 400, message: /^params\/email must be a valid email address$/ },
  // Community
  { name: 'comment too long', method: 'POST', url: () => '/create-comments', body: { comment: 'x'.repeat(1001) }, token: 'user', status: 400, message: /^body\/comment must be at most 1000 characters long$/ },
  { name: 'empty comment', method: 'POST', url: () => '/create-comments', body: { comment: '' }, token: 'user', status: 400, message: /^body\/comment must not be empty$/ },
  { name: 'delete unknown comment', method: 'DELETE', url: () => '/delete-comment/999999', token: 'admin', status: 404, message: /Comment not found/ },
  { name: 'testimonial too long', method: 'POST', url: () => '/create-testimonials', body: { title: 'T', testimonial: 'x'.repeat(2001) }, token: 'user', status: 400, message: /^body\/testimonial must be at most 2000 characters long$/ },
  { name: 'volunteer image not a URL', method: 'POST', url: () => '/create-volunteers', body: volunteer({ image: 'photo.png' }), status: 400, message: /^body\/image must be an http\(s\) URL/ },
  { name: 'volunteer phone letters', method: 'POST', url: () => '/create-volunteers', body: volunteer({ phone: 'abcdefg' }), status: 400, message: /^body\/phone must be a phone number/ },
  { name: 'contact without message', method: 'POST', url: () => '/contact-messages', body: { name: 'N', subject: 'S' }, status: 400, message: /^body\/message is required$/ },
  { name: 'contact with a bad email', method: 'POST', url: () => '/contact-messages', body: { name: 'N', subject: 'S', message: 'M', email: 'nope' }, status: 400, message: /^body\/email must be a valid email address$/ },
  // Control characters (NUL cannot be stored in PostgreSQL text: these were 500s there)
  { name: 'NUL in a sign-in email', method: 'POST', url: () => '/login', body: { email: 'a\u0000@example.com', password: 'x' }, status: 400, message: /^body\/email must not contain control characters/ },
  { name: 'NUL in a forgot-password email', method: 'POST', url: () => '/forgot-password', body: { email: 'a\u0000@example.com' }, status: 400, message: /^body\/email must not contain control characters/ },
  { name: 'NUL in a new account name', method: 'POST', url: () => '/register', body: { name: 'A\u0000', email: 'nul@example.com', password: 'abcdefgh' }, status: 400, message: /^body\/name must not contain control characters/ },
  { name: 'NUL in a contact message', method: 'POST', url: () => '/contact-messages', body: { name: 'N', subject: 'S', message: 'M\u0000' }, status: 400, message: /^body\/message must not contain control characters/ },
  { name: 'NUL in a guest donor name', method: 'POST', url: () => '/user-donation', body: donate(5, { name: 'G\u0000', email: 'g@example.com' }), status: 400, message: /^body\/name must not contain control characters/ },
  { name: 'NUL in a volunteer sign-up', method: 'POST', url: () => '/create-volunteers', body: volunteer({ location: 'Dhaka\u0000' }), status: 400, message: /^body\/location must not contain control characters/ },
  { name: 'escape sequence in a comment', method: 'POST', url: () => '/create-comments', body: { comment: 'hi \u001B[31mred' }, token: 'user', status: 400, message: /^body\/comment must not contain control characters/ },
  { name: 'control character in a nested profile name', method: 'POST', url: () => `/edit-profile/${userId}`, body: { userInfo: { name: 'Ra\u0007him' } }, token: 'user', status: 400, message: /^body\/userInfo\/name must not contain control characters/ },
  { name: 'NUL in a search', method: 'GET', url: () => '/donations?q=flood%00', status: 400, message: /^querystring\/q must not contain control characters/ },
  { name: 'NUL in a path parameter', method: 'GET', url: () => '/single-user/a%00@example.com', token: 'admin', status: 400, message: /^params\/email must not contain control characters/ },
  // Transport
  { name: 'malformed JSON', method: 'POST', url: () => '/user-donation', body: '{"id": "1", "donationAmount": ', token: 'user', status: 400, message: /^The request body is not valid JSON$/ },
  { name: 'empty JSON body', method: 'POST', url: () => '/create-comments', body: '', token: 'user', status: 400, message: /empty/ },
  { name: 'oversized body', method: 'POST', url: () => '/create-comments', body: JSON.stringify({ comment: 'x'.repeat(70 * 1024) }), token: 'user', status: 413, message: /too large/ },
  { name: 'form-encoded body', method: 'POST', url: () => '/login', body: 'email=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415, message: /JSON/ },
  { name: 'unknown route', method: 'GET', url: () => '/no-such-thing', status: 404, message: /No such route/ },
  // Tokens
  { name: 'forged token', method: 'POST', url: () => '/create-comments', body: { comment: 'hi' }, token: 'forged', status: 401, message: /not valid/ },
  { name: 'expired token', method: 'POST', url: () => '/create-comments', body: { comment: 'hi' }, token: 'expired', status: 401, message: /expired/ },
  { name: 'alg none token', method: 'POST', url: () => '/create-donation', body: campaign({}), token: 'algnone', status: 401, message: /not valid/ },
  { name: 'anonymous create with a bad body (auth is checked first)', method: 'POST', url: () => '/create-donation', body: { title: 5 }, status: 401, message: /sign in/ },
  { name: 'user create with a bad body (role is checked first)', method: 'POST', url: () => '/create-donation', body: { title: 5 }, token: 'user', status: 403, message: /administrator/ },
  { name: 'forged token on a guest route', method: 'POST', url: () => '/user-donation', body: donate(5, { name: 'G', email: 'g@example.com' }), token: 'forged', status: 401, message: /not valid/ },
];

function tokenFor(kind: Token | undefined): string | undefined {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: userId, name: 'Relief Admin', email: ADMIN.email, role: 'admin', iat: now };
  switch (kind) {
    case 'admin':
      return admin;
    case 'user':
      return user;
    case 'forged':
      return handToken({ ...claims, exp: now + 3600 }, 'a-different-secret-a-different-secret');
    case 'expired':
      return handToken({ ...claims, exp: now - 60 }, t.config.jwtSecret);
    case 'algnone':
      return handToken({ ...claims, exp: now + 3600 }, null, { alg: 'none', typ: 'JWT' });
    default:
      return undefined;
  }
}

describe('bad input', () => {
  it('has at least 30 cases', async () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)('$name → $status', async (c) => {
    const body = typeof c.body === 'function' ? (c.body as () => unknown)() : c.body;
    const res = await call(t.app, c.method, c.url(), { token: tokenFor(c.token), body, headers: c.headers });
    expect(res.status, res.body).toBe(c.status);
    expect(res.json).toEqual({ success: false, message: expect.any(String) });
    expect(res.json.message).toMatch(c.message);
    expect(res.body).not.toMatch(/\bat .*\.(ts|js):\d+/); // no stack trace
  });

  it('left the database unchanged', async () => {
    expect((await snapshot(t.app))).toEqual(before);
    expect((await totalsConsistent(t.app))).toBe(true);
  });
});
