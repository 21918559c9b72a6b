import { useEffect, useId, useRef, useState } from 'react';
import { Avatar, Box, Button, Paper, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconShieldLock, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth, useLogout } from 'shared-auth';
import { NS } from '../../i18n';
import { initials } from './initials';

/**
 * The account button (avatar) and its panel: the user's name, Profile, Security and Log Out.
 *
 * A disclosure, not an ARIA menu: the button says whether the panel is open (aria-expanded,
 * aria-controls); the panel holds an ordinary link and button, reached with Tab. It closes on
 * Escape (focus back on the button), on a click or focus outside, and after choosing an item.
 * Rendered in place and absolutely positioned under the avatar (no Popover / floating-ui, which
 * would add to the Mantine code every public page downloads).
 */
export function AccountMenu() {
  const { t } = useTranslation(NS.frame);
  const { user } = useAuth();
  const logout = useLogout();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A press anywhere outside closes it.
  useEffect(() => {
    if (!opened) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpened(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [opened]);

  const close = () => setOpened(false);

  return (
    <Box
      ref={rootRef}
      pos="relative"
      style={{ flexShrink: 0 }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && opened) {
          event.stopPropagation();
          setOpened(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        // Tabbing away closes it (a click inside the panel on plain text moves focus nowhere).
        const next = event.relatedTarget as Node | null;
        if (opened && next && !event.currentTarget.contains(next)) setOpened(false);
      }}
    >
      <UnstyledButton
        ref={buttonRef}
        title={user?.name}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => setOpened((o) => !o)}
        style={{ display: 'block', borderRadius: '50%' }}
      >
        <Avatar color="blue" radius="xl" aria-hidden>
          {initials(user?.name)}
        </Avatar>
        <VisuallyHidden>{t('account.menu')}</VisuallyHidden>
      </UnstyledButton>
      <Paper
        id={panelId}
        hidden={!opened}
        shadow="md"
        withBorder
        p={4}
        style={{
          display: opened ? undefined : 'none',
          position: 'absolute',
          top: 'calc(100% + 6px)',
          right: 0,
          minWidth: 200,
          zIndex: 300,
        }}
      >
        <Text size="xs" c="dimmed" fw={500} px="sm" py={6} style={{ overflowWrap: 'anywhere' }}>
          {user?.name}
        </Text>
        <Button
          component={Link}
          to="/dashboard/profile"
          onClick={close}
          variant="subtle"
          color="gray"
          fullWidth
          justify="flex-start"
          leftSection={<IconUser size={16} aria-hidden />}
        >
          {t('account.profile')}
        </Button>
        <Button
          component={Link}
          to="/dashboard/security"
          onClick={close}
          variant="subtle"
          color="gray"
          fullWidth
          justify="flex-start"
          leftSection={<IconShieldLock size={16} aria-hidden />}
        >
          {t('account.security')}
        </Button>
        <Button
          onClick={() => {
            close();
            logout();
            navigate('/login', { replace: true });
          }}
          variant="subtle"
          color="red"
          fullWidth
          justify="flex-start"
          leftSection={<IconLogout size={16} aria-hidden />}
        >
          {t('account.logOut')}
        </Button>
      </Paper>
    </Box>
  );
}
