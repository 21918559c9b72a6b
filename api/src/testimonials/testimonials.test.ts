import { describe, expect, it } from 'vitest';
import { SEED_TESTIMONIALS } from '../db/seed-data.js';
import { ADMIN, call, login, USER, useTestApp } from '../test/helpers.js';

const t = useTestApp();

describe('testimonials', () => {
  it('GET /get-testimonials lists them newest first', async () => {
    const res = await call(t.app, 'GET', '/get-testimonials');
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(SEED_TESTIMONIALS.length);
    expect(Object.keys(res.json.data[0]).sort()).toEqual(['_id', 'email', 'name', 'testimonial', 'time', 'title']);
    const times = res.json.data.map((x: { time: number }) => x.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('POST /create-testimonials takes name and email from the token (user or admin)', async () => {
    const user = await login(t.app, USER.email, USER.password);
    const res = await call(t.app, 'POST', '/create-testimonials', {
      token: user,
      body: { title: 'Great work', testimonial: 'They reached us in two days.', name: 'Impostor', email: 'imp@example.com' },
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ title: 'Great work', testimonial: 'They reached us in two days.', name: 'Nusrat Jahan', email: USER.email });
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
