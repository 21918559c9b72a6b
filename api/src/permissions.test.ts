/**
 * The permission matrix of DESIGN.md §2, walked route by route for
 * anonymous, the record's owner ("user"), another signed-in user ("other") and an admin.
 * A refused call (401/403) must leave the database unchanged.
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ADMIN, call, createTestApp, login, multipartBody, newUser, snapshot, USER, type TestApp } from './test/helpers.js';
import { openSse } from './test/sse.js';

type Who = 'anonymous' | 'user' | 'other' | 'admin';
const WHO: Who[] = ['anonymous', 'user', 'other', 'admin'];

let t: TestApp;
const tokens: Record<Who, string | undefined> = { anonymous: undefined, user: undefined, other: undefined, admin: undefined };
let userId: string;
let userEmail: string;
let otherEmail: string;
let campaignId: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await login(t.app, ADMIN.email, ADMIN.password);
  tokens.user = await login(t.app, USER.email, USER.password);
  const other = await newUser(t.app, 'Other Person');
  tokens.other = other.token;
  otherEmail = other.email;
  userEmail = USER.email;
  userId = (await call(t.app, 'GET', `/single-user/${USER.email}`, { token: tokens.user })).json.data._id;
  campaignId = (await call(t.app, 'GET', '/donations?limit=1')).json.data[0]._id;
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } }).jpeg().toBuffer();
});
let photo: Buffer;
/** A one-picture multipart body for POST /uploads/images. */
const photoUpload = () => {
  const { payload, headers } = multipartBody([{ filename: 'p.jpg', type: 'image/jpeg', bytes: photo }]);
  return { body: payload, headers };
};
afterAll(() => t.close());

const unique = () => crypto.randomUUID().slice(0, 8);
const campaignBody = () => ({ image: '/assets/campaigns/flood-homes.svg', category: 'Flood', title: `Camp ${unique()}`, amount: 100, description: 'd' });

interface Route {
  name: string;
  expect: Record<Who, number>;
  /** Builds the request (may create the resource it needs first, as admin/user). */
  request: (who: Who) => Promise<{ method: string; url: string; body?: unknown; headers?: Record<string, string> }>;
  /** An endless answer (Server-Sent Events): read over real HTTP, since inject waits for the end. */
  stream?: true;
}

/**
 * Signing out ends sessions, so these calls carry a session of their own (their Authorization header wins
 * over `tokens[who]`): a new session of the same person for POST /auth/logout; a new person of the same
 * kind for POST /auth/logout-everywhere (it ends every session of the account). Anonymous calls carry none.
 */
async function spareSession(who: Who, everywhere: boolean): Promise<Record<string, string> | undefined> {
  if (who === 'anonymous') return undefined;
  let token: string;
  if (!everywhere) {
    const [email, password] = who === 'admin' ? [ADMIN.email, ADMIN.password] : who === 'user' ? [USER.email, USER.password] : [otherEmail, 'secret-pass'];
    token = await login(t.app, email, password);
  } else {
    const person = await newUser(t.app, `Spare ${who}`);
    token = person.token;
    if (who === 'admin') {
      await call(t.app, 'POST', `/users/${person.id}/role`, { token: tokens.admin, body: { role: 'admin' } });
      token = await login(t.app, person.email, 'secret-pass');
    }
  }
  return { authorization: `Bearer ${token}` };
}

const everyone = (status: number): Record<Who, number> => ({ anonymous: status, user: status, other: status, admin: status });
const signedIn = (status: number): Record<Who, number> => ({ anonymous: 401, user: status, other: status, admin: status });
const ownOrAdmin = (status: number): Record<Who, number> => ({ anonymous: 401, user: status, other: 403, admin: status });
const adminOnly = (status: number): Record<Who, number> => ({ anonymous: 401, user: 403, other: 403, admin: status });

