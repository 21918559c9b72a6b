import { ActionIcon, Avatar, Button, Group, Menu, TextInput, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconHome, IconLayoutSidebarLeftExpand, IconLogout, IconSearch, IconUser, IconX } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth, useLogout } from 'shared-auth';
import { initials } from './initials';
import { useSearch } from './search-context';

interface TopBarProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/** Home link, role title, table search and the account menu. */
export function TopBar({ menuOpened, onToggleMenu }: TopBarProps) {
  const { user } = useAuth();
  const logout = useLogout();
  const navigate = useNavigate();
  const { query, setQuery, hasTable } = useSearch();
  const role = (user?.role ?? 'user').toUpperCase();

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" py="sm" px="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="xs" wrap="nowrap">
        <Button
          hiddenFrom="sm"
          variant="light"
          size="compact-sm"
          leftSection={<IconLayoutSidebarLeftExpand size={16} aria-hidden />}
          onClick={onToggleMenu}
          aria-expanded={menuOpened}
          aria-label="Dashboard menu"
          style={{ flexShrink: 0 }}
        >
          Menu
        </Button>
        <ActionIcon component={Link} to="/" variant="subtle" size="lg" aria-label="Home" style={{ flexShrink: 0 }}>
          <IconHome size={20} aria-hidden />
        </ActionIcon>
        <Title order={1} fz={{ base: 'md', xs: 'lg', sm: 'xl' }} lh={1.2}>
          {role} DASHBOARD
        </Title>
      </Group>
      <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 240px', justifyContent: 'flex-end' }}>
        <TextInput
          type="text"
          role="searchbox"
          enterKeyHint="search"
          aria-label="Search the table on this page"
          placeholder={hasTable ? 'Search this table' : 'No table to search here'}
          disabled={!hasTable}
          visibleFrom={hasTable ? undefined : 'sm'}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            query ? (
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Clear search" onClick={() => setQuery('')}>
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
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <UnstyledButton title={user?.name}>
              <Avatar color="blue" radius="xl" aria-hidden>
                {initials(user?.name)}
              </Avatar>
              <VisuallyHidden>Account menu</VisuallyHidden>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{user?.name}</Menu.Label>
            <Menu.Item component={Link} to="/dashboard/profile" leftSection={<IconUser size={16} aria-hidden />}>
              Profile
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => {
                logout();
                navigate('/login', { replace: true });
              }}
            >
              Log Out
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
