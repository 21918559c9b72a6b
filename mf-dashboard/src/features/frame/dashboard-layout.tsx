import { Suspense, useEffect } from 'react';
import { Box } from '@mantine/core';
import { Drawer, Flex } from 'shared-auth/overlays';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { LoadingState } from './page-states';
import { useSearch } from './search-context';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/** The dashboard frame: top bar, side menu (a drawer on phones) and the current screen. */
export function DashboardLayout() {
  const { t } = useTranslation([NS.frame, NS.common]);
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const { setQuery } = useSearch();

  // A new screen starts with an empty search and a closed drawer.
  useEffect(() => {
    setQuery('');
    close();
  }, [pathname, setQuery, close]);

  return (
    <Box mih="70vh">
      <TopBar menuOpened={opened} onToggleMenu={toggle} />
      <Flex align="stretch">
        <Box
          component="nav"
          aria-label={t('nav.label')}
          visibleFrom="sm"
          w={240}
          p="sm"
          style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-default-border)' }}
        >
          <SideMenu />
        </Box>
        <Drawer
          opened={opened}
          onClose={close}
          title={t('nav.drawerTitle')}
          size={280}
          hiddenFrom="sm"
          closeButtonProps={{ 'aria-label': t('nav.closeDrawer') }}
        >
          <nav aria-label={t('nav.label')}>
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
