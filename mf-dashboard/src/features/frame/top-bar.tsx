import { ActionIcon, Button, Group, TextInput, Title } from '@mantine/core';
import { IconHome, IconLayoutSidebarLeftExpand, IconSearch, IconX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'shared-auth';
import { NS } from '../../i18n';
import { AccountMenu } from './account-menu';
import { useSearch } from './search-context';

interface TopBarProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/** Home link, role title, table search and the account menu. */
export function TopBar({ menuOpened, onToggleMenu }: TopBarProps) {
  const { user } = useAuth();
  const { query, setQuery, hasTable } = useSearch();
  const { t } = useTranslation(NS.frame);

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" py="sm" px="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      {/* Without a table (no search box on a phone) the account button stays on the title's row when
          the title fits beside it on up to two lines (the basis is the longest word's width), instead of
          taking a row of its own; on the narrowest phones it still moves below. */}
      <Group gap="xs" wrap="nowrap" style={hasTable ? undefined : { flex: '1 1 min-content' }}>
        <Button
          hiddenFrom="sm"
          variant="light"
          size="compact-sm"
          leftSection={<IconLayoutSidebarLeftExpand size={16} aria-hidden />}
          onClick={onToggleMenu}
          aria-expanded={menuOpened}
          aria-label={t('topBar.menuLabel')}
          style={{ flexShrink: 0 }}
        >
          {t('topBar.menu')}
        </Button>
        <ActionIcon component={Link} to="/" variant="subtle" size="lg" aria-label={t('topBar.home')} style={{ flexShrink: 0 }}>
          <IconHome size={20} aria-hidden />
        </ActionIcon>
        <Title order={1} fz={{ base: 'md', xs: 'lg', sm: 'xl' }} lh={1.2}>
          {user?.role === 'admin' ? t('topBar.titleAdmin') : t('topBar.titleUser')}
        </Title>
      </Group>
      <Group gap="sm" wrap="nowrap" flex={hasTable ? '1 1 240px' : { base: '0 0 auto', sm: '1 1 240px' }} style={{ justifyContent: 'flex-end' }}>
        <TextInput
          type="text"
          role="searchbox"
          enterKeyHint="search"
          aria-label={t('topBar.searchLabel')}
          placeholder={hasTable ? t('topBar.searchPlaceholder') : t('topBar.noTable')}
          disabled={!hasTable}
          visibleFrom={hasTable ? undefined : 'sm'}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            query ? (
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('topBar.clearSearch')} onClick={() => setQuery('')}>
                <IconX size={14} aria-hidden />
              </ActionIcon>
            ) : null
          }
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query) setQuery('');
          }}
          style={{ flex: '1 1 auto', maxWidth: 320 }}
        />
        <AccountMenu />
      </Group>
    </Group>
  );
}
