import { describe, expect, it } from 'vitest';
import { SEED_VOLUNTEERS } from '../db/seed-data.js';
import { call, login, newUser, snapshot, USER, useTestApp } from '../test/helpers.js';

const t = useTestApp();

const signUp = { phone: '+880 1711-123456', location: 'Sylhet', profession: 'Nurse', image: '/assets/volunteers/nadia.svg' };

/** Every entry with this email, as stored. */
const rowsOf = (email: string) =>
  t.app.sql.all<Record<string, unknown>>('SELECT id, user_id, name, email, phone, location, profession, image FROM volunteers WHERE email = ? ORDER BY id', [email]);

/** The account confirms its address (as the mailed link does). */
const confirmAddress = (id: string) => t.app.sql.run('UPDATE users SET email_verified_at = ? WHERE id = ?', [Date.now(), Number(id)]);

/** A guest entry with this address, written as the API let a guest write one for any address before. */
const guestEntry = async (email: string, name = 'Squatter', phone = '+880 1999 000000') => {
  await t.app.sql.run('INSERT INTO volunteers (user_id, name, email, phone, location, profession, image, created_at) VALUES (NULL, ?, ?, ?, ?, ?, ?, ?)', [
    name,
    email,
    phone,
    'Nowhere',
    'None',
    '/assets/volunteers/arif.svg',
    Date.now(),
  ]);
  return (await rowsOf(email))[0]!;
};

