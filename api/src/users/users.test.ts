import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, handToken, login, newUser, snapshot, USER, type TestApp } from '../test/helpers.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('register and login', () => {
  it('registers with role user whatever is sent, normalising the email', async () => {
    const res = await call(t.app, 'POST', '/register', { body: { name: 'Rina Das', email: '  Rina@Example.com ', password: 'abcdefgh', role: 'admin' } });
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    expect(res.json.message).toMatch(/Account created/);
    expect(res.json.data).toMatchObject({ name: 'Rina Das', email: 'rina@example.com', role: 'user' });
    expect(JSON.stringify(res.json)).not.toMatch(/password|scrypt/i);
    const token = await login(t.app, 'RINA@example.com', 'abcdefgh');
    expect(decode(token)).toMatchObject({ name: 'Rina Das', email: 'rina@example.com', role: 'user', sub: res.json.data._id });
  });

  it('409 with a clear message for a taken email', async () => {
    const res = await call(t.app, 'POST', '/register', { body: { name: 'Again', email: 'USER@relief.test', password: 'abcdefgh' } });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ success: false, message: 'An account with this email already exists; please sign in' });
  });

  it('rejects short passwords naming the minimum', async () => {
    const res = await call(t.app, 'POST', '/register', { body: { name: 'A', email: 'short@example.com', password: '1234567' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('body/password must be at least 8 characters long');
  });

  it('login answers a HS256 token with name, email, role, sub, iat, exp', async () => {
    const res = await call(t.app, 'POST', '/login', { body: { email: ADMIN.email, password: ADMIN.password } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: expect.any(String), token: expect.any(String) });
    const header = JSON.parse(Buffer.from(res.json.token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const claims = decode(res.json.token);
    expect(claims).toMatchObject({ name: 'Relief Admin', email: ADMIN.email, role: 'admin' });
    expect(claims.exp - claims.iat).toBe(7 * 86400);
  });

  it('401 "Invalid email or password" for a wrong password or an unknown email', async () => {
    for (const body of [
      { email: USER.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever' },
    ]) {
      const res = await call(t.app, 'POST', '/login', { body });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ success: false, message: 'Invalid email or password' });
    }
  });

  it('stores passwords hashed with scrypt', async () => {
    const hash = (await t.app.sql.value('SELECT password_hash FROM users WHERE email = ?', [USER.email])) as string;
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain('relief-user');
  });
});

describe('tokens', () => {
  it('refuses alg none, forged signatures, expired tokens and tokens of deleted users', async () => {
    const me = await newUser(t.app, 'Temp');
    const claims = { sub: me.id, name: 'Temp', email: me.email, role: 'admin', iat: Math.floor(Date.now() / 1000) };
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const cases: [string, string, RegExp][] = [
      ['alg none', handToken({ ...claims, exp }, null, { alg: 'none', typ: 'JWT' }), /not valid/],
      ['forged', handToken({ ...claims, exp }, 'not-the-secret-not-the-secret-123'), /not valid/],
      ['expired', handToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, t.config.jwtSecret), /expired/],
      ['garbage', 'abc.def.ghi', /not valid/],
    ];
    for (const [, token, message] of cases) {
      const res = await call(t.app, 'GET', `/user-info/${me.id}`, { token });
      expect(res.status).toBe(401);
      expect(res.json.message).toMatch(message);
    }
    const good = handToken({ ...claims, role: 'user', exp }, t.config.jwtSecret);
    expect((await call(t.app, 'GET', `/user-info/${me.id}`, { token: good })).status).toBe(200);
    // The role comes from the database, not from the claims.
    const elevated = handToken({ ...claims, exp }, t.config.jwtSecret);
    expect((await call(t.app, 'GET', '/users', { token: elevated })).status).toBe(403);
    (await t.app.sql.run('DELETE FROM users WHERE id = ?', [Number(me.id)]));
    const gone = await call(t.app, 'GET', `/user-info/${me.id}`, { token: me.token });
    expect(gone.status).toBe(401);
    expect(gone.json.message).toMatch(/no longer exists/);
    const badHeader = await call(t.app, 'GET', '/users', { headers: { authorization: 'Basic abc' } });
    expect(badHeader.status).toBe(401);
  });
});

describe('profile', () => {
  it('single-user and user-info answer the record without the password', async () => {
    const me = await newUser(t.app, 'Profile Person');
    const a = await call(t.app, 'GET', `/single-user/${me.email}`, { token: me.token });
    expect(a.status).toBe(200);
    expect(a.json.data).toMatchObject({ _id: me.id, name: 'Profile Person', email: me.email, role: 'user', profession: '', address: '' });
    const b = await call(t.app, 'GET', `/user-info/${me.id}`, { token: me.token });
    expect(b.json.data).toEqual(a.json.data);
    expect(Object.keys(b.json.data).sort()).toEqual(['_id', 'address', 'createdAt', 'email', 'emailVerified', 'image', 'name', 'profession', 'role', 'twoFactorEnabled']);
    expect((await call(t.app, 'GET', '/user-info/999999', { token: admin })).status).toBe(404);
    expect((await call(t.app, 'GET', '/single-user/nobody@example.com', { token: admin })).status).toBe(404);
  });

  it('edit-profile accepts { userInfo } and changes only name, image, profession, address', async () => {
    const me = await newUser(t.app, 'Editor');
    const res = await call(t.app, 'POST', `/edit-profile/${me.id}`, {
      token: me.token,
      body: {
        userInfo: {
          name: ' New Name ',
          image: 'https://example.org/me.png',
          profession: 'Nurse',
          address: 'Barishal',
          password: 'hacked-pass',
          role: 'admin',
          email: 'other@example.com',
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Profile updated');
    expect(res.json.data).toMatchObject({ name: 'New Name', image: 'https://example.org/me.png', profession: 'Nurse', address: 'Barishal', role: 'user', email: me.email });
    expect(await login(t.app, me.email, 'secret-pass')).toBeTruthy();
    expect((await call(t.app, 'POST', '/login', { body: { email: me.email, password: 'hacked-pass' } })).status).toBe(401);
  });

  it('edit-profile accepts the fields directly, and an admin may edit anyone', async () => {
    const me = await newUser(t.app, 'Direct');
    const res = await call(t.app, 'POST', `/edit-profile/${me.id}`, { token: admin, body: { profession: 'Farmer' } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ name: 'Direct', profession: 'Farmer' });
    const before = (await snapshot(t.app));
    const empty = await call(t.app, 'POST', `/edit-profile/${me.id}`, { token: me.token, body: { password: 'x', role: 'admin' } });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toMatch(/Nothing to update/);
    const badImage = await call(t.app, 'POST', `/edit-profile/${me.id}`, { token: me.token, body: { userInfo: { image: 'javascript:alert(1)' } } });
    expect(badImage.status).toBe(400);
    expect(badImage.json.message).toBe('body/userInfo/image must be an http(s) URL or a path starting with /assets/');
    expect((await snapshot(t.app))).toEqual(before);
  });

  it('GET /users lists every user for admins, without passwords', async () => {
    const res = await call(t.app, 'GET', '/users', { token: admin });
    expect(res.status).toBe(200);
    const count = (await t.app.sql.value('SELECT count(*) FROM users'));
    expect(res.json.data).toHaveLength(count as number);
    expect(res.body).not.toMatch(/password|scrypt/);
  });
});
