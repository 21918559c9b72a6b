/**
 * The landing's live first screen (server/render-screen.tsx), as mf-public's server renders it for the
 * shell's server to write into `/` before any script: the featured campaigns from the API, in the
 * visitor's language.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from 'shared-auth';
import { renderScreen, LIVE_PATHS } from '../../../server/render-screen';
import { campaign, campaigns } from '../testing/fixtures';

const API = 'http://api.test/api/v1';

function answering(list: unknown[], status = 200) {
  return vi.fn(async () => new Response(JSON.stringify({ success: status === 200, data: list, total: list.length }), { status, headers: { 'content-type': 'application/json' } }));
}

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
    expect(LIVE_PATHS).toEqual(['/', '/home']);
    const fetch = answering(campaigns(1));
    expect(await renderScreen({ pathname: '/donations', language: 'en', apiBaseUrl: API, fetch })).toBeUndefined();
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
