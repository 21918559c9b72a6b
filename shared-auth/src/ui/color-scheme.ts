import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useCallback } from 'react';

/** Local-storage key of the dark-mode flag (stored as JSON true / false). */
export const DARK_MODE_STORAGE_KEY = 'isDark';

/**
 * The cookie mirroring the flag for the shell's server (`relief.dark=1`, or `0`), which then renders
 * the frame in that scheme for the page to hydrate (scripts/lib/first-screen.mjs requestDark). The
 * shell's index.html writes it from the flag on every load; a change writes it at once.
 */
export const DARK_MODE_COOKIE = 'relief.dark';

function mirrorCookie(isDark: boolean | null) {
  try {
    if (typeof document === 'undefined') return;
    document.cookie =
      isDark === null ? `${DARK_MODE_COOKIE}=; path=/; max-age=0; SameSite=Lax` : `${DARK_MODE_COOKIE}=${isDark ? 1 : 0}; path=/; max-age=31536000; SameSite=Lax`;
  } catch {
    // cookies off: the server renders the light frame, and a dark page renders afresh
  }
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** Reads the stored dark-mode flag: true, false, or null when nothing (readable) is stored. */
export function readIsDark(): boolean | null {
  const raw = storage()?.getItem(DARK_MODE_STORAGE_KEY);
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return null;
}

/**
 * Mantine colour-scheme manager backed by the spec's `isDark` flag, so the scheme survives
 * reloads and is the same for the shell and every remote (and follows other tabs).
 */
export function isDarkColorSchemeManager(): MantineColorSchemeManager {
  let handler: ((event: StorageEvent) => void) | null = null;
  return {
    get: (defaultValue) => {
      const isDark = readIsDark();
      if (isDark === null) return defaultValue;
      return isDark ? 'dark' : 'light';
    },
    set: (value: MantineColorScheme) => {
      if (value === 'auto') storage()?.removeItem(DARK_MODE_STORAGE_KEY);
      else storage()?.setItem(DARK_MODE_STORAGE_KEY, JSON.stringify(value === 'dark'));
      mirrorCookie(value === 'auto' ? null : value === 'dark');
    },
    subscribe: (onUpdate) => {
      // Another tab's choice: dark, light, or none (the flag removed, or the whole storage cleared:
      // key null), which follows the system again as at a first visit.
      handler = (event) => {
        if (event.storageArea === storage() && (event.key === DARK_MODE_STORAGE_KEY || event.key === null)) {
          onUpdate(event.key === null ? 'auto' : event.newValue === 'true' ? 'dark' : event.newValue === 'false' ? 'light' : 'auto');
        }
      };
      window.addEventListener('storage', handler);
    },
    unsubscribe: () => {
      if (handler) window.removeEventListener('storage', handler);
      handler = null;
    },
    clear: () => {
      storage()?.removeItem(DARK_MODE_STORAGE_KEY);
      mirrorCookie(null);
    },
  };
}

/** The current (computed) scheme and a toggle that flips and persists it. */
export function useColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const isDark = computed === 'dark';
  const toggle = useCallback(() => setColorScheme(isDark ? 'light' : 'dark'), [isDark, setColorScheme]);
  return { colorScheme: computed, isDark, toggle };
}
