/**
 * Amounts exact to the poisha when sent as JSON numbers: JSON.parse rounds `100.0000000000000001` to 100
 * before any check sees it, so the number's source text is judged instead (app.ts, lib/money.ts
 * keepMoneyLiterals). Every call that takes an amount in a JSON body: a pledge (POST and PUT
 * /user-donation), an offline gift, a campaign's target (create and edit). Refunds take no amount (the
 * whole gift goes back).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, login, snapshot, USER, type TestApp } from './test/helpers.js';

let t: TestApp;
let admin: string;
let user: string;
let campaignId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, ADMIN.email, ADMIN.password);
  user = await login(t.app, USER.email, USER.password);
  campaignId = (await call(t.app, 'GET', '/donations?limit=1')).json.data[0]._id;
});
afterAll(() => t.close());

interface Endpoint {
  name: string;
  method: string;
  url: () => string;
  caller: 'admin' | 'user';
  field: string;
  /** The JSON body with `AMOUNT` where the amount's literal goes. */
  body: () => string;
  created: number;
}

const campaignJson = (extra = '') =>
  `{"image":"/assets/campaigns/flood-homes.svg","category":"Flood","title":"Exact target","description":"d",${extra}"amount":AMOUNT}`;

const ENDPOINTS: Endpoint[] = [
  { name: 'POST /user-donation', method: 'POST', url: () => '/user-donation', caller: 'user', field: 'donationAmount', body: () => `{"id":"${campaignId}","donationAmount":AMOUNT}`, created: 201 },
  { name: 'PUT /user-donation/{id}', method: 'PUT', url: () => `/user-donation/${campaignId}`, caller: 'user', field: 'donationAmount', body: () => '{"donationAmount":AMOUNT}', created: 201 },
  {
    name: 'POST /user-donations/offline',
    method: 'POST',
    url: () => '/user-donations/offline',
    caller: 'admin',
    field: 'donationAmount',
    body: () => `{"campaignId":"${campaignId}","name":"Cash Giver","channel":"cash","donationAmount":AMOUNT}`,
    created: 201,
  },
  { name: 'POST /create-donation', method: 'POST', url: () => '/create-donation', caller: 'admin', field: 'amount', body: () => campaignJson(), created: 201 },
  { name: 'POST /edit-donation/{id}', method: 'POST', url: () => `/edit-donation/${campaignId}`, caller: 'admin', field: 'amount', body: () => '{"amount":AMOUNT}', created: 200 },
];

/** Literals whose value is not an amount exact to the poisha, though JSON.parse may make one of it. */
const REFUSED = ['100.0000000000000001', '100.001', '0.0000000000000000001', '1.00000000000000001e2', '1e2', '10050e-2', '100.000', '-0.0000000000000001'];
/** Literals that are exact amounts as written. */
const TAKEN: [string, number][] = [['100', 100], ['100.5', 100.5], ['100.25', 100.25], ['0.01', 0.01]];

/** Sends the endpoint's call with its caller's token, or none (null). */
const send = (e: Endpoint, body: string, token: string | null = e.caller === 'admin' ? admin : user) => call(t.app, e.method, e.url(), { token: token ?? undefined, body });

describe.each(ENDPOINTS)('$name', (e) => {
  const message = new RegExp(`^body/${e.field} must be a positive number with at most 2 decimals, no more than [\\d,]+ Tk$`);

  it.each(REFUSED)('refuses the number %s with the 400 of a bad amount, naming the field, and changes nothing', async (literal) => {
    const before = await snapshot(t.app);
    const res = await send(e, e.body().replace('AMOUNT', literal));
    expect(res.status, res.body).toBe(400);
    expect(res.json).toEqual({ success: false, message: expect.stringMatching(message) });
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('refuses it also under a key written with an escape, and with the key repeated (JSON.parse keeps the last)', async () => {
    const escaped = e.body().replace(`"${e.field}":AMOUNT`, `"${e.field.replace('a', '\\u0061')}":100.0000000000000001`);
    expect((await send(e, escaped)).status).toBe(400);
    const repeated = e.body().replace(`"${e.field}":AMOUNT`, `"${e.field}":5,"${e.field}" : 100.0000000000000001`);
    expect((await send(e, repeated)).json.message).toMatch(message);
  });

  it.each(TAKEN)('takes the number %s as written', async (literal, tk) => {
    const res = await send(e, e.body().replace('AMOUNT', literal));
    expect(res.status, res.body).toBe(e.created);
    const data = res.json.data as { donationAmount?: number; amount?: number };
    expect(e.field === 'amount' ? data.amount : data.donationAmount).toBe(tk);
  });

  it("names the route's own largest amount when it refuses one, and no other (any type, any length)", async () => {
    // The route's maximum, as its amount rule names it for a number over it.
    const over = await send(e, e.body().replace('AMOUNT', '999999999999'));
    expect(over.status).toBe(400);
    const max = /no more than ([\d,]+) Tk$/.exec(over.json.message)?.[1];
    expect(max).toBeDefined();
    const before = await snapshot(t.app);
    for (const literal of [`"${'1'.repeat(40)}"`, `"${'9'.repeat(33)}.5"`, `"${'0'.repeat(40)}1"`]) {
      const res = await send(e, e.body().replace('AMOUNT', literal));
      expect(res.status, literal).toBe(400);
      expect(res.json.message, literal).toBe(`body/${e.field} must be a positive number with at most 2 decimals, no more than ${max} Tk`);
    }
    for (const literal of ['true', 'null', '[5]', '{"tk":5}']) {
      const res = await send(e, e.body().replace('AMOUNT', literal));
      expect(res.status, literal).toBe(400);
      expect(res.json.message, literal).toBe(`body/${e.field} must be an amount in Tk: a positive number with at most 2 decimals`);
    }
    expect(await snapshot(t.app)).toEqual(before);
  });

  it.skipIf(e.caller !== 'admin')('asks for a signed-in admin before it looks at the amount (401, not 400)', async () => {
    const res = await send(e, e.body().replace('AMOUNT', '100.0000000000000001'), null);
    expect(res.status).toBe(401);
  });
});

it('refuses such a number from a guest too (a pledge without a token)', async () => {
  const res = await call(t.app, 'POST', '/user-donation', { body: `{"id":"${campaignId}","name":"Guest","email":"guest@example.com","donationAmount":100.0000000000000001}` });
  expect(res.status).toBe(400);
  expect(res.json.message).toMatch(/^body\/donationAmount must be a positive number with at most 2 decimals/);
});

describe('numbers that are not amounts', () => {
  it('are left as JSON.parse reads them (a time with an exponent, an ignored field, text that looks like an amount)', async () => {
    const offline = await call(t.app, 'POST', '/user-donations/offline', {
      token: admin,
      body: `{"campaignId":"${campaignId}","name":"Cash \\"donationAmount\\": 1.001","channel":"cash","receivedAt":1.7e12,"donationAmount":12.5}`,
    });
    expect(offline.status, offline.body).toBe(201);
    expect(offline.json.data).toMatchObject({ donationAmount: 12.5, name: 'Cash "donationAmount": 1.001' });
    // POST /create-donation accepts and ignores donationAmount (the spec's form sends it): not an amount it takes.
    const created = await call(t.app, 'POST', '/create-donation', { token: admin, body: campaignJson('"donationAmount":0.0000000000000001,"nested":{"amount":1.001},').replace('AMOUNT', '0.01') });
    expect(created.status, created.body).toBe(201);
    expect(created.json.data.amount).toBe(0.01);
  });
});
