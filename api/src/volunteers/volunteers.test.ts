import { describe, expect, it } from 'vitest';
import { SEED_VOLUNTEERS } from '../db/seed-data.js';
import { call, login, snapshot, USER, useTestApp } from '../test/helpers.js';

const t = useTestApp();

const signUp = { phone: '+880 1711-123456', location: 'Sylhet', profession: 'Nurse', image: '/assets/volunteers/nadia.svg' };

describe('volunteers', () => {
  it('GET /get-volunteers lists public fields only', async () => {
    const res = await call(t.app, 'GET', '/get-volunteers');
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(SEED_VOLUNTEERS.length);
    expect(Object.keys(res.json.data[0]).sort()).toEqual(['_id', 'image', 'location', 'name', 'profession']);
    expect(res.body).not.toMatch(/@|\+880/);
  });

  it('guests sign up with name and email; a second sign-up with the email is 409', async () => {
    const res = await call(t.app, 'POST', '/create-volunteers', { body: { ...signUp, name: 'Guest Volunteer', email: 'GV@example.com' } });
    expect(res.status).toBe(201);
    expect(res.json.message).toMatch(/volunteer/);
    expect(res.json.data).toMatchObject({ name: 'Guest Volunteer', location: 'Sylhet', profession: 'Nurse' });
    const again = await call(t.app, 'POST', '/create-volunteers', { body: { ...signUp, name: 'Again', email: 'gv@example.com' } });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ success: false, message: 'This email is already signed up as a volunteer' });
  });

  it('signed-in users are taken from the token', async () => {
    const token = await login(t.app, USER.email, USER.password);
    const res = await call(t.app, 'POST', '/create-volunteers', { token, body: { ...signUp, name: 'Other Name', email: 'other@example.com' } });
    expect(res.status).toBe(201);
    expect(res.json.data.name).toBe('Nusrat Jahan');
    const email = (await t.app.sql.value('SELECT email FROM volunteers WHERE id = ?', [Number(res.json.data._id)]));
    expect(email).toBe(USER.email);
  });

  it('guests must give name and email; fields are validated', async () => {
    const before = (await snapshot(t.app));
    const noName = await call(t.app, 'POST', '/create-volunteers', { body: { ...signUp, email: 'x@example.com' } });
    expect(noName.status).toBe(400);
    expect(noName.json.message).toMatch(/name is required/);
    const badPhone = await call(t.app, 'POST', '/create-volunteers', { body: { ...signUp, phone: 'call me', name: 'A', email: 'a@example.com' } });
    expect(badPhone.json.message).toMatch(/^body\/phone must be a phone number/);
    const noLocation = await call(t.app, 'POST', '/create-volunteers', { body: { ...signUp, location: undefined, name: 'A', email: 'a@example.com' } });
    expect(noLocation.json.message).toBe('body/location is required');
    expect((await snapshot(t.app))).toEqual(before);
  });
});
