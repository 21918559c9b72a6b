/**
 * The product tried as a hostile user would (issue 13): every item found then is reproduced here and
 * must stay refused. Each test states the attack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, login, newUser, seedGiftsDirect, type TestApp, totalsConsistent, USER } from './test/helpers.js';

let t: TestApp;
let admin: string;
let campaignId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, ADMIN.email, ADMIN.password);
  campaignId = (await call(t.app, 'GET', '/donations?limit=1')).json.data[0]._id;
});
afterAll(() => t.close());

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e9)}`;
const guestGift = (email: string, name: string, amount: string, anonymous = false) =>
  call(t.app, 'POST', '/user-donation', { body: { id: campaignId, donationAmount: amount, name, email, anonymous } });

describe('identity is the verified account, not a typed email', () => {
  it("registering with a guest donor's email does not show that donor's history (anonymous gifts included)", async () => {
    const victim = `victim-${unique()}@example.com`;
    await guestGift(victim, 'Real Donor', '700');
    await guestGift(victim, 'Real Donor', '300', true);
    const attacker = await newUser(t.app, 'Attacker', victim); // registers the address, cannot confirm it
    const history = await call(t.app, 'GET', `/user-donations/${victim}`, { token: attacker.token });
    expect(history.status).toBe(200);
    expect(history.json).toMatchObject({ data: [], total: 0 });
    const stats = await call(t.app, 'GET', `/stats/user/${victim}`, { token: attacker.token });
    expect(stats.json.data).toMatchObject({ donationCount: 0, totalAmount: 0 });
  });

  it("a guest gift typed with someone's email does not land in their history", async () => {
    const before = await call(t.app, 'GET', `/user-donations/${USER.email}`, { token: await login(t.app, USER.email, USER.password) });
    expect((await guestGift(USER.email, 'Someone Else', '5')).status).toBe(201);
    const after = await call(t.app, 'GET', `/user-donations/${USER.email}`, { token: await login(t.app, USER.email, USER.password) });
    expect(after.json.total).toBe(before.json.total);
  });

  it("a guest's typed name never renames an account's leaderboard row", async () => {
    const user = await login(t.app, USER.email, USER.password);
    await call(t.app, 'POST', '/user-donation', { token: user, body: { id: campaignId, donationAmount: '1' } });
    await guestGift(USER.email, 'Hijacked Name', '2');
    const row = (await t.app.sql.value("SELECT name FROM donor_totals WHERE user_id = (SELECT id FROM users WHERE email = ?) AND anonymous = 0", [USER.email]));
    expect(row).toBe('Nusrat Jahan');
    expect((await totalsConsistent(t.app))).toBe(true);
  });

  it("a Tk 1 gift typed with a big guest donor's email does not rename their leaderboard row; a refund names it by the next largest", async () => {
    const big = `bigdonor-${unique()}@example.com`;
    const confirmGuest = async (name: string, amount: string) => {
      const pledged = await guestGift(big, name, amount);
      expect(pledged.status, pledged.body).toBe(201);
      expect((await call(t.app, 'POST', `/user-donations/${pledged.json.data._id}/confirm`, { token: admin, body: {} })).status).toBe(200);
      return pledged.json.data._id as string;
    };
    const rowOf = async () => ((await call(t.app, 'GET', '/leaderboard')).json.data as { name: string; totalAmount: number }[]).find((d) => d.totalAmount >= 900_000);
    const first = await confirmGuest('Generous Donor', '900000');
    expect((await rowOf())!.name).toBe('Generous Donor');
    await confirmGuest('Impostor Name', '1');
    expect(await rowOf()).toMatchObject({ name: 'Generous Donor', totalAmount: 900_001 });
    await confirmGuest('Second Name', '500');
    expect(await rowOf()).toMatchObject({ name: 'Generous Donor', totalAmount: 900_501 });
    // The largest gift refunded: the row is named by the largest one still counted.
    await call(t.app, 'POST', `/user-donations/${first}/refund`, { token: admin, body: { reason: 'Bounced' } });
    expect(await t.app.sql.value("SELECT name FROM donor_totals WHERE donor_key = ? AND anonymous = 0", [`e:${big}`])).toBe('Second Name');
    expect((await totalsConsistent(t.app))).toBe(true);
  });
});

describe('no email address in any public answer', () => {
  it('walks every GET route a stranger may call and finds no email', async () => {
    // Known addresses in the data: seeded donors, a guest, a testimonial author, a volunteer.
    const guest = `guest-${unique()}@example.com`;
    await guestGift(guest, 'Public Guest', '10');
    const author = await newUser(t.app, 'Author Person');
    await call(t.app, 'POST', '/create-testimonials', { token: author.token, body: { title: 'Hello', testimonial: 'Thanks' } });
    await call(t.app, 'POST', '/create-comments', { token: author.token, body: { comment: 'Thank you' } });
    await call(t.app, 'POST', '/create-volunteers', {
      body: { name: 'Vol', email: `vol-${unique()}@example.com`, phone: '01711000000', location: 'Dhaka', profession: 'Cook', image: '/assets/volunteers/arif.svg' },
    });

    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const publicGets = Object.entries(doc.paths)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) => path.replace(/^\/api\/v1/, ''))
      .map((path) => path.replace('{id}', campaignId))
      .filter((path) => !path.includes('{'))
      // An endless stream (inject would wait for its end): its events are checked for emails in live/events.test.ts.
      .filter((path) => path !== '/events');
    const answered: string[] = [];
    for (const path of [...publicGets, '/donations?limit=100', '/get-comments?limit=100', '/leaderboard?limit=100']) {
      const res = await call(t.app, 'GET', path);
      if (res.status !== 200) continue; // signed-in routes answer 401 to a stranger
      answered.push(path);
      expect(res.body, `GET ${path}`).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);
    }
    expect(answered).toEqual(expect.arrayContaining(['/donations', `/single-donation/${campaignId}`, '/leaderboard', '/get-testimonials', '/get-comments', '/get-volunteers']));
  });
});

describe('floods are limited per address and per account', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ WRITE_RATE_LIMIT: '5', WRITE_RATE_WINDOW_MS: '60000' });
  });
  afterAll(() => strict.close());

  const gift = (remoteAddress: string, extra: { token?: string; headers?: Record<string, string> } = {}) =>
    strict.app.inject({
      method: 'POST',
      url: '/api/v1/user-donation',
      remoteAddress,
      headers: { ...(extra.headers ?? {}), ...(extra.token ? { authorization: `Bearer ${extra.token}` } : {}) },
      payload: { id: '1', donationAmount: '1000000', name: 'Flood', email: 'flood@example.com' },
    });

  it('300 pledges of 1,000,000 Tk (the most one gift may be) from one address: the first 5 pass, the rest get 429 with Retry-After and write nothing; no total moves', async () => {
    const raised = async () => await strict.app.sql.value('SELECT sum(raised_poisha) FROM campaigns');
    const before = await raised();
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) statuses.push((await gift('203.0.113.9')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const limited = await gift('203.0.113.9');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many requests; please try again in \d+ seconds?$/);
    expect(await strict.app.sql.value("SELECT count(*) FROM donations WHERE donor_email = 'flood@example.com'")).toBe(5);
    // Pledges are not money: nothing is counted until an admin sees it arrive.
    expect(await raised()).toBe(before);
  });

  it('a forged X-Forwarded-For does not buy a new address unless TRUST_PROXY says the proxy is trusted', async () => {
    const res = await gift('203.0.113.9', { headers: { 'x-forwarded-for': '198.51.100.77' } });
    expect(res.statusCode).toBe(429);
    const proxied = await createTestApp({ WRITE_RATE_LIMIT: '1', TRUST_PROXY: '127.0.0.1' });
    try {
      const viaProxy = (ip: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/v1/contact-messages',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': ip },
          payload: { name: 'N', subject: 'S', message: 'M' },
        });
      expect((await viaProxy('198.51.100.1')).statusCode).toBe(201);
      expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
      expect((await viaProxy('198.51.100.2')).statusCode).toBe(201);
    } finally {
      await proxied.close();
    }
  });

  it('one account is limited across addresses', async () => {
    const { token } = await newUser(strict.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await gift(`198.51.100.${i + 10}`, { token })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });
});

describe('every list is bounded', () => {
  it('answers at most 100 rows with the total, whatever the data', async () => {
    const user = await newUser(t.app, 'Many Gifts');
    await seedGiftsDirect(
      t.app,
      Array.from({ length: 150 }, (_, i) => ({
        campaignId: Number(campaignId),
        amountPoisha: 100 + i,
        donorName: 'Many Gifts',
        donorEmail: user.email,
        userId: Number(user.id),
        anonymous: false,
        time: Date.now() - i,
      })),
    );
    for (let i = 0; i < 5; i++) await call(t.app, 'POST', '/create-comments', { token: user.token, body: { comment: `c${i}` } });
    const lists: [string, string | undefined][] = [
      [`/user-donations/${user.email}`, user.token],
      ['/user-donations', admin],
      ['/users', admin],
      ['/contact-messages', admin],
      ['/get-comments', undefined],
      ['/get-testimonials', undefined],
      ['/get-volunteers', undefined],
      ['/donations', undefined],
    ];
    for (const [url, token] of lists) {
      const res = await call(t.app, 'GET', url, { token });
      expect(res.status, url).toBe(200);
      expect(res.json.data.length, url).toBeLessThanOrEqual(100);
      expect(typeof res.json.total, url).toBe('number');
      expect(res.json.total, url).toBeGreaterThanOrEqual(res.json.data.length);
      expect((await call(t.app, 'GET', `${url}?limit=1000`, { token })).status, url).toBe(400);
    }
    const mine = await call(t.app, 'GET', `/user-donations/${user.email}`, { token: user.token });
    expect(mine.json.data).toHaveLength(100);
    expect(mine.json.total).toBe(150);
    const next = await call(t.app, 'GET', `/user-donations/${user.email}?offset=100`, { token: user.token });
    expect(next.json.data).toHaveLength(50);
  });

  it('GET /donations without a limit answers the first 100 campaigns and the total', async () => {
    for (let i = 0; i < 110; i++) {
      await t.app.repos.campaigns.create({ title: `Bulk ${i}`, category: 'Flood', description: 'd', image: '/assets/campaigns/flood-homes.svg', targetPoisha: 100_00 }, null);
    }
    const count = (await t.app.sql.value('SELECT count(*) FROM campaigns')) as number;
    const res = await call(t.app, 'GET', '/donations');
    expect(res.json.data).toHaveLength(100);
    expect(res.json.total).toBe(count);
    const rest = await call(t.app, 'GET', '/donations?offset=100');
    expect(rest.json.data).toHaveLength(count - 100);
  });
});

describe('images never point into private networks', () => {
  it.each(['http://127.0.0.1/a.png', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/a.png', 'https://private.example.org/a.png', 'http://2130706433/a.png'])(
    'refuses %s for a volunteer, a campaign and a profile',
    async (image) => {
      const user = await newUser(t.app);
      const vol = await call(t.app, 'POST', '/create-volunteers', { token: user.token, body: { phone: '01711000000', location: 'Dhaka', profession: 'Cook', image } });
      expect(vol.status).toBe(400);
      expect(vol.json.message).toMatch(/local or private address/);
      const camp = await call(t.app, 'POST', '/create-donation', { token: admin, body: { image, category: 'Flood', title: 'T', amount: 100, description: 'd' } });
      expect(camp.status).toBe(400);
      const profile = await call(t.app, 'POST', `/edit-profile/${user.id}`, { token: user.token, body: { image } });
      expect(profile.status).toBe(400);
    },
  );
});

describe('names cannot hide characters', () => {
  it('bidi controls and zero-width characters are removed from names, titles and comments', async () => {
    const res = await call(t.app, 'POST', '/register', { body: { name: 'Ad\u200Bmin \u202Egnp.exe', email: `bidi-${unique()}@example.com`, password: 'long-enough' } });
    expect(res.status).toBe(201);
    expect(res.json.data.name).toBe('Admin gnp.exe');
    const gift = await guestGift(`bidi-${unique()}@example.com`, '\u2066Relief\u2069 Team\uFEFF', '1');
    expect(gift.json.data.name).toBe('Relief Team');
    const onlyInvisible = await call(t.app, 'POST', '/create-comments', { token: res.json.token, body: { comment: '\u200B\u200F' } });
    expect(onlyInvisible.status).toBe(400);
  });

  it('a Bangla name with its joiners is kept as typed', async () => {
    const name = 'র\u200D্যাব হাসান';
    const res = await call(t.app, 'POST', '/register', { body: { name, email: `bn-${unique()}@example.com`, password: 'long-enough' } });
    expect(res.json.data.name).toBe(name);
  });
});

describe('volunteers', () => {
  it('a second guest sign-up with the same email tells nothing and writes nothing; a signed-in volunteer updates their own entry', async () => {
    const email = `vol-${unique()}@example.com`;
    const body = { name: 'Vol', email, phone: '01711000000', location: 'Dhaka', profession: 'Cook', image: '/assets/volunteers/arif.svg' };
    expect((await call(t.app, 'POST', '/create-volunteers', { body })).status).toBe(201);
    const entries = () => t.app.sql.all('SELECT * FROM volunteers WHERE email = ?', [email]);
    const stored = await entries();
    const again = await call(t.app, 'POST', '/create-volunteers', { body: { ...body, name: 'Someone Else', phone: '01911000000' } });
    expect(again.status).toBe(201);
    expect(again.json.message).toBe('Thank you for signing up as a volunteer!');
    expect(await entries()).toEqual(stored);

    const user = await newUser(t.app, 'Volunteer User');
    expect((await call(t.app, 'GET', '/my-volunteer', { token: user.token })).json).toEqual({ success: true, data: null });
    const first = await call(t.app, 'POST', '/create-volunteers', { token: user.token, body: { phone: '01711000001', location: 'Sylhet', profession: 'Nurse', image: '/assets/volunteers/arif.svg' } });
    expect(first.status).toBe(201);
    const dup = await call(t.app, 'POST', '/create-volunteers', { token: user.token, body: { phone: '01711000001', location: 'Sylhet', profession: 'Nurse', image: '/assets/volunteers/arif.svg' } });
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe('You are already signed up; you can update your entry');
    const mine = await call(t.app, 'GET', '/my-volunteer', { token: user.token });
    expect(mine.json.data).toMatchObject({ name: 'Volunteer User', phone: '01711000001', location: 'Sylhet' });
    const edit = await call(t.app, 'POST', '/edit-volunteer', { token: user.token, body: { phone: '+880 1711 000002', location: 'Khulna', profession: 'Doctor', image: '/assets/volunteers/arif.svg' } });
    expect(edit.status).toBe(200);
    expect(edit.json.data).toMatchObject({ location: 'Khulna', profession: 'Doctor', phone: '+880 1711 000002' });
    const other = await newUser(t.app);
    expect((await call(t.app, 'DELETE', `/delete-volunteer/${mine.json.data._id}`, { token: other.token })).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/delete-volunteer/${mine.json.data._id}`, { token: user.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/my-volunteer', { token: user.token })).json.data).toBeNull();
  });
});
