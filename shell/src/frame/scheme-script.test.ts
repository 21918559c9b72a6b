/**
 * The colour scheme shell/public/index.html applies before the first paint (its first inline script):
 * the switch's stored choice, else the system's, and the relief.dark cookie that tells the shell's
 * server which scheme to render the frame in next time (scripts/lib/first-screen.mjs requestDark).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const page = fs.readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';

function clearCookies() {
  for (const name of ['relief.dark', 'relief.session']) document.cookie = `${name}=; path=/; max-age=0`;
}

/** Runs the page's script with `stored` as the switch's flag (none: never touched) and the system's scheme. */
function applyScheme(stored: 'true' | 'false' | null, system: 'dark' | 'light') {
  if (stored === null) localStorage.removeItem('isDark');
  else localStorage.setItem('isDark', stored);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: system === 'dark' && query === '(prefers-color-scheme: dark)', media: query }) as MediaQueryList);
  document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  // (The run-time configuration written in: the script asks for nothing.)
  (window as unknown as { __reliefRemotesConfig?: object }).__reliefRemotesConfig = {};
  new Function(script)();
  return { scheme: document.documentElement.getAttribute('data-mantine-color-scheme'), serverDark: /(?:^|; )relief\.dark=1(?:;|$)/.test(document.cookie) };
}

describe("index.html's colour scheme before the first paint", () => {
  beforeEach(clearCookies);
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.removeItem('isDark');
    clearCookies();
    delete (window as unknown as { __reliefRemotesConfig?: object }).__reliefRemotesConfig;
  });

  it("is the system's when the switch was never touched, and the cookie says so for the server", () => {
    expect(applyScheme(null, 'dark')).toEqual({ scheme: 'dark', serverDark: true });
    expect(applyScheme(null, 'light')).toEqual({ scheme: 'light', serverDark: false });
  });

  it("is the switch's choice over the system's", () => {
    expect(applyScheme('false', 'dark')).toEqual({ scheme: 'light', serverDark: false });
    expect(applyScheme('true', 'light')).toEqual({ scheme: 'dark', serverDark: true });
  });

});
