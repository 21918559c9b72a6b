import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * The product's Mantine theme, used by the shell and by each remote's standalone dev mode.
 * Pink accents (active navigation links, primary buttons) as the spec asks.
 *
 * Contrast (WCAG AA, 4.5:1 for text), fixed here once for the shell and every remote:
 * - filled colours use shade 8 in both schemes: white on pink-8 is 5.6:1 (pink-6 was 3.7:1,
 *   pink-5 in dark 3.0:1); the same shade makes red/green/teal filled buttons and badges readable.
 *   Light-scheme coloured text (`c="pink"`, outline buttons, anchors) follows the filled shade.
 * - see `reliefCssVariablesResolver` for "dimmed", error and anchor colours.
 */
export const reliefTheme = createTheme({
  primaryColor: 'pink',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  // "Noto Sans Bengali" first: its @font-face (the shell's fonts.css) covers only Bengali characters, so
  // Latin text falls through to the system fonts and only Bengali text uses (and downloads) it.
  fontFamily:
    '"Noto Sans Bengali", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  // The same for code (Mantine's monospace list, after it): the not-found screen's code is in words
  // of the page's language, which a device without a Bengali font of its own drew as empty boxes.
  fontFamilyMonospace: '"Noto Sans Bengali", ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", "Courier New", monospace',
  headings: { fontWeight: '700' },
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
  // Accessible names and keyboard access by default, so no page can forget them (axe:
  // button-name, scrollable-region-focusable).
  components: {
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A table wider than a phone scrolls sideways: its scroll area must be reachable by keyboard.
    TableScrollContainer: {
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Table (scrolls sideways)' } } },
    },
  },
});

/**
 * CSS variables the default resolver gets below AA:
 * - "dimmed": gray-6 on white is 3.3:1 → gray-7 (8:1); dark-2 on the dark body 4.0:1 → dark-1 (7.6:1)
 * - error text: red-6 on white 3.9:1 → red-9 (5.5:1); red-8 on the dark body 3.4:1 → red-4 (6.4:1)
 * - anchors: the filled shade (pink-8, 5.6:1) in light, pink-4 (6.6:1) in dark
 */
export const reliefCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-pink-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-pink-4)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
  },
});

/** Max width of the content and footer container, in pixels. */
export const CONTAINER_MAX_WIDTH = 1200;
