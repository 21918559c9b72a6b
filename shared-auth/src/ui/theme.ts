import { createTheme } from '@mantine/core';

/**
 * The product's Mantine theme, used by the shell and by each remote's standalone dev mode.
 * Pink accents (active navigation links, primary buttons) as the spec asks.
 */
export const reliefTheme = createTheme({
  primaryColor: 'pink',
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
});

/** Max width of the content and footer container, in pixels. */
export const CONTAINER_MAX_WIDTH = 1200;
