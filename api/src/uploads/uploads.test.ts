import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, giveConfirmed, login, multipartBody, snapshot, useSignedInTestApp } from '../test/helpers.js';
import { localImageStore } from './store.js';
import { sweepUploads } from './sweep.js';

const t = useSignedInTestApp();

/** A photo-like picture (noise compresses badly, as photos do) of the given size and format. */
async function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif', gps = false): Promise<Buffer> {
  const noise = crypto.randomBytes(width * height * 3);
  let image = sharp(noise, { raw: { width, height, channels: 3 } });
  if (gps) {
    image = image.withExif({
      IFD0: { Make: 'TestPhone', Copyright: 'Donor Home Address 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 5678/100' },
    });
  }
  return image.toFormat(format).toBuffer();
}

async function upload(bytes: Buffer, opts: { filename?: string; type?: string; token?: string | null; app?: typeof t.app } = {}) {
  const { payload, headers } = multipartBody([{ filename: opts.filename ?? 'photo.jpg', type: opts.type ?? 'image/jpeg', bytes }]);
  const token = opts.token === undefined ? t.admin : opts.token;
  const res = await (opts.app ?? t.app).inject({
    method: 'POST',
    url: '/api/v1/uploads/images',
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, json: res.json(), res };
}

const storedFiles = () => fs.readdirSync(t.config.uploads.dir).sort();

let jpegWithGps: Buffer;
beforeAll(async () => {
  jpegWithGps = await picture(1600, 1000, 'jpeg', true);
});

describe('POST /uploads/images', () => {
  it('keeps a JPEG as WebP at 400, 800 and 1200 px, without EXIF or location, served for good from /assets/uploads/', async () => {
    // The fixture really carries a location and a maker note.
    const before = await sharp(jpegWithGps).metadata();
    expect(before.exif?.includes(Buffer.from('TestPhone'))).toBe(true);
    // The GPS IFD pointer (tag 0x8825), in either byte order.
    const exif = before.exif!;
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const { status, json } = await upload(jpegWithGps);
    expect(status).toBe(201);
    expect(json.message).toBe('Picture uploaded');
    // Answered absolute, from the API's origin (inject's here).
    expect(json.data.image).toMatch(/^http:\/\/localhost:80\/assets\/uploads\/[0-9a-f]{24}-1200\.webp$/);
    expect(json.data.widths).toEqual([400, 800, 1200]);
    for (const width of [400, 800, 1200]) {
      const res = await t.app.inject({ method: 'GET', url: new URL(json.data.image).pathname.replace('-1200.webp', `-${width}.webp`) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toMatch(/immutable/);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * 1000) / 1600));
      // No metadata block at all: EXIF (with GPS), XMP, ICC.
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(res.rawPayload.includes(Buffer.from('TestPhone'))).toBe(false);
      expect(res.rawPayload.includes(Buffer.from('Donor Home Address'))).toBe(false);
    }
  });

  it('accepts PNG and WebP, and keeps a small picture at its own width', async () => {
    const png = await upload(await picture(300, 200, 'png'), { filename: 'a.png', type: 'image/png' });
    expect(png.status).toBe(201);
    const small = await t.app.inject({ method: 'GET', url: new URL(png.json.data.image).pathname });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(300);
    const webp = await upload(await picture(900, 600, 'webp'), { filename: 'b.webp', type: 'image/webp' });
    expect(webp.status).toBe(201);
  });

  it('reads the type from the bytes: a GIF, an SVG named photo.jpg and a text file get 415, and nothing is kept', async () => {
    const files = storedFiles();
    const gif = await upload(await picture(50, 50, 'gif'), { filename: 'a.gif', type: 'image/gif' });
    expect(gif.status).toBe(415);
    expect(gif.json).toEqual({ success: false, message: 'Send a JPEG, PNG or WebP picture (this file is image/gif)' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
    const renamed = await upload(svg, { filename: 'photo.jpg', type: 'image/jpeg' });
    expect(renamed.status).toBe(415);
    expect(renamed.json.message).toMatch(/^Send a JPEG, PNG or WebP picture/);
    const text = await upload(Buffer.from('just some words, not a picture at all'), { filename: 'x.png', type: 'image/png' });
    expect(text.status).toBe(415);
    // A JPEG header on broken bytes: sniffed as JPEG, refused when decoded.
    const broken = Buffer.concat([jpegWithGps.subarray(0, 400), Buffer.alloc(2000, 7)]);
    expect((await upload(broken)).status).toBe(415);
    expect(storedFiles()).toEqual(files);
  });

  it('refuses a picture over the limit with 413 and a message, keeping nothing', async () => {
    const small = await createTestApp({ UPLOAD_LIMIT_MB: '1' });
    try {
      const adminToken = (await call(small.app, 'POST', '/login', { body: { email: 'admin@relief.test', password: 'relief-admin' } })).json.token;
      const big = await picture(1400, 1000, 'png');
      expect(big.length).toBeGreaterThan(1024 * 1024);
      const res = await upload(big, { app: small.app, token: adminToken, filename: 'big.png', type: 'image/png' });
      expect(res.status).toBe(413);
      expect(res.json).toEqual({ success: false, message: 'The picture is too large (at most 1 MB)' });
      expect(fs.readdirSync(small.config.uploads.dir)).toEqual([]);
      // Under the limit (and far over BODY_LIMIT, which is for JSON) it passes.
      const ok = await upload(await picture(600, 400, 'jpeg'), { app: small.app, token: adminToken });
      expect(ok.status).toBe(201);
    } finally {
      await small.close();
    }
  });

  it('asks for a signed-in account, one multipart file, and not an empty one', async () => {
    const before = await snapshot(t.app);
    expect((await upload(jpegWithGps, { token: null })).status).toBe(401);
    const json = await call(t.app, 'POST', '/uploads/images', { token: t.user, body: { image: 'x' } });
    expect(json.status).toBe(415);
    expect(json.json.message).toBe('Send the picture as multipart/form-data');
    const empty = await upload(Buffer.alloc(0), { token: t.user });
    expect(empty.status).toBe(400);
    const two = multipartBody([
      { filename: 'a.jpg', type: 'image/jpeg', bytes: jpegWithGps },
      { filename: 'b.jpg', type: 'image/jpeg', bytes: jpegWithGps },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/uploads/images', payload: two.payload, headers: { ...two.headers, authorization: `Bearer ${t.user}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Send one picture at a time');
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('takes several uploads at once, the same picture twice included, each whole', async () => {
    const pictures = await Promise.all([500, 600, 700, 800].map((w) => picture(w, 400, 'jpeg')));
    const results = await Promise.all([...pictures, pictures[0]!, pictures[0]!].map((p) => upload(p, { token: t.user })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const images = results.map((r) => r.json.data.image as string);
    expect(new Set(images).size).toBe(4);
    expect(images[4]).toBe(images[0]);
    for (const image of new Set(images)) {
      const file = path.join(t.config.uploads.dir, path.basename(image));
      expect((await sharp(fs.readFileSync(file)).metadata()).format).toBe('webp');
    }
    expect(storedFiles().filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('an uploaded picture can be a campaign or profile image; a made-up upload path cannot', async () => {
    const { json } = await upload(await picture(1300, 800, 'jpeg'));
    const created = await call(t.app, 'POST', '/create-donation', {
      token: t.admin,
      body: { image: json.data.image, category: 'Flood', title: 'With a photo', amount: 1000, description: 'Uploaded.' },
    });
    expect(created.status).toBe(201);
    expect(created.json.data.image).toBe(json.data.image);
    const madeUp = await call(t.app, 'POST', '/create-donation', {
      token: t.admin,
      body: { image: '/assets/uploads/0123456789abcdef01234567-1200.webp', category: 'Flood', title: 'Made up', amount: 1000, description: 'No.' },
    });
    expect(madeUp.status).toBe(400);
    expect(madeUp.json.message).toMatch(/not an image served by this API/);
    const traversal = await call(t.app, 'POST', '/create-donation', {
      token: t.admin,
      body: { image: '/assets/uploads/../../relief.db', category: 'Flood', title: 'Sneaky', amount: 1000, description: 'No.' },
    });
    expect(traversal.status).toBe(400);
    const me = await call(t.app, 'GET', '/me', { token: t.user });
    const profile = await call(t.app, 'POST', `/edit-profile/${me.json.data._id}`, { token: t.user, body: { image: json.data.image } });
    expect(profile.status).toBe(200);
    expect(profile.json.data.image).toBe(json.data.image);
  });
});

describe('pictures nobody uses', () => {
  const HOUR = 3_600_000;
  const pathOf = (image: string) => new URL(image).pathname;
  const served = async (image: string) => (await t.app.inject({ method: 'GET', url: pathOf(image) })).statusCode;
  const filesOf = (image: string) => storedFiles().filter((f) => f.startsWith(pathOf(image).slice('/assets/uploads/'.length, -'-1200.webp'.length)));
  /** Makes every width of the picture look written `hours` ago. */
  function age(image: string, hours: number) {
    const when = new Date(Date.now() - hours * HOUR);
    for (const f of filesOf(image)) fs.utimesSync(path.join(t.config.uploads.dir, f), when, when);
  }
  const newPicture = async () => (await upload(await picture(900, 600, 'jpeg'))).json.data.image as string;

  it('are deleted (every width) once past the grace period; pictures a campaign, its gifts, a profile or a volunteer entry name are kept', async () => {
    const [unused, recent, campaignOld, campaignNew, profile, volunteer] = (await Promise.all([1, 2, 3, 4, 5, 6].map(() => newPicture()))) as [string, string, string, string, string, string];
    const created = await call(t.app, 'POST', '/create-donation', {
      token: t.admin,
      body: { image: campaignOld, category: 'Flood', title: 'Sweep test', amount: 1000, description: 'Pictures.' },
    });
    expect(created.status).toBe(201);
    // A gift keeps the campaign's picture of its day; the campaign then gets another.
    await giveConfirmed(t.app, t.admin, { id: created.json.data._id, donationAmount: 10, name: 'Giver', email: 'giver@example.com' });
    expect((await call(t.app, 'POST', `/edit-donation/${created.json.data._id}`, { token: t.admin, body: { image: campaignNew } })).status).toBe(200);
    const me = await call(t.app, 'GET', '/me', { token: t.user });
    expect((await call(t.app, 'POST', `/edit-profile/${me.json.data._id}`, { token: t.user, body: { image: profile } })).status).toBe(200);
    const entry = await call(t.app, 'POST', '/create-volunteers', { token: t.user, body: { phone: '01712345678', location: 'Sylhet', profession: 'Nurse', image: volunteer } });
    expect(entry.status, entry.body).toBe(201);

    for (const image of [unused, campaignOld, campaignNew, profile, volunteer]) age(image, 25);
    age(recent, 23);
    expect(filesOf(unused)).toHaveLength(3);

    const result = await sweepUploads(t.app.uploads, t.app.sql, 24 * HOUR);
    expect(result.removed).toBe(3);
    expect(filesOf(unused)).toEqual([]);
    expect(await served(unused)).toBe(404);
    for (const image of [recent, campaignOld, campaignNew, profile, volunteer]) {
      expect(filesOf(image), image).toHaveLength(3);
      expect(await served(image)).toBe(200);
    }
    // Once its grace period is over, the recent one goes too; a second sweep finds nothing else.
    age(recent, 25);
    expect((await sweepUploads(t.app.uploads, t.app.sql, 24 * HOUR)).removed).toBe(3);
    expect((await sweepUploads(t.app.uploads, t.app.sql, 24 * HOUR)).removed).toBe(0);
    // Uploading the same picture again brings it back, and it may be used again.
    expect(await served(recent)).toBe(404);
  });

  it('a picture removed by the sweep is refused by a form, with the clear message, until uploaded again', async () => {
    const image = await newPicture();
    age(image, 48);
    await sweepUploads(t.app.uploads, t.app.sql, 24 * HOUR);
    const me = await call(t.app, 'GET', '/me', { token: t.user });
    const res = await call(t.app, 'POST', `/edit-profile/${me.json.data._id}`, { token: t.user, body: { image } });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/not an image served by this API/);
  });
});

it('the API sweeps by itself every UPLOAD_SWEEP_MS', async () => {
  const own = await createTestApp({ UPLOAD_SWEEP_MS: '100', UPLOAD_ORPHAN_HOURS: '1' });
  try {
    const token = await login(own.app, ADMIN.email, ADMIN.password);
    const { status, json } = await upload(await picture(500, 300, 'png'), { app: own.app, token });
    expect(status).toBe(201);
    const name = new URL(json.data.image).pathname.slice('/assets/uploads/'.length);
    const file = path.join(own.config.uploads.dir, name);
    const when = new Date(Date.now() - 2 * 3_600_000);
    for (const f of fs.readdirSync(own.config.uploads.dir)) fs.utimesSync(path.join(own.config.uploads.dir, f), when, when);
    const deadline = Date.now() + 5000;
    while (fs.existsSync(file) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(fs.existsSync(file)).toBe(false);
  } finally {
    await own.close();
  }
});

it('a half-written picture left by a stopped process is removed at the next start, once an hour old', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-uploads-left-'));
  try {
    const old = path.join(dir, `0123456789abcdef01234567-400.webp.${crypto.randomUUID()}.tmp`);
    const fresh = path.join(dir, `0123456789abcdef01234567-800.webp.${crypto.randomUUID()}.tmp`);
    const other = path.join(dir, 'notes.txt');
    for (const f of [old, fresh, other]) fs.writeFileSync(f, 'x');
    const when = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(old, when, when);
    fs.utimesSync(other, when, when);
    localImageStore(dir);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    expect(fs.existsSync(other)).toBe(true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
