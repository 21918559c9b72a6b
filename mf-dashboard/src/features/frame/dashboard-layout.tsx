import { Suspense, useEffect, type CSSProperties } from 'react';
import { Box, Drawer, Flex, useComputedColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from './page-states';
import { useSearch } from './search-context';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/**
 * Contrast fixes inside the dashboard (WCAG AA, 4.5:1 for text): Mantine's default "dimmed"
 * grey is too faint on white (3.3:1), so it is one step darker in the light scheme; white text
 * on the theme's pink-6 / pink-5 filled buttons is 4:1 / 3:1, so filled primary buttons use pink-8.
 */
function contrastFixes(scheme: 'light' | 'dark'): CSSProperties {
  return {
    '--mantine-color-dimmed': scheme === 'dark' ? 'var(--mantine-color-dark-1)' : 'var(--mantine-color-gray-7)',
    '--mantine-primary-color-filled': 'var(--mantine-color-pink-8)',
    '--mantine-primary-color-filled-hover': 'var(--mantine-color-pink-9)',
  } as CSSProperties;
}

/** The dashboard frame: top bar, side menu (a drawer on phones) and the current screen. */
export function DashboardLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const { setQuery } = useSearch();
  const scheme = useComputedColorScheme('light');

  // A new screen starts with an empty search and a closed drawer.
  useEffect(() => {
    setQuery('');
    close();
  }, [pathname, setQuery, close]);

  return (
    <Box mih="70vh" style={contrastFixes(scheme)}>
      <TopBar menuOpened={opened} onToggleMenu={toggle} />
      <Flex align="stretch">
        <Box
          component="nav"
          aria-label="Dashboard"
          visibleFrom="sm"
          w={240}
          p="sm"
          style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-default-border)' }}
        >
          <SideMenu />
        </Box>
        <Drawer opened={opened} onClose={close} title="Dashboard menu" size={280} hiddenFrom="sm">
          <nav aria-label="Dashboard">
            <SideMenu onNavigate={close} />
          </nav>
        </Drawer>
        <Box p={{ base: 'sm', sm: 'lg' }} style={{ flex: 1, minWidth: 0 }}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Box>
  );
}