const routes: Route[] = [
  { name: 'GET /donations', expect: everyone(200), request: async () => ({ method: 'GET', url: '/donations' }) },
  { name: 'GET /single-donation/{id}', expect: everyone(200), request: async () => ({ method: 'GET', url: `/single-donation/${campaignId}` }) },
  { name: 'GET /share/campaigns/{id}', expect: everyone(200), request: async () => ({ method: 'GET', url: `/share/campaigns/${campaignId}` }) },
  { name: 'GET /get-testimonials', expect: everyone(200), request: async () => ({ method: 'GET', url: '/get-testimonials' }) },
  { name: 'GET /get-volunteers', expect: everyone(200), request: async () => ({ method: 'GET', url: '/get-volunteers' }) },
  { name: 'GET /get-comments', expect: everyone(200), request: async () => ({ method: 'GET', url: '/get-comments' }) },
  { name: 'GET /leaderboard', expect: everyone(200), request: async () => ({ method: 'GET', url: '/leaderboard' }) },
  { name: 'GET /health', expect: everyone(200), request: async () => ({ method: 'GET', url: '/health' }) },
  { name: 'GET /ready', expect: everyone(200), request: async () => ({ method: 'GET', url: '/ready' }) },
  { name: 'GET /docs/json', expect: everyone(200), request: async () => ({ method: 'GET', url: '/docs/json' }) },
  {
    name: 'POST /register',
    expect: everyone(201),
    request: async () => ({ method: 'POST', url: '/register', body: { name: 'New', email: `n${unique()}@example.com`, password: 'abcdefgh', role: 'admin' } }),
  },
  { name: 'POST /login', expect: everyone(200), request: async () => ({ method: 'POST', url: '/login', body: USER }) },
  { name: 'GET /me', expect: signedIn(200), request: async () => ({ method: 'GET', url: '/me' }) },
  { name: 'POST /auth/logout', expect: signedIn(200), request: async (who) => ({ method: 'POST', url: '/auth/logout', headers: await spareSession(who, false) }) },
  { name: 'POST /auth/logout-everywhere', expect: signedIn(200), request: async (who) => ({ method: 'POST', url: '/auth/logout-everywhere', headers: await spareSession(who, true) }) },
  { name: 'POST /me/language', expect: signedIn(200), request: async () => ({ method: 'POST', url: '/me/language', body: { language: 'en' } }) },
  // The link is the proof: anyone may use one; a made-up link is refused for everyone alike.
  { name: 'POST /verify-email', expect: everyone(400), request: async () => ({ method: 'POST', url: '/verify-email', body: { token: 'x'.repeat(43) } }) },
  { name: 'POST /forgot-password', expect: everyone(200), request: async () => ({ method: 'POST', url: '/forgot-password', body: { email: `nobody${unique()}@example.com` } }) },
  { name: 'POST /reset-password', expect: everyone(400), request: async () => ({ method: 'POST', url: '/reset-password', body: { token: 'x'.repeat(43), password: 'new-password' } }) },
  {
    name: 'POST /resend-verification',
    // Demo accounts are confirmed (409); "other" registered a moment ago, so its first link is too recent (429).
    expect: { anonymous: 401, user: 409, other: 429, admin: 409 },
    request: async () => ({ method: 'POST', url: '/resend-verification' }),
  },
  {
    name: 'POST /change-password',
    expect: signedIn(400),
    request: async () => ({ method: 'POST', url: '/change-password', body: { currentPassword: 'not-the-password', newPassword: 'whatever-new' } }),
  },
  { name: 'POST /2fa/setup', expect: adminOnly(200), request: async () => ({ method: 'POST', url: '/2fa/setup', body: { password: ADMIN.password } }) },
  { name: 'POST /2fa/enable', expect: adminOnly(400), request: async () => ({ method: 'POST', url: '/2fa/enable', body: { code: '000000' } }) },
  { name: 'POST /2fa/disable', expect: adminOnly(409), request: async () => ({ method: 'POST', url: '/2fa/disable', body: { password: ADMIN.password, code: '000000' } }) },
  {
    name: 'POST /user-donation',
    expect: everyone(201),
    request: async () => ({ method: 'POST', url: '/user-donation', body: { id: campaignId, donationAmount: '5.25', name: 'Guest', email: 'guest@example.com' } }),
  },
  {
    name: 'PUT /user-donation/{id}',
    expect: everyone(201),
    request: async () => ({ method: 'PUT', url: `/user-donation/${campaignId}`, body: { id: campaignId, donationAmount: '5.25', name: 'Guest', email: 'guest@example.com' } }),
  },
  { name: 'POST /uploads/images', expect: signedIn(201), request: async () => ({ method: 'POST', url: '/uploads/images', ...photoUpload() }) },
  {
    name: 'POST /create-volunteers',
    expect: everyone(201),
    request: async () => ({
      method: 'POST',
      url: '/create-volunteers',
      body: { name: 'Vol', email: `v${unique()}@example.com`, phone: '01711000000', location: 'Dhaka', profession: 'Cook', image: '/assets/volunteers/arif.svg' },
    }),
  },
  { name: 'POST /create-comments', expect: signedIn(201), request: async () => ({ method: 'POST', url: '/create-comments', body: { comment: 'Thanks!' } }) },
  {
    name: 'POST /create-testimonials',
    expect: signedIn(201),
    request: async () => ({ method: 'POST', url: '/create-testimonials', body: { title: 'T', testimonial: 'Text' } }),
  },
  {
    name: 'POST /contact-messages',
    expect: everyone(201),
    request: async () => ({ method: 'POST', url: '/contact-messages', body: { name: 'N', subject: 'S', message: 'M' } }),
  },
  {
    name: 'DELETE /delete-comment/{id} (of user)',
    expect: ownOrAdmin(200),
    request: async () => {
      const c = await call(t.app, 'POST', '/create-comments', { token: tokens.user, body: { comment: 'to delete' } });
      return { method: 'DELETE', url: `/delete-comment/${c.json.data._id}` };
    },
  },
  {
    name: 'DELETE /delete-testimonial/{id} (of user)',
    expect: ownOrAdmin(200),
    request: async () => {
      const c = await call(t.app, 'POST', '/create-testimonials', { token: tokens.user, body: { title: 'Mine', testimonial: 'to delete' } });
      return { method: 'DELETE', url: `/delete-testimonial/${c.json.data._id}` };
    },
  },
  {
    name: 'DELETE /delete-volunteer/{id} (of a guest)',
    // A guest's entry has no owning account: only an admin may remove it.
    expect: adminOnly(200),
    request: async () => {
      const v = await call(t.app, 'POST', '/create-volunteers', {
        body: { name: 'Vol', email: `v${unique()}@example.com`, phone: '01711000000', location: 'Dhaka', profession: 'Cook', image: '/assets/volunteers/arif.svg' },
      });
      return { method: 'DELETE', url: `/delete-volunteer/${v.json.data._id}` };
    },
  },
  // Each signed-in caller signed up in the POST /create-volunteers row above and sees/changes only their own entry.
  { name: 'GET /my-volunteer', expect: signedIn(200), request: async () => ({ method: 'GET', url: '/my-volunteer' }) },
  {
    name: 'POST /edit-volunteer',
    expect: signedIn(200),
    request: async () => ({ method: 'POST', url: '/edit-volunteer', body: { phone: '01711000000', location: 'Dhaka', profession: 'Cook', image: '/assets/volunteers/arif.svg' } }),
  },
  { name: 'GET /single-user/{email}', expect: ownOrAdmin(200), request: async () => ({ method: 'GET', url: `/single-user/${userEmail}` }) },
  { name: 'GET /user-info/{id}', expect: ownOrAdmin(200), request: async () => ({ method: 'GET', url: `/user-info/${userId}` }) },
  { name: 'GET /user-donations/{email}', expect: ownOrAdmin(200), request: async () => ({ method: 'GET', url: `/user-donations/${userEmail}` }) },
  { name: 'GET /stats/user/{email}', expect: ownOrAdmin(200), request: async () => ({ method: 'GET', url: `/stats/user/${userEmail}` }) },
  {
    name: 'POST /edit-profile/{id}',
    expect: ownOrAdmin(200),
    request: async () => ({ method: 'POST', url: `/edit-profile/${userId}`, body: { userInfo: { profession: `Teacher ${unique()}` } } }),
  },
  { name: 'POST /create-donation', expect: adminOnly(201), request: async () => ({ method: 'POST', url: '/create-donation', body: campaignBody() }) },
  {
    name: 'POST /edit-donation/{id}',
    expect: adminOnly(200),
    request: async () => ({ method: 'POST', url: `/edit-donation/${campaignId}`, body: { description: `Edited ${unique()}` } }),
  },
  {
    name: 'DELETE /delete-donation/{id}',
    expect: adminOnly(200),
    request: async () => {
      const c = await call(t.app, 'POST', '/create-donation', { token: tokens.admin, body: campaignBody() });
      return { method: 'DELETE', url: `/delete-donation/${c.json.data._id}` };
    },
  },
  { name: 'GET /causes', expect: everyone(200), request: async () => ({ method: 'GET', url: '/causes' }) },
  { name: 'POST /causes', expect: adminOnly(201), request: async () => ({ method: 'POST', url: '/causes', body: { name: `Cause ${unique()}` } }) },
  {
    name: 'PATCH /causes/{id}',
    expect: adminOnly(200),
    request: async () => {
      const c = await call(t.app, 'POST', '/causes', { token: tokens.admin, body: { name: `Cause ${unique()}` } });
      return { method: 'PATCH', url: `/causes/${c.json.data.id}`, body: { name: `Renamed ${unique()}`, retired: true } };
    },
  },
  {
    name: 'POST /campaigns/{id}/close',
    expect: adminOnly(200),
    request: async () => {
      const c = await call(t.app, 'POST', '/create-donation', { token: tokens.admin, body: campaignBody() });
      return { method: 'POST', url: `/campaigns/${c.json.data._id}/close` };
    },
  },
  {
    name: 'POST /campaigns/{id}/reopen',
    expect: adminOnly(200),
    request: async () => {
      const c = await call(t.app, 'POST', '/create-donation', { token: tokens.admin, body: campaignBody() });
      await call(t.app, 'POST', `/campaigns/${c.json.data._id}/close`, { token: tokens.admin });
      return { method: 'POST', url: `/campaigns/${c.json.data._id}/reopen`, body: {} };
    },
  },
  { name: 'GET /campaigns/{id}/updates', expect: everyone(200), request: async () => ({ method: 'GET', url: `/campaigns/${campaignId}/updates` }) },
  { name: 'POST /campaigns/{id}/updates', expect: adminOnly(201), request: async () => ({ method: 'POST', url: `/campaigns/${campaignId}/updates`, body: { body: `News ${unique()}` } }) },
  // The link is the proof: a made-up token is refused for everyone alike.
  {
    name: 'GET /unsubscribe',
    expect: everyone(400),
    request: async () => ({ method: 'GET', url: '/unsubscribe?token=1.eA.' + 'x'.repeat(43), headers: { accept: 'application/json' } }),
  },
  {
    name: 'POST /unsubscribe',
    expect: everyone(400),
    request: async () => ({ method: 'POST', url: '/unsubscribe?token=1.eA.' + 'x'.repeat(43), headers: { accept: 'application/json' } }),
  },
  { name: 'GET /users', expect: adminOnly(200), request: async () => ({ method: 'GET', url: '/users' }) },
  { name: 'GET /user-donations', expect: adminOnly(200), request: async () => ({ method: 'GET', url: '/user-donations' }) },
  { name: 'GET /stats/admin', expect: adminOnly(200), request: async () => ({ method: 'GET', url: '/stats/admin' }) },
  { name: 'GET /contact-messages', expect: adminOnly(200), request: async () => ({ method: 'GET', url: '/contact-messages' }) },
  // Money (issue 14)
  { name: 'GET /ledger', expect: everyone(200), request: async () => ({ method: 'GET', url: '/ledger?limit=5' }) },
  { name: 'GET /ledger/head', expect: everyone(200), request: async () => ({ method: 'GET', url: '/ledger/head' }) },
  { name: 'GET /ledger/summary', expect: everyone(200), request: async () => ({ method: 'GET', url: '/ledger/summary' }) },
  { name: 'GET /events', expect: everyone(200), stream: true, request: async () => ({ method: 'GET', url: '/events' }) },
  { name: 'GET /payment-accounts', expect: everyone(200), request: async () => ({ method: 'GET', url: `/payment-accounts?campaignId=${campaignId}` }) },
  { name: 'GET /payment-accounts/all', expect: adminOnly(200), request: async () => ({ method: 'GET', url: '/payment-accounts/all' }) },
  {
    name: 'POST /payment-accounts',
    expect: adminOnly(201),
    request: async () => ({ method: 'POST', url: '/payment-accounts', body: { channel: 'nagad', label: 'Nagad', number: '01812345678', accountName: 'Relief' } }),
  },
  {
    name: 'DELETE /payment-accounts/{id}',
    expect: adminOnly(200),
    request: async () => {
      const a = await call(t.app, 'POST', '/payment-accounts', { token: tokens.admin, body: { channel: 'bank', label: 'Bank', number: '1234567890', accountName: 'Relief' } });
      return { method: 'DELETE', url: `/payment-accounts/${a.json.data._id}` };
    },
  },
  { name: 'POST /payments/statement', expect: adminOnly(200), request: async () => ({ method: 'POST', url: '/payments/statement', body: { csv: 'TrxID,Amount\r\nNOSUCH01,10\r\n' } }) },
  { name: 'GET /audit-log', expect: adminOnly(200), request: async () => ({ method: 'GET', url: '/audit-log' }) },
  {
    name: 'POST /users/{id}/role',
    expect: adminOnly(200),
    request: async () => ({ method: 'POST', url: `/users/${(await newUser(t.app)).id}/role`, body: { role: 'user' } }),
  },
  {
    name: 'POST /user-donations/{id}/transaction (a pending gift of user)',
    // Another person's gift does not exist for them, admins included (they confirm money, they do not type a donor's transfer).
    expect: { anonymous: 401, user: 200, other: 404, admin: 404 },
    request: async () => ({
      method: 'POST',
      url: `/user-donations/${await pendingGift()}/transaction`,
      body: { channel: 'bkash', transactionId: `P${unique()}`.toUpperCase(), senderNumber: '01711111111' },
    }),
  },
  { name: 'POST /user-donations/{id}/confirm', expect: adminOnly(200), request: async () => ({ method: 'POST', url: `/user-donations/${await pendingGift()}/confirm`, body: {} }) },
  {
    name: 'POST /user-donations/{id}/reject',
    expect: adminOnly(200),
    request: async () => ({ method: 'POST', url: `/user-donations/${await pendingGift()}/reject`, body: { reason: 'never paid' } }),
  },
  {
    name: 'POST /user-donations/{id}/refund',
    expect: adminOnly(200),
    request: async () => {
      const id = await pendingGift();
      await call(t.app, 'POST', `/user-donations/${id}/confirm`, { token: tokens.admin, body: {} });
      return { method: 'POST', url: `/user-donations/${id}/refund`, body: { reason: 'asked back' } };
    },
  },
  {
    name: 'POST /user-donations/bulk',
    expect: adminOnly(200),
    request: async () => ({ method: 'POST', url: '/user-donations/bulk', body: { action: 'confirm', ids: [await pendingGift()] } }),
  },
  {
    name: 'GET /user-donations/{id}/receipt.pdf (a confirmed gift of user)',
    // Another person's gift does not exist for them.
    expect: { anonymous: 401, user: 200, other: 404, admin: 200 },
    request: async () => {
      const id = await pendingGift();
      await call(t.app, 'POST', `/user-donations/${id}/confirm`, { token: tokens.admin, body: {} });
      return { method: 'GET', url: `/user-donations/${id}/receipt.pdf` };
    },
  },
  { name: 'GET /user-donations/{email}/statement.pdf', expect: ownOrAdmin(200), request: async () => ({ method: 'GET', url: `/user-donations/${userEmail}/statement.pdf?year=2026` }) },
  {
    name: 'POST /user-donations/offline',
    expect: adminOnly(201),
    request: async () => ({ method: 'POST', url: '/user-donations/offline', body: { campaignId, donationAmount: 10, name: 'Cash donor', channel: 'cash' } }),
  },
];

