import { describe, expect, it } from 'vitest';
import { ADMIN, call, login, USER, useTestApp } from '../test/helpers.js';

const t = useTestApp({ AUTH_RATE_LIMIT: '3' });

describe('contact messages', () => {
  it('anyone can send; admins read them newest first; users cannot', async () => {
    const res = await call(t.app, 'POST', '/contact-messages', {
      body: { name: 'Selina', phone: '01711000000', subject: 'Volunteering', message: 'How can I help in Bhola?' },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ name: 'Selina', phone: '01711000000', email: '', subject: 'Volunteering' });
    await call(t.app, 'POST', '/contact-messages', { body: { name: 'Jamal', email: 'Jamal@Example.com', subject: 'Receipt', message: 'Need a receipt' } });
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const list = await call(t.app, 'GET', '/contact-messages', { token: admin });
    expect(list.status).toBe(200);
    expect(list.json.data.map((m: { name: string }) => m.name)).toEqual(['Jamal', 'Selina']);
    expect(list.json.data[0].email).toBe('jamal@example.com');
    const user = await login(t.app, USER.email, USER.password);
    expect((await call(t.app, 'GET', '/contact-messages', { token: user })).status).toBe(403);
    expect((await call(t.app, 'GET', '/contact-messages')).status).toBe(401);
  });

  it('is rate limited with a readable 429', async () => {
    // The limit is 3 per window per client for this route; 2 were sent above.
    const third = await call(t.app, 'POST', '/contact-messages', { body: { name: 'Third', subject: 's', message: 'm' } });
    expect(third.status).toBe(201);
    const res = await call(t.app, 'POST', '/contact-messages', { body: { name: 'Fourth', subject: 's', message: 'm' } });
    expect(res.status).toBe(429);
    expect(res.json.success).toBe(false);
    expect(res.json.message).toMatch(/Too many requests/);
  });
});
