import type { CSSProperties } from 'react';

/**
 * Contrast fixes for the public pages (WCAG AA, 4.5:1 for text), set as CSS variables on the
 * page root (and on portalled dialogs): Mantine's "dimmed" grey is 3.3:1 on white and 4:1 on the
 * dark body; white on the theme's pink-6 / pink-5 is 3.7:1 / 3:1. Filled pink becomes pink-8,
 * pink text pink-8 (light) / pink-4 (dark).
 */
export const CONTRAST_VARS = {
  '--mantine-color-dimmed': 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))',
  '--mantine-primary-color-filled': 'var(--mantine-color-pink-8)',
  '--mantine-primary-color-filled-hover': 'var(--mantine-color-pink-9)',
  '--mantine-color-pink-filled': 'var(--mantine-color-pink-8)',
  '--mantine-color-pink-filled-hover': 'var(--mantine-color-pink-9)',
  '--mantine-primary-color-light-color': 'light-dark(var(--mantine-color-pink-8), var(--mantine-color-pink-3))',
  '--mantine-color-pink-light-color': 'light-dark(var(--mantine-color-pink-8), var(--mantine-color-pink-3))',
  '--mantine-color-pink-text': 'light-dark(var(--mantine-color-pink-8), var(--mantine-color-pink-4))',
  '--mantine-color-pink-outline': 'light-dark(var(--mantine-color-pink-8), var(--mantine-color-pink-4))',
  '--mantine-primary-color-outline': 'light-dark(var(--mantine-color-pink-8), var(--mantine-color-pink-4))',
  '--mantine-color-error': 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))',
  '--mantine-color-anchor': 'light-dark(var(--mantine-color-pink-8), var(--mantine-color-pink-4))',
} as CSSProperties;