/** A new pending gift of the demo user (id). */
async function pendingGift(): Promise<string> {
  const res = await call(t.app, 'POST', '/user-donation', { token: tokens.user, body: { id: campaignId, donationAmount: 10 } });
  return res.json.data._id;
}

const cases = routes.flatMap((r) => WHO.map((who) => ({ route: r, who, status: r.expect[who] })));

describe('permission matrix', () => {
  it('covers every route of the API (as listed in the OpenAPI document)', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const registered = new Set<string>(['GET /docs/json']);
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        if (method !== 'head') registered.add(`${method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')}`);
      }
    }
    const tested = new Set(routes.map((r) => r.name.replace(/ \(.*\)$/, '')));
    expect([...registered].sort()).toEqual([...tested].sort());
  });

  it.each(cases)('$route.name as $who → $status', async ({ route, who, status }) => {
    const req = await route.request(who);
    if (route.stream) {
      if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
      const port = (t.app.server.address() as AddressInfo).port;
      const res = await openSse(`http://127.0.0.1:${port}/api/v1${req.url}`, tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {});
      res.close();
      expect(res.status).toBe(status);
      expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      return;
    }
    const before = await snapshot(t.app);
    const res = await call(t.app, req.method, req.url, { token: tokens[who], body: req.body, ...(req.headers ? { headers: req.headers } : {}) });
    expect(res.status, res.body).toBe(status);
    if (req.url === '/docs/json') {
      expect(res.json.openapi).toMatch(/^3\./);
    } else if (req.url.includes('.pdf') && status === 200) {
      expect(res.headers['content-type']).toBe('application/pdf');
    } else if (req.url.startsWith('/share/') && status === 200) {
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('property="og:title"');
    } else if (status === 200 || status === 201) {
      expect(res.json.success).toBe(true);
    } else {
      expect(res.json).toEqual({ success: false, message: expect.any(String) });
      expect((await snapshot(t.app))).toEqual(before);
    }
  });
});
