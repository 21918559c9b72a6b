/**
 * mf-public's live first screens (server/render-screen.tsx), as its server renders them for the
 * shell's server to write into the page before any script: the landing's featured campaigns and the
 * list's first cards from the API, in the visitor's language.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from 'shared-auth';
import { renderScreen, LIVE_PATHS } from '../../../server/render-screen';
import { campaignsFirstScreen, leaderboardFirstScreen } from '../../../scripts/first-screen';
import { FIRST_PAINT_CARDS } from '../campaigns/campaigns-page';
import { campaign, campaigns } from '../testing/fixtures';

const API = 'http://api.test/api/v1';

function answering(list: unknown[], status = 200, total = list.length) {
  return vi.fn(async () => new Response(JSON.stringify({ success: status === 200, data: list, total }), { status, headers: { 'content-type': 'application/json' } }));
}

const parse = (html: string) => {
  const page = document.createElement('div');
  page.innerHTML = html;
  return page;
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('renderScreen (mf-public/server)', () => {
  it('renders the landing with the featured campaigns the API lists, asked in the visitor\'s language', async () => {
    const list = [...campaigns(5), campaign({ _id: '6', title: '<img src=x onerror=alert(1)>', image: '/assets/uploads/0123456789abcdef01234567-800.webp' }), campaign({ _id: '7' })];
    const fetch = answering(list);
    const screen = await renderScreen({ pathname: '/', language: 'en', apiBaseUrl: API, fetch });
    expect(fetch).toHaveBeenCalledWith(`${API}/donations?limit=6&offset=0`, expect.objectContaining({ headers: expect.objectContaining({ 'accept-language': 'en' }) }));
    const page = document.createElement('div');
    page.innerHTML = screen!.html;
    const grid = page.querySelector('[data-testid="featured-campaigns-first-screen"]');
    // Six, as the page shows; not the live page's grid (whose test id says the page's code runs).
    expect(grid?.querySelectorAll('article')).toHaveLength(6);
    expect(page.querySelector('[data-testid="featured-campaigns"]')).toBeNull();
    expect([...grid!.querySelectorAll('a[href^="/donations/"]')].map((a) => a.getAttribute('href'))).toEqual(['/donations/1', '/donations/2', '/donations/3', '/donations/4', '/donations/5', '/donations/6']);
    expect(grid!.querySelector('article h3')?.textContent).toBe('Campaign 1');
    expect(grid!.textContent).toContain('Tk 25,000');
    // A hostile title is text, not markup.
    expect(screen!.html).not.toContain('<img src=x');
    expect(grid!.querySelectorAll('article')[5]?.querySelector('h3')?.textContent).toBe('<img src=x onerror=alert(1)>');
    // Pictures from the API, an upload at its widths.
    const picture = grid!.querySelectorAll('article img')[5];
    expect(picture?.getAttribute('src')).toBe('http://api.test/assets/uploads/0123456789abcdef01234567-800.webp');
    expect(picture?.getAttribute('srcset')).toContain('http://api.test/assets/uploads/0123456789abcdef01234567-400.webp 400w');
    // The hero and the sections' headings, as in the static screen.
    expect(page.querySelector('h1')?.textContent).toBe('Help families rebuild after disaster strikes');
  });

  it('in Bangla: Bengali digits and the taka sign', async () => {
    const screen = await renderScreen({ pathname: '/home', language: 'bn', apiBaseUrl: API, fetch: answering(campaigns(2)) });
    const page = document.createElement('div');
    page.innerHTML = screen!.html;
    expect(page.querySelector('[data-testid="featured-campaigns-first-screen"]')?.textContent).toContain('৳২৫,০০০');
    expect(page.querySelector('h1')?.textContent).toBe('দুর্যোগের পর পরিবারগুলোকে আবার ঘুরে দাঁড়াতে সাহায্য করুন');
  });

  it('has no live screen for other addresses (and asks nothing), and fails when the API does', async () => {
    expect(LIVE_PATHS).toEqual(['/', '/home', '/donations', '/donations/:donationId', '/leaderboard']);
    const fetch = answering(campaigns(1));
    for (const pathname of ['/transparency', '/donations/1/x', '/login']) expect(await renderScreen({ pathname, language: 'en', apiBaseUrl: API, fetch })).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    await expect(renderScreen({ pathname: '/', language: 'en', apiBaseUrl: API, fetch: answering([], 503) })).rejects.toThrow('503');
    const broken = vi.fn(async () => new Response('{"oops":1}', { status: 200 }));
    await expect(renderScreen({ pathname: '/', language: 'en', apiBaseUrl: API, fetch: broken })).rejects.toThrow('without a list');
    // No campaigns: the screen as at build time (the link to every campaign), not an empty grid.
    const none = await renderScreen({ pathname: '/', language: 'en', apiBaseUrl: API, fetch: answering([]) });
    expect(none!.html).not.toContain('featured-campaigns-first-screen');
    expect(none!.html).toContain('href="/donations"');
  });
});

describe('renderScreen: the campaigns list (/donations without filters)', () => {
  it("renders the list's heading, count and first row of cards as the API lists them, asked as the page asks", async () => {
    const list = [campaign({ _id: 'a', title: '<script>alert(1)</script>' }), ...campaigns(11)];
    const fetch = answering(list, 200, 30);
    const screen = await renderScreen({ pathname: '/donations', language: 'en', apiBaseUrl: `${API}/`, fetch });
    // The page's own first call for the address without filters (src/routes.ts), in the visitor's language.
    expect(fetch).toHaveBeenCalledWith(`${API}/donations?limit=12&offset=0`, expect.objectContaining({ headers: expect.objectContaining({ 'accept-language': 'en' }) }));
    const page = parse(screen!.html);
    expect(page.querySelector('h1')?.textContent).toBe('Active Campaigns');
    expect(page.textContent).toContain('30 campaigns');
    const grid = page.querySelector('[data-testid="campaigns-first-screen"]');
    // The first row, as the page's first render has it (FIRST_PAINT_CARDS), headed h2 as there.
    expect(grid?.querySelectorAll('article')).toHaveLength(FIRST_PAINT_CARDS);
    expect([...grid!.querySelectorAll('article h2')].map((h) => h.textContent)).toEqual(['<script>alert(1)</script>', 'Campaign 1', 'Campaign 2']);
    expect(screen!.html).not.toContain('<script>');
    expect(grid!.querySelector('a[href="/donations/a"]')).not.toBeNull();
    // Their pictures asked for at once, ahead of the scripts the page preloads (the largest paint).
    expect([...grid!.querySelectorAll('img')].map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'high']);
    // The filters as they open (the causes come with the page's code).
    expect(page.querySelector('input[type="search"]')).not.toBeNull();
    expect([...page.querySelectorAll('select option')].map((o) => o.textContent)).toEqual(['All categories']);
  });

  it('in Bangla, and without campaigns', async () => {
    const bn = parse((await renderScreen({ pathname: '/donations', language: 'bn', apiBaseUrl: API, fetch: answering(campaigns(2)) }))!.html);
    expect(bn.querySelector('h1')?.textContent).toBe('চলমান ক্যাম্পেইন');
    expect(bn.querySelector('[data-testid="campaigns-first-screen"]')?.textContent).toContain('৳২৫,০০০');
    const none = parse((await renderScreen({ pathname: '/donations', language: 'en', apiBaseUrl: API, fetch: answering([]) }))!.html);
    expect(none.querySelector('[data-testid="campaigns-first-screen"]')).toBeNull();
    expect(none.textContent).toContain('No campaigns yet');
  });

  it('at build time (no data): the heading and the filters, with placeholders where the cards go', async () => {
    const page = parse((await campaignsFirstScreen('en')).html);
    expect(page.querySelector('h1')?.textContent).toBe('Active Campaigns');
    expect(page.querySelector('[role="status"]')).not.toBeNull();
    expect(page.querySelector('article')).toBeNull();
    expect((await campaignsFirstScreen('bn')).title).toBe('চলমান ক্যাম্পেইন – দুর্যোগ-পরবর্তী ত্রাণ অনুদান প্ল্যাটফর্ম');
  });
});

describe('renderScreen: the leaderboard', () => {
  const rows = [
    { rank: 1, name: 'Karim <b>Ahmed</b>', email: 'karim@example.com', anonymous: false, totalAmount: 12500.5, donationCount: 3 },
    { rank: 2, name: 'Anonymous', email: null, anonymous: true, totalAmount: 5000, donationCount: 1 },
  ];

  it('ranks the donors the API lists, as the page does (its rows marked as the first screen\'s)', async () => {
    const fetch = answering(rows);
    const screen = await renderScreen({ pathname: '/leaderboard', language: 'en', apiBaseUrl: API, fetch });
    expect(screen!.title).toBeUndefined();
    expect(fetch).toHaveBeenCalledWith(`${API}/leaderboard`, expect.anything());
    const page = parse(screen!.html);
    expect(page.querySelector('h1')?.textContent).toBe('Top Donors');
    const served = [...page.querySelectorAll('[data-testid="leaderboard-row-first-screen"]')];
    expect(served.map((row) => row.textContent)).toEqual([expect.stringContaining('Karim <b>Ahmed</b>'), expect.stringContaining('Anonymous')]);
    expect(served[0]?.textContent).toContain('Tk 12,500.50');
    expect(page.querySelector('[data-testid="leaderboard-row"]')).toBeNull();
    expect(screen!.html).not.toContain('<b>');
    // What the page shows only: never an address, even one an API answer would carry.
    expect(screen!.html).not.toContain('@example.com');
  });

  it('in Bangla; at build time with placeholders; and none when the API fails', async () => {
    const bn = parse((await renderScreen({ pathname: '/leaderboard', language: 'bn', apiBaseUrl: API, fetch: answering(rows) }))!.html);
    expect(bn.querySelector('h1')?.textContent).toBe('শীর্ষ দাতা');
    expect(bn.textContent).toContain('৳১২,৫০০.৫০');
    const built = parse((await leaderboardFirstScreen('en')).html);
    expect(built.querySelector('[role="status"]')).not.toBeNull();
    expect(built.querySelector('li')).toBeNull();
    await expect(renderScreen({ pathname: '/leaderboard', language: 'en', apiBaseUrl: API, fetch: answering([], 500) })).rejects.toThrow('500');
  });
});

describe("renderScreen: a campaign's page (its address names it)", () => {
  const one = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  it('renders the campaign the API answers for the id in the address, with its donors; its buttons disabled until the page comes', async () => {
    const data = campaign({
      _id: '42',
      title: '<img src=x onerror=alert(1)>',
      donations: [
        { name: 'Karim', anonymous: false, amount: 500, time: 1_700_000_000_000 },
        { name: 'Anonymous', anonymous: true, amount: 250.5, time: 1_700_000_100_000 },
      ],
    } as never);
    const fetch = one({ success: true, data });
    const screen = await renderScreen({ pathname: '/donations/42', language: 'en', apiBaseUrl: API, fetch });
    // The page's first call, with the address's parameter as the shell's entry builds it.
    expect(fetch).toHaveBeenCalledWith(`${API}/single-donation/42`, expect.anything());
    const page = parse(screen!.html);
    // The page's title is the campaign's (the shell's server writes it in).
    expect(screen!.title).toBe('<img src=x onerror=alert(1)> – Post-Disaster Relief Donation Platform');
    const served = page.querySelector('[data-testid="campaign-first-screen"]');
    expect(served?.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(screen!.html).not.toContain('<img src=x');
    expect(served?.textContent).toContain('Tk 25,000');
    expect(served?.textContent).toContain('Karim');
    expect(served?.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    const buttons = [...served!.querySelectorAll('button')];
    expect(buttons.map((b) => [b.textContent, b.disabled])).toEqual([
      ['Donate Now', true],
      ['Share', true],
    ]);
  });

  it('in Bangla; a closed campaign says so; no such campaign: no screen (and no error to log)', async () => {
    const bn = parse((await renderScreen({ pathname: '/donations/1', language: 'bn', apiBaseUrl: API, fetch: one({ success: true, data: campaign() }) }))!.html);
    expect(bn.textContent).toContain('৳২৫,০০০');
    const closed = parse((await renderScreen({ pathname: '/donations/1', language: 'en', apiBaseUrl: API, fetch: one({ success: true, data: campaign({ closed: true, closedAt: 1_700_000_000_000 }) }) }))!.html);
    expect(closed.querySelector('[role="note"]')?.textContent).toContain('Closed');
    expect(closed.querySelector('button')).toBeNull();
    expect(await renderScreen({ pathname: '/donations/999999', language: 'en', apiBaseUrl: API, fetch: one({ success: false, message: 'Campaign not found' }, 404) })).toBeUndefined();
    // An id the API cannot have: none either, and nothing asked.
    const unasked = one({ success: false }, 400);
    expect(await renderScreen({ pathname: '/donations/zzz', language: 'en', apiBaseUrl: API, fetch: unasked })).toBeUndefined();
    expect(unasked).not.toHaveBeenCalled();
    await expect(renderScreen({ pathname: '/donations/1', language: 'en', apiBaseUrl: API, fetch: one({ success: true, data: [] }) })).rejects.toThrow('without a campaign');
    await expect(renderScreen({ pathname: '/donations/1', language: 'en', apiBaseUrl: API, fetch: one({}, 502) })).rejects.toThrow('502');
  });
});
