/** The audit log: every admin action with before and after; admins only; append-only. */
import { describe, expect, it } from 'vitest';
import { call, newUser, useSignedInTestApp } from '../test/helpers.js';

const t = useSignedInTestApp();
const latest = async (query: string) => (await call(t.app, 'GET', `/audit-log?${query}&limit=1`, { token: t.admin })).json.data[0];

describe('GET /audit-log', () => {
  it('records campaign create, edit and delete with the values before and after', async () => {
    const created = await call(t.app, 'POST', '/create-donation', {
      token: t.admin,
      body: { image: '/assets/campaigns/flood-sylhet.svg', category: 'Flood', title: 'Audited', amount: 1000, description: 'x' },
    });
    const id = created.json.data._id;
    expect(await latest('action=campaign.create')).toMatchObject({ actorName: 'Relief Admin', targetType: 'campaign', targetId: id, before: null, after: { title: 'Audited', target: 1000 } });
    await call(t.app, 'POST', `/edit-donation/${id}`, { token: t.admin, body: { title: 'Audited again', amount: 2000 } });
    expect(await latest('action=campaign.update')).toMatchObject({ before: { title: 'Audited', target: 1000 }, after: { title: 'Audited again', target: 2000 } });
    await call(t.app, 'DELETE', `/delete-donation/${id}`, { token: t.admin });
    expect(await latest('action=campaign.delete')).toMatchObject({ targetId: id, before: { title: 'Audited again' }, after: null });
  });

  it('records role changes (never one’s own, never the last admin) and admin edits of other accounts', async () => {
    const person = await newUser(t.app, 'Role Person');
    const promoted = await call(t.app, 'POST', `/users/${person.id}/role`, { token: t.admin, body: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    expect(promoted.json.data.role).toBe('admin');
    expect(await latest('action=user.role')).toMatchObject({ targetId: person.id, before: { role: 'user' }, after: { role: 'admin' } });
    // The new admin's token now acts as admin (the role is read per request).
    expect((await call(t.app, 'GET', '/users', { token: person.token })).status).toBe(200);
    expect((await call(t.app, 'POST', `/users/${person.id}/role`, { token: person.token, body: { role: 'user' } })).status).toBe(409);
    const back = await call(t.app, 'POST', `/users/${person.id}/role`, { token: t.admin, body: { role: 'user' } });
    expect(back.json.data.role).toBe('user');
    expect((await call(t.app, 'GET', '/users', { token: person.token })).status).toBe(403);
    expect((await call(t.app, 'POST', `/users/${person.id}/role`, { token: t.user, body: { role: 'admin' } })).status).toBe(403);
    const me = (await call(t.app, 'GET', '/me', { token: t.admin })).json.data._id;
    const self = await call(t.app, 'POST', `/users/${me}/role`, { token: t.admin, body: { role: 'user' } });
    expect(self.status).toBe(409);
    expect(self.json.message).toMatch(/own role/);
    await call(t.app, 'POST', `/edit-profile/${person.id}`, { token: t.admin, body: { profession: 'Audited job' } });
    expect(await latest('action=user.update')).toMatchObject({ targetId: person.id, after: { profession: 'Audited job' } });
  });

  it('records deletions of comments, testimonials and volunteers', async () => {
    const comment = await call(t.app, 'POST', '/create-comments', { token: t.user, body: { comment: 'To be removed' } });
    await call(t.app, 'DELETE', `/delete-comment/${comment.json.data._id}`, { token: t.admin });
    expect(await latest('action=comment.delete')).toMatchObject({ targetId: comment.json.data._id, before: { comment: 'To be removed' } });
    const testimonial = await call(t.app, 'POST', '/create-testimonials', { token: t.user, body: { title: 'Gone', testimonial: 'Soon gone' } });
    await call(t.app, 'DELETE', `/delete-testimonial/${testimonial.json.data._id}`, { token: t.admin });
    expect(await latest('action=testimonial.delete')).toMatchObject({ before: { title: 'Gone' } });
    const volunteers = (await call(t.app, 'GET', '/get-volunteers')).json.data;
    await call(t.app, 'DELETE', `/delete-volunteer/${volunteers[0]._id}`, { token: t.admin });
    expect(await latest('action=volunteer.delete')).toMatchObject({ targetId: volunteers[0]._id, before: { name: volunteers[0].name } });
  });

  it('filters, pages newest first, is for admins only, and cannot be changed', async () => {
    const all = (await call(t.app, 'GET', '/audit-log?limit=100', { token: t.admin })).json;
    expect(all.total).toBeGreaterThanOrEqual(7);
    const times = all.data.map((e: { time: number }) => e.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const deletes = (await call(t.app, 'GET', '/audit-log?targetType=comment', { token: t.admin })).json.data;
    expect(deletes.every((e: { targetType: string }) => e.targetType === 'comment')).toBe(true);
    expect((await call(t.app, 'GET', '/audit-log', { token: t.user })).status).toBe(403);
    expect((await call(t.app, 'GET', '/audit-log')).status).toBe(401);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) expect((await call(t.app, method, '/audit-log', { token: t.admin, body: {} })).status).toBe(404);
    await expect(t.app.sql.run('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(t.app.sql.run("UPDATE audit_log SET actor_name = 'x'")).rejects.toThrow(/append-only/);
  });
});
