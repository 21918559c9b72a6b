import type { CSSProperties } from 'react';
import { useComputedColorScheme } from '@mantine/core';

/**
 * Style for a form whose field errors must be readable (WCAG AA 4.5:1): Mantine's error red
 * (red.6 light, red.8 dark) is below that on the page background. Set as an inline custom
 * property because CSS modules would rename a custom property declared in a .module.css file.
 */
export function useReadableErrorStyle(): CSSProperties {
  const scheme = useComputedColorScheme('light');
  return { ['--mantine-color-error' as string]: scheme === 'dark' ? 'var(--mantine-color-red-4)' : '#c92a2a' };
}
