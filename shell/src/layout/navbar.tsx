import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ActionIcon, Anchor, Box, Burger, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeartHandshake, IconMoon, IconSun } from '@tabler/icons-react';
import { CONTAINER_MAX_WIDTH, useAuth, useColorSchemeToggle, useLogout } from 'shared-auth';
import { useCatalog } from '../federation/catalog-context';
import type { CatalogRoute } from '../federation/catalog';
import { isLinkActive, navbarLinks, signInPath, type NavItem } from './nav-links';

function NavLinkItem({
  item,
  pathname,
  routes,
  onClick,
  mobile = false,
}: {
  item: NavItem;
  pathname: string;
  routes: readonly CatalogRoute[];
  onClick?: () => void;
  mobile?: boolean;
}) {
  const active = isLinkActive(item, routes, pathname);
  const activeStyle = mobile
    ? { background: 'var(--mantine-color-pink-light)', borderRadius: 'var(--mantine-radius-sm)' }
    : { borderBottom: '2px solid var(--mantine-color-pink-text)' };
  const idleStyle = mobile ? {} : { borderBottom: '2px solid transparent' };
  return (
    <Anchor
      component={Link}
      to={item.to}
      onClick={onClick}
      underline="never"
      fw={active ? 700 : 500}
      c={active ? 'var(--mantine-color-pink-text)' : 'var(--mantine-color-text)'}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
      py={mobile ? 8 : 6}
      px={mobile ? 'sm' : 4}
      style={active ? activeStyle : idleStyle}
    >
      {item.label}
    </Anchor>
  );
}

function ColorSchemeToggle() {
  const { isDark, toggle } = useColorSchemeToggle();
  const label = isDark ? 'Switch to light mode' : 'Switch to dark mode';
  // A native title, not Mantine's Tooltip: Tooltip pulls floating-ui into the code every page loads.
  return (
    <ActionIcon variant="default" size="lg" radius="xl" onClick={toggle} aria-label={label} title={label}>
      {isDark ? <IconSun size={18} stroke={1.6} aria-hidden /> : <IconMoon size={18} stroke={1.6} aria-hidden />}
    </ActionIcon>
  );
}

/** The sticky top bar: logo, links (a burger menu below the lg breakpoint), theme toggle, Login / Logout. */
export function Navbar() {
  const { isAuthenticated } = useAuth();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Any navigation (a link in the page, back/forward) closes the mobile menu.
  useEffect(() => close(), [pathname, close]);
  const { current } = useCatalog();
  const routes = current.routes;
  const links = navbarLinks(routes, isAuthenticated);
  // The page a remote marks for signing in (none known: the Login button is left out).
  const signIn = signInPath(routes);

  const onLogout = () => {
    logout();
    close();
    navigate(signIn ?? '/');
  };

  const authButton = isAuthenticated ? (
    <Button variant="outline" color="pink" onClick={onLogout}>
      Logout
    </Button>
  ) : signIn ? (
    <Button component={Link} to={signIn} color="pink" onClick={close}>
      Login
    </Button>
  ) : null;

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      style={{
        zIndex: 200,
        background: 'var(--mantine-color-body)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Container size={CONTAINER_MAX_WIDTH} h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Relief home" onClick={close}>
            <Group gap={8} wrap="nowrap">
              <IconHeartHandshake size={30} color="var(--mantine-color-pink-6)" aria-hidden />
              <Text fw={800} fz="xl" c="var(--mantine-color-pink-text)">
                Relief
              </Text>
            </Group>
          </Anchor>
          <Group component="nav" aria-label="Main" gap="md" visibleFrom="lg" wrap="nowrap">
            {links.map((item) => (
              <NavLinkItem key={item.to} item={item} pathname={pathname} routes={routes} />
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ColorSchemeToggle />
            <Box visibleFrom="lg">{authButton}</Box>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="lg"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={opened}
              aria-controls="mobile-menu"
            />
          </Group>
        </Group>
      </Container>
      {opened && (
        <Box hiddenFrom="lg" id="mobile-menu">
          <Container size={CONTAINER_MAX_WIDTH} pb="md">
            <Stack component="nav" aria-label="Mobile" gap={4}>
              {links.map((item) => (
                <NavLinkItem key={item.to} item={item} pathname={pathname} routes={routes} onClick={close} mobile />
              ))}
              <Box pt="xs">{authButton}</Box>
            </Stack>
          </Container>
        </Box>
      )}
    </Box>
  );
}