describe('volunteers', () => {
  it('GET /get-volunteers lists public fields only', async () => {
    const res = await call(t.app, 'GET', '/get-volunteers');
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(SEED_VOLUNTEERS.length);
    expect(Object.keys(res.json.data[0]).sort()).toEqual(['_id', 'image', 'location', 'name', 'profession']);
    expect(res.body).not.toMatch(/@|\+880/);
  });

  it('guests sign up with name and email; a repeat of the address is answered as a first sign-up and changes nothing', async () => {
    const res = await call(t.app, 'POST', '/create-volunteers', { body: { ...signUp, name: 'Guest Volunteer', email: 'GV@example.com' } });
    expect(res.status).toBe(201);
    expect(res.json.message).toMatch(/volunteer/);
    expect(res.json.data).toMatchObject({ name: 'Guest Volunteer', location: 'Sylhet', profession: 'Nurse' });
    const listed = (await call(t.app, 'GET', '/get-volunteers')).json;
    const first = await rowsOf('gv@example.com');

    // Someone else types the address: told what a first sign-up is told (no oracle), with an id that names nobody's entry.
    const again = await call(t.app, 'POST', '/create-volunteers', { body: { ...signUp, phone: '+880 1999 999999', location: 'Dhaka', name: 'Again', email: 'gv@example.com' } });
    expect(again.status).toBe(201);
    expect(again.json.message).toBe(res.json.message);
    expect(Object.keys(again.json.data).sort()).toEqual(Object.keys(res.json.data).sort());
    expect(again.json.data).toMatchObject({ name: 'Again', location: 'Dhaka', profession: 'Nurse', image: res.json.data.image });
    expect(again.json.data._id).toMatch(/^\d+$/);
    expect(listed.data.map((v: { _id: string }) => v._id)).not.toContain(again.json.data._id);
    // No second entry, and the first one's data is not overwritten.
    expect(await rowsOf('gv@example.com')).toEqual(first);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ name: 'Guest Volunteer', phone: '+880 1711-123456', location: 'Sylhet', user_id: null });
    expect((await call(t.app, 'GET', '/get-volunteers')).json.total).toBe(listed.total);
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

  describe("an account's address", () => {
    it("a guest cannot sign up with an account's email: asked to sign in (English and Bangla), nothing written", async () => {
      const unconfirmed = await newUser(t.app, 'Unconfirmed');
      const before = await snapshot(t.app);
      const res = await call(t.app, 'POST', '/create-volunteers', { body: { ...signUp, name: 'Not Nusrat', email: USER.email.toUpperCase() } });
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ success: false, message: 'This email belongs to an account: please sign in to sign up as a volunteer with it' });
      const bn = await call(t.app, 'POST', '/create-volunteers', { body: { ...signUp, name: 'Not Nusrat', email: USER.email }, headers: { 'accept-language': 'bn' } });
      expect(bn.status).toBe(409);
      expect(bn.json.message).toMatch(/সাইন ইন/);
      // An account that has not confirmed its address yet is an account too (registering tells the same).
      expect((await call(t.app, 'POST', '/create-volunteers', { body: { ...signUp, name: 'X', email: unconfirmed.email } })).status).toBe(409);
      expect(await snapshot(t.app)).toEqual(before);
    });

    it("a confirmed account's sign-up takes over a guest entry with its email, which the owner can then delete", async () => {
      const owner = await newUser(t.app, 'Rightful Owner');
      await confirmAddress(owner.id);
      // The audit's repro: a guest entry with the account's address and someone else's phone.
      const squat = await guestEntry(owner.email);
      expect((await call(t.app, 'GET', '/my-volunteer', { token: owner.token })).json.data).toBeNull();
      expect((await call(t.app, 'DELETE', `/delete-volunteer/${squat.id}`, { token: owner.token })).status).toBe(403);

      const res = await call(t.app, 'POST', '/create-volunteers', { token: owner.token, body: signUp });
      expect(res.status).toBe(201);
      expect(res.json.message).toBe('Thank you for signing up as a volunteer! Your entry replaces the one made with your email without signing in');
      expect(res.json.data).toMatchObject({ name: 'Rightful Owner', location: 'Sylhet', profession: 'Nurse' });
      const rows = await rowsOf(owner.email);
      expect(rows).toEqual([{ id: Number(res.json.data._id), user_id: Number(owner.id), name: 'Rightful Owner', email: owner.email, phone: signUp.phone, location: 'Sylhet', profession: 'Nurse', image: signUp.image }]);
      expect(JSON.stringify(rows)).not.toContain('1999');
      const mine = await call(t.app, 'GET', '/my-volunteer', { token: owner.token });
      expect(mine.json.data).toMatchObject({ _id: res.json.data._id, phone: signUp.phone });
      // Admins can see what was removed, and by whom.
      const admin = await login(t.app, 'admin@relief.test', 'relief-admin');
      const audit = (await call(t.app, 'GET', '/audit-log?action=volunteer.delete&limit=1', { token: admin })).json.data[0];
      expect(audit).toMatchObject({ actorName: 'Rightful Owner', targetId: String(squat.id), before: { name: 'Squatter', phone: '+880 1999 000000', userId: null } });

      // Signing up again is the usual 409; the owner deletes the entry.
      const again = await call(t.app, 'POST', '/create-volunteers', { token: owner.token, body: signUp });
      expect(again.json).toEqual({ success: false, message: 'You are already signed up; you can update your entry' });
      expect((await call(t.app, 'DELETE', `/delete-volunteer/${res.json.data._id}`, { token: owner.token })).status).toBe(200);
      expect(await rowsOf(owner.email)).toEqual([]);
    });

    it('an account that has not confirmed its address is told to confirm it first, and the guest entry is kept', async () => {
      const guest = await call(t.app, 'POST', '/create-volunteers', { body: { ...signUp, name: 'Early Guest', email: 'early@example.com' } });
      expect(guest.status).toBe(201);
      const entry = await rowsOf('early@example.com');
      // Someone registers the address (anyone can: the link goes to the address).
      const account = await newUser(t.app, 'Registered Later', 'early@example.com');
      const res = await call(t.app, 'POST', '/create-volunteers', { token: account.token, body: { ...signUp, phone: '+880 1888 888888' } });
      expect(res.status).toBe(409);
      expect(res.json.message).toBe(
        'A volunteer entry was made with your email without signing in. Confirm your email address (the link we mailed you), then sign up again to replace it with yours',
      );
      expect(await rowsOf('early@example.com')).toEqual(entry);
      // Once the address is confirmed, the sign-up takes it over.
      await confirmAddress(account.id);
      const taken = await call(t.app, 'POST', '/create-volunteers', { token: account.token, body: { ...signUp, phone: '+880 1888 888888' } });
      expect(taken.status).toBe(201);
      expect(await rowsOf('early@example.com')).toMatchObject([{ user_id: Number(account.id), name: 'Registered Later', phone: '+880 1888 888888' }]);
    });
  });
});
