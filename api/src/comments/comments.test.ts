import { describe, expect, it } from 'vitest';
import { SEED_COMMENTS } from '../db/seed-data.js';
import { call, newUser, useSignedInTestApp } from '../test/helpers.js';

const t = useSignedInTestApp();

describe('comments', () => {
  it('GET /get-comments lists the wall newest first without emails', async () => {
    const res = await call(t.app, 'GET', '/get-comments');
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(SEED_COMMENTS.length);
    const times = res.json.data.map((c: { time: number }) => c.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Object.keys(res.json.data[0]).sort()).toEqual(['_id', 'comment', 'name', 'time', 'userId']);
  });

  it('POST /create-comments takes the author from the token', async () => {
    const res = await call(t.app, 'POST', '/create-comments', { token: t.user, body: { comment: '  Thank you all!  ', name: 'Fake', email: 'fake@example.com' } });
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    expect(res.json.data).toMatchObject({ name: 'Nusrat Jahan', comment: 'Thank you all!' });
    const wall = await call(t.app, 'GET', '/get-comments');
    expect(wall.json.data[0]).toMatchObject({ _id: res.json.data._id, name: 'Nusrat Jahan' });
  });

  it('DELETE /delete-comment: the author or an admin; others 403; unknown 404', async () => {
    const other = await newUser(t.app, 'Other');
    const mine = (await call(t.app, 'POST', '/create-comments', { token: t.user, body: { comment: 'mine' } })).json.data;
    expect((await call(t.app, 'DELETE', `/delete-comment/${mine._id}`, { token: other.token })).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/delete-comment/${mine._id}`)).status).toBe(401);
    // Content-Type: application/json on an empty DELETE is accepted (some clients send it).
    const del = await call(t.app, 'DELETE', `/delete-comment/${mine._id}`, { token: t.user, headers: { 'content-type': 'application/json' } });
    expect(del.json).toEqual({ success: true, message: 'Comment deleted' });
    expect((await call(t.app, 'DELETE', `/delete-comment/${mine._id}`, { token: t.user })).status).toBe(404);
    const theirs = (await call(t.app, 'POST', '/create-comments', { token: other.token, body: { comment: 'theirs' } })).json.data;
    expect((await call(t.app, 'DELETE', `/delete-comment/${theirs._id}`, { token: t.admin })).status).toBe(200);
    const wall = await call(t.app, 'GET', '/get-comments');
    expect(wall.json.data.some((c: { _id: string }) => c._id === theirs._id || c._id === mine._id)).toBe(false);
  });
});
