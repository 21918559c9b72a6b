import { describe, expect, it } from 'vitest';
import { SEED_TESTIMONIALS } from '../db/seed-data.js';
import { ADMIN, call, login, newUser, USER, useTestApp } from '../test/helpers.js';

const t = useTestApp();

describe('testimonials', () => {
  it('GET /get-testimonials lists them newest first', async () => {
    const res = await call(t.app, 'GET', '/get-testimonials');
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(SEED_TESTIMONIALS.length);
    expect(Object.keys(res.json.data[0]).sort()).toEqual(['_id', 'name', 'testimonial', 'time', 'title', 'userId']);
    expect(res.json.total).toBe(SEED_TESTIMONIALS.length);
    const times = res.json.data.map((x: { time: number }) => x.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('POST /create-testimonials takes the author from the token (user or admin); the answer carries no email', async () => {
    const user = await login(t.app, USER.email, USER.password);
    const res = await call(t.app, 'POST', '/create-testimonials', {
      token: user,
      body: { title: 'Great work', testimonial: 'They reached us in two days.', name: 'Impostor', email: 'imp@example.com' },
    });
    expect(res.status).toBe(201);
    const me = await call(t.app, 'GET', '/me', { token: user });
    expect(res.json.data).toEqual({ _id: expect.any(String), userId: me.json.data._id, title: 'Great work', testimonial: 'They reached us in two days.', name: 'Nusrat Jahan', time: expect.any(Number) });
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const byAdmin = await call(t.app, 'POST', '/create-testimonials', { token: admin, body: { title: 'From the team', testimonial: 'Thanks' } });
    expect(byAdmin.status).toBe(201);
    const list = await call(t.app, 'GET', '/get-testimonials');
    expect(list.json.data[0].title).toBe('From the team');
  });

  it('requires title and testimonial', async () => {
    const user = await login(t.app, USER.email, USER.password);
    const res = await call(t.app, 'POST', '/create-testimonials', { token: user, body: { title: 'Only title' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('body/testimonial is required');
  });
});

describe('deleting testimonials', () => {
  it('the author or an admin deletes; others are refused; unknown ids 404', async () => {
    const user = await login(t.app, USER.email, USER.password);
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const other = (await newUser(t.app)).token;
    const mine = (await call(t.app, 'POST', '/create-testimonials', { token: user, body: { title: 'Mine', testimonial: 'x' } })).json.data._id;
    expect((await call(t.app, 'DELETE', `/delete-testimonial/${mine}`, { token: other })).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/delete-testimonial/${mine}`)).status).toBe(401);
    const ok = await call(t.app, 'DELETE', `/delete-testimonial/${mine}`, { token: user });
    expect(ok.json).toEqual({ success: true, message: 'Testimonial deleted' });
    expect((await call(t.app, 'DELETE', `/delete-testimonial/${mine}`, { token: admin })).status).toBe(404);
    const seeded = (await call(t.app, 'GET', '/get-testimonials?limit=100')).json.data.at(-1)._id;
    expect((await call(t.app, 'DELETE', `/delete-testimonial/${seeded}`, { token: admin })).status).toBe(200);
    const list = (await call(t.app, 'GET', '/get-testimonials')).json.data.map((x: { _id: string }) => x._id);
    expect(list).not.toContain(mine);
    expect(list).not.toContain(seeded);
  });

  it('pages the list: at most 100, limit and offset, total counts all', async () => {
    const page = await call(t.app, 'GET', '/get-testimonials?limit=2&offset=1');
    expect(page.json.data).toHaveLength(2);
    const all = await call(t.app, 'GET', '/get-testimonials');
    expect(page.json.total).toBe(all.json.total);
    expect(page.json.data[0]._id).toBe(all.json.data[1]._id);
    expect((await call(t.app, 'GET', '/get-testimonials?limit=101')).status).toBe(400);
  });
});
