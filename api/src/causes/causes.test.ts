/** The managed list of causes, with campaigns attached: add, duplicates, rename (cascades), retire, permissions. */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CAUSES } from '../types.js';
import { call, newUser, snapshot, useSignedInTestApp } from '../test/helpers.js';

const t = useSignedInTestApp();
const unique = () => crypto.randomUUID().slice(0, 6);
const campaign = (category: string) => ({
  image: '/assets/campaigns/flood-sylhet.svg',
  category,
  title: `Campaign ${unique()}`,
  amount: 5000,
  description: 'Help for families.',
});

async function causes() {
  const res = await call(t.app, 'GET', '/causes');
  expect(res.status).toBe(200);
  return res.json.data as { id: number; name: string; retired: boolean; campaignCount: number }[];
}

describe('GET /causes', () => {
  it('lists the seeded five by name with how many campaigns each has, to anyone', async () => {
    const list = await causes();
    expect(list.map((c) => c.name)).toEqual([...CAUSES].sort());
    const campaigns = (await call(t.app, 'GET', '/donations')).json.data as { category: string }[];
    for (const c of list) {
      expect(c).toEqual({ id: expect.any(Number), name: c.name, retired: false, campaignCount: campaigns.filter((x) => x.category === c.name).length });
      expect(c.campaignCount).toBeGreaterThan(0);
    }
  });
});

