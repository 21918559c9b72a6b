import { lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import { MantineContext } from '@mantine/core';

/**
 * Imported as `shared-auth/mantine-bridge`: bundled into each remote (not a federation singleton),
 * so `@mantine/core` here is the copy that remote really uses.
 *
 * A remote usually shares the shell's @mantine/core, whose MantineProvider is above its pages. When
 * the shell's copy cannot serve it (another version, or an export the shell does not provide: see
 * scripts/build/own-copy-plugin.mjs) the remote uses its own copy, whose components need their own
 * provider: the bridge then gives them one with the product's theme, following the page's colour
 * scheme (the shell owns it). The page's CSS variables and global classes are already there.
 */

// Its own provider is a chunk of its own: a remote that shares the shell's Mantine never loads it.
const OwnProvider = lazy(() => import(/* webpackChunkName: "mantine-bridge" */ './mantine-bridge-provider'));

/** Its children, inside a MantineProvider of this copy of Mantine when there is none above. */
export function MantineBridge({ children }: { children: ReactNode }) {
  if (useContext(MantineContext)) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <OwnProvider>{children}</OwnProvider>
    </Suspense>
  );
}

type Page = ComponentType & { preload?: () => Promise<void> };

/** A remote's pages, each inside the bridge (a page's `preload` is kept). */
export function withMantineBridge<P extends Record<string, Page>>(pages: P): P {
  const out: Record<string, Page> = {};
  for (const [name, Page] of Object.entries(pages)) {
    // (No displayName: every byte of the public pages counts; React DevTools shows the page inside.)
    const Bridged: Page = () => (
      <MantineBridge>
        <Page />
      </MantineBridge>
    );
    if (Page.preload) Bridged.preload = Page.preload;
    out[name] = Bridged;
  }
  return out as P;
}
