import type { ReactNode } from 'react';
import { MantineProvider, type MantineColorScheme, type MantineColorSchemeManager } from '@mantine/core';
import { reliefCssVariablesResolver, reliefTheme } from './theme';

const ATTRIBUTE = 'data-mantine-color-scheme';

/** The colour scheme the page shows, as the shell's provider set it; never written from here. */
export function documentColorSchemeManager(root: () => HTMLElement = () => document.documentElement): MantineColorSchemeManager {
  let observer: MutationObserver | null = null;
  const read = (fallback: MantineColorScheme): MantineColorScheme => {
    const value = root().getAttribute(ATTRIBUTE);
    return value === 'dark' || value === 'light' ? value : fallback;
  };
  return {
    get: read,
    set: () => undefined,
    subscribe: (onUpdate) => {
      observer?.disconnect();
      // Only real changes: the provider writes the attribute back (the same value) when told.
      let last = read('light');
      observer = new MutationObserver(() => {
        const now = read('light');
        if (now === last) return;
        last = now;
        onUpdate(now);
      });
      observer.observe(root(), { attributes: true, attributeFilter: [ATTRIBUTE] });
    },
    unsubscribe: () => {
      observer?.disconnect();
      observer = null;
    },
    clear: () => undefined,
  };
}

/**
 * The MantineProvider a remote gives its own copy of Mantine (see mantine-bridge.tsx): the product's
 * theme, the page's colour scheme (the shell owns it), no second set of CSS variables or global
 * classes (the page has them).
 */
export default function BridgeProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={reliefTheme}
      cssVariablesResolver={reliefCssVariablesResolver}
      colorSchemeManager={documentColorSchemeManager()}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}

