import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { Center, Loader, MantineProvider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { makeStore } from '../store';
import { SHARED_NS } from '../i18n/i18n';
import { reliefCssVariablesResolver, reliefTheme } from './theme';
import { isDarkColorSchemeManager } from './color-scheme';
import { preloadToastsOnFirstInteraction, useToastsWanted } from './notify';

type Made = ReturnType<typeof makeStore>;

export interface ReliefProvidersProps {
  children: ReactNode;
  /** An existing store (tests, or a host that made its own); a new one is made otherwise. */
  store?: Made['store'];
  persistor?: Made['persistor'];
  /** Shown while the persisted session is restored (at most the 5000 ms time-out). */
  loading?: ReactNode;
  /**
   * The scheme when none is stored (the shell's server: the scheme its cookie names; the shell's
   * page: `auto`, the system's); light by default.
   */
  colorScheme?: 'light' | 'dark' | 'auto';
}

const ToastContainer = lazy(
  (): Promise<{ default: () => ReactNode }> =>
    import('./toast-container').catch((error: unknown) => {
      console.error('[relief] could not load the toast container', error);
      return { default: () => null };
    }),
);

/** The toast container, on the page from the first toast on (not part of the first load). */
function Toasts() {
  const wanted = useToastsWanted();
  useEffect(() => preloadToastsOnFirstInteraction(), []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}

function DefaultLoading() {
  const { t } = useTranslation(SHARED_NS);
  return (
    <Center h="60vh" aria-busy="true">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

/**
 * Everything a page of the product assumes around it: the Redux store with the persisted
 * session (rendered after rehydration: at once for a store already restored), Mantine with the product theme and the `isDark`
 * colour scheme, and the toast container. Used by the shell and each remote's standalone mode.
 * (The router is left to the caller.)
 */
export function ReliefProviders({ children, store, persistor, loading, colorScheme = 'light' }: ReliefProvidersProps) {
  const [made] = useState<Made>(() => (store && persistor ? { store, persistor } : makeStore()));
  const [manager] = useState(isDarkColorSchemeManager);
  // A store whose session is already restored (the shell waits for it: whenRehydrated) needs no
  // gate: the page renders in the first pass instead of after a loading state.
  const [restored] = useState(() => made.persistor.getState().bootstrapped);
  return (
    <Provider store={made.store}>
      <MantineProvider
        theme={reliefTheme}
        cssVariablesResolver={reliefCssVariablesResolver}
        colorSchemeManager={manager}
        defaultColorScheme={colorScheme}
        // All theme variables from the provider (not only those differing from Mantine's
        // defaults): the 27 KB default-css-variables.css then need not be downloaded.
        deduplicateCssVariables={false}
      >
        <Toasts />
        {restored ? (
          children
        ) : (
          <PersistGate persistor={made.persistor} loading={loading ?? <DefaultLoading />}>
            {children}
          </PersistGate>
        )}
      </MantineProvider>
    </Provider>
  );
}