describe('managing causes (admin)', () => {
  it('adds a cause that campaigns can then use in any casing; a duplicate in any casing is 409', async () => {
    const added = await call(t.app, 'POST', '/causes', { token: t.admin, body: { name: '  Earthquake  ' } });
    expect(added.status).toBe(201);
    expect(added.json).toEqual({ success: true, message: 'Cause added', data: { id: expect.any(Number), name: 'Earthquake', retired: false, campaignCount: 0 } });
    for (const name of ['Earthquake', 'EARTHQUAKE', 'earthquake ']) {
      const dup = await call(t.app, 'POST', '/causes', { token: t.admin, body: { name } });
      expect(dup.status).toBe(409);
      expect(dup.json).toEqual({ success: false, message: `A cause named "${name.trim()}" already exists (names are compared in any casing)` });
    }
    const created = await call(t.app, 'POST', '/create-donation', { token: t.admin, body: campaign('earthQUAKE') });
    expect(created.status).toBe(201);
    expect(created.json.data.category).toBe('Earthquake');
    expect((await causes()).find((c) => c.name === 'Earthquake')!.campaignCount).toBe(1);
    const audit = await call(t.app, 'GET', '/audit-log?action=cause.create', { token: t.admin });
    expect(audit.json.data[0]).toMatchObject({ targetType: 'cause', targetId: String(added.json.data.id), after: { name: 'Earthquake' } });
  });

  it('renames a cause: its campaigns answer the new name, the filter finds them by it, the old name finds nothing', async () => {
    const cause = (await call(t.app, 'POST', '/causes', { token: t.admin, body: { name: `Landslide ${unique()}` } })).json.data;
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) ids.push((await call(t.app, 'POST', '/create-donation', { token: t.admin, body: campaign(cause.name) })).json.data._id);
    // The list is cached: read it once so the rename must move the data version.
    expect((await call(t.app, 'GET', `/donations?category=${encodeURIComponent(cause.name)}`)).json.total).toBe(2);

    const newName = `Hill Slides ${unique()}`;
    const renamed = await call(t.app, 'PATCH', `/causes/${cause.id}`, { token: t.admin, body: { name: newName } });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toEqual({ id: cause.id, name: newName, retired: false, campaignCount: 2 });
    for (const id of ids) expect((await call(t.app, 'GET', `/single-donation/${id}`)).json.data.category).toBe(newName);
    const byNew = await call(t.app, 'GET', `/donations?category=${encodeURIComponent(newName.toUpperCase())}`);
    expect(byNew.json.total).toBe(2);
    expect(byNew.json.data.map((c: { _id: string }) => c._id).sort()).toEqual([...ids].sort());
    expect((await call(t.app, 'GET', `/donations?category=${encodeURIComponent(cause.name)}`)).json.total).toBe(0);
    // Renaming only the casing is allowed (the same cause); taking another cause's name is not.
    expect((await call(t.app, 'PATCH', `/causes/${cause.id}`, { token: t.admin, body: { name: newName.toLowerCase() } })).status).toBe(200);
    const taken = await call(t.app, 'PATCH', `/causes/${cause.id}`, { token: t.admin, body: { name: 'flood' } });
    expect(taken.status).toBe(409);
    expect((await call(t.app, 'GET', `/single-donation/${ids[0]}`)).json.data.category).toBe(newName.toLowerCase());
  });

  it('retires a cause: its campaigns stay readable and editable, new campaigns with it are 400 naming the active causes; un-retiring brings it back', async () => {
    const cause = (await call(t.app, 'POST', '/causes', { token: t.admin, body: { name: `Drought ${unique()}` } })).json.data;
    const id = (await call(t.app, 'POST', '/create-donation', { token: t.admin, body: campaign(cause.name) })).json.data._id;
    const retired = await call(t.app, 'PATCH', `/causes/${cause.id}`, { token: t.admin, body: { retired: true } });
    expect(retired.status).toBe(200);
    expect(retired.json.data).toMatchObject({ retired: true, campaignCount: 1 });
    expect((await causes()).find((c) => c.id === cause.id)!.retired).toBe(true);

    const read = await call(t.app, 'GET', `/single-donation/${id}`);
    expect(read.status).toBe(200);
    expect(read.json.data.category).toBe(cause.name);
    expect((await call(t.app, 'GET', `/donations?category=${encodeURIComponent(cause.name)}`)).json.total).toBe(1);
    // An edit form sends every field back, the retired cause included: accepted as it is unchanged.
    const edited = await call(t.app, 'POST', `/edit-donation/${id}`, { token: t.admin, body: { ...campaign(cause.name.toUpperCase()), title: 'Still running' } });
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({ title: 'Still running', category: cause.name });

    const refused = await call(t.app, 'POST', '/create-donation', { token: t.admin, body: campaign(cause.name) });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(new RegExp(`^body/category "${cause.name}" is retired; must be one of the active causes: `));
    expect(refused.json.message).toContain('Flood');
    expect(refused.json.message).not.toContain(`${cause.name},`);
    // Moving another campaign to the retired cause is refused too.
    const other = (await call(t.app, 'GET', '/donations?category=Flood&limit=1')).json.data[0]._id;
    expect((await call(t.app, 'POST', `/edit-donation/${other}`, { token: t.admin, body: { category: cause.name } })).status).toBe(400);

    expect((await call(t.app, 'PATCH', `/causes/${cause.id}`, { token: t.admin, body: { retired: false } })).json.data.retired).toBe(false);
    expect((await call(t.app, 'POST', '/create-donation', { token: t.admin, body: campaign(cause.name) })).status).toBe(201);
  });

  it('an unknown cause is 400 naming the active causes; unknown ids 404; bad bodies 400', async () => {
    const res = await call(t.app, 'POST', '/create-donation', { token: t.admin, body: campaign('Volcano') });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^body\/category must be one of the active causes: .*Cyclone.*Industrial Accident/);
    expect((await call(t.app, 'PATCH', '/causes/999999', { token: t.admin, body: { retired: true } })).json).toEqual({ success: false, message: 'Cause not found' });
    expect((await call(t.app, 'PATCH', '/causes/abc', { token: t.admin, body: { retired: true } })).status).toBe(400);
    const cases: [unknown, RegExp][] = [
      [{ name: '' }, /^body\/name/],
      [{ name: '   ' }, /^body\/name/],
      [{ name: 'x'.repeat(61) }, /^body\/name must be at most 60 characters long$/],
      [{}, /^body\/name is required$/],
    ];
    for (const [body, message] of cases) {
      const bad = await call(t.app, 'POST', '/causes', { token: t.admin, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.json.message).toMatch(message);
    }
    const flood = (await causes()).find((c) => c.name === 'Flood')!;
    expect((await call(t.app, 'PATCH', `/causes/${flood.id}`, { token: t.admin, body: {} })).json.message).toBe('Nothing to update: send name or retired');
    expect((await call(t.app, 'PATCH', `/causes/${flood.id}`, { token: t.admin, body: { retired: 'yes' } })).status).toBe(400);
    expect((await call(t.app, 'PATCH', `/causes/${flood.id}`, { token: t.admin, body: { name: 'y'.repeat(61) } })).status).toBe(400);
  });

  it('only admins manage causes (anonymous 401, user 403), and a refused call changes nothing', async () => {
    const flood = (await causes()).find((c) => c.name === 'Flood')!;
    const other = await newUser(t.app);
    const before = await snapshot(t.app);
    const list = await causes();
    for (const [token, status] of [[undefined, 401], [t.user, 403], [other.token, 403]] as const) {
      expect((await call(t.app, 'POST', '/causes', { token, body: { name: 'Tsunami' } })).status).toBe(status);
      expect((await call(t.app, 'PATCH', `/causes/${flood.id}`, { token, body: { name: 'Floods', retired: true } })).status).toBe(status);
      // Authentication comes before the body: a bad body still answers 401/403.
      expect((await call(t.app, 'POST', '/causes', { token, body: { name: '' } })).status).toBe(status);
    }
    expect(await causes()).toEqual(list);
    expect(await snapshot(t.app)).toEqual(before);
  });
});
