import type { CSSProperties } from 'react';
import { useComputedColorScheme } from '@mantine/core';

/**
 * Contrast fixes inside the dashboard (WCAG AA, 4.5:1 for text): Mantine's default "dimmed"
 * grey is too faint on white (3.3:1), so it is one step darker in the light scheme; white text
 * on the theme's pink-6 / pink-5 filled buttons is 4:1 / 3:1, so filled primary buttons use pink-8 (links too).
 * Applied to the dashboard's root and to its dialogs and drawer (which render in portals).
 */
export function contrastFixes(scheme: 'light' | 'dark'): CSSProperties {
  return {
    '--mantine-color-dimmed': scheme === 'dark' ? 'var(--mantine-color-dark-1)' : 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': scheme === 'dark' ? 'var(--mantine-color-pink-3)' : 'var(--mantine-color-pink-8)',
    '--mantine-primary-color-filled': 'var(--mantine-color-pink-8)',
    '--mantine-primary-color-filled-hover': 'var(--mantine-color-pink-9)',
  } as CSSProperties;
}

export function useContrastStyle(): CSSProperties {
  return contrastFixes(useComputedColorScheme('light'));
}
