import { describe, expect, it } from 'vitest';
import { call, createTestApp, giveConfirmed, useSignedInTestApp } from '../test/helpers.js';

/** The content of each <meta property|name=...> tag, unescaped. */
function tags(html: string): Record<string, string> {
  const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) out[m[1]!] = unescape(m[2]!);
  return out;
}

const t = useSignedInTestApp({ APP_URL: 'https://relief.example.org' });

async function newCampaign(fields: Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/create-donation', {
    token: t.admin,
    body: { image: '/assets/campaigns/flood-sylhet.svg', category: 'Flood', title: 'Boats for Sunamganj', amount: '5000', description: 'Boats and food.', ...fields },
  });
  expect(res.status).toBe(201);
  return res.json.data._id as string;
}

describe('GET /share/campaigns/:id', () => {
  it('answers HTML with OpenGraph and Twitter tags: title, raised versus target, absolute image, and sends people on to the campaign page', async () => {
    const id = await newCampaign({ title: 'Clean water for Khulna', amount: '5000.50' });
    await giveConfirmed(t.app, t.admin, { id, donationAmount: '1200.25', name: 'A Donor', email: 'donor-share@example.com' });
    const res = await call(t.app, 'GET', `/share/campaigns/${id}`, { headers: { host: 'api.relief.test' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const meta = tags(res.body);
    expect(meta['og:title']).toBe('Clean water for Khulna');
    expect(meta['twitter:title']).toBe('Clean water for Khulna');
    expect(meta['og:description']).toMatch(/^Tk 1,200\.25 raised of Tk 5,000\.50 · 1 gift\. Boats and food\.$/);
    expect(meta['twitter:description']).toBe(meta['og:description']);
    expect(meta['og:url']).toBe(`https://relief.example.org/donations/${id}`);
    expect(meta['og:image']).toBe('http://api.relief.test/assets/campaigns/flood-sylhet.svg');
    expect(meta['twitter:image']).toBe(meta['og:image']);
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(res.body).toContain(`<meta http-equiv="refresh" content="0; url=https://relief.example.org/donations/${id}">`);
    expect(res.body).toContain(`<a href="https://relief.example.org/donations/${id}">`);
    // No email of the donor, no script.
    expect(res.body).not.toMatch(/donor-share@|<script/);
  });

  it('escapes a hostile title and description', async () => {
    const title = `"><script>alert('t')</script><meta property="og:title" content="forged`;
    const description = `</title><img src=x onerror="alert(1)"> & more`;
    const id = await newCampaign({ title, description });
    const res = await call(t.app, 'GET', `/share/campaigns/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).not.toMatch(/<script|<img|content="forged/);
    expect(res.body.match(/property="og:title"/g)).toHaveLength(1);
    const meta = tags(res.body);
    expect(meta['og:title']).toBe(title);
    expect(meta['og:description']).toContain(description);
    expect(res.body).toContain(`<title>&quot;&gt;&lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt;`);
  });

  it('speaks Bangla for ?lang=bn or Accept-Language, and says so in <html lang>', async () => {
    const id = await newCampaign({ title: 'সিলেটে বন্যা ত্রাণ', amount: '5000' });
    for (const [url, headers] of [
      [`/share/campaigns/${id}?lang=bn`, {}],
      [`/share/campaigns/${id}`, { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' }],
    ] as const) {
      const res = await call(t.app, 'GET', url, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      expect(res.body).toContain('<html lang="bn">');
      expect(tags(res.body)['og:description']).toMatch(/^লক্ষ্য ৳৫,০০০, সংগৃহীত ৳০ · ০টি অনুদান\./);
      expect(tags(res.body)['og:title']).toBe('সিলেটে বন্যা ত্রাণ');
    }
  });

  it('keeps an image given as a full URL, and answers 404 with a way on, or 400 for a bad id', async () => {
    const id = await newCampaign({ image: 'https://images.example.org/flood.jpg' });
    expect(tags((await call(t.app, 'GET', `/share/campaigns/${id}`)).body)['og:image']).toBe('https://images.example.org/flood.jpg');
    const missing = await call(t.app, 'GET', '/share/campaigns/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('<a href="https://relief.example.org/donations">');
    const bad = await call(t.app, 'GET', '/share/campaigns/abc');
    expect(bad.status).toBe(400);
    expect(bad.json.success).toBe(false);
  });
});

describe('PUBLIC_URL', () => {
  it("builds the image address from the configured origin, not the request's Host", async () => {
    const app = await createTestApp({ PUBLIC_URL: 'https://api.relief.example.org/' });
    try {
      const list = await call(app.app, 'GET', '/donations?limit=1');
      const id = list.json.data[0]._id as string;
      const res = await call(app.app, 'GET', `/share/campaigns/${id}`, { headers: { host: 'evil.test' } });
      expect(tags(res.body)['og:image']).toMatch(/^https:\/\/api\.relief\.example\.org\/assets\//);
      expect(res.body).not.toContain('evil.test');
    } finally {
      await app.close();
    }
  });

  it('refuses a PUBLIC_URL that is not an origin', async () => {
    await expect(createTestApp({ PUBLIC_URL: 'https://api.example.org/path' })).rejects.toThrow(/PUBLIC_URL/);
  });
});
