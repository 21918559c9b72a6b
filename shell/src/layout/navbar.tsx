import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ActionIcon, Anchor, Box, Burger, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeartHandshake, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { asLanguage, CONTAINER_MAX_WIDTH, setLanguage, useAuth, useColorSchemeToggle, useLogout, useSetMyLanguageMutation } from 'shared-auth';
import { SHELL_NS } from '../i18n';
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
  const { t } = useTranslation(SHELL_NS);
  const { isDark, toggle } = useColorSchemeToggle();
  const label = isDark ? t('nav.toLight') : t('nav.toDark');
  // A native title, not Mantine's Tooltip: Tooltip pulls floating-ui into the code every page loads.
  // Both icons, the page's scheme showing one (Mantine's global.css hides `mantine-light-hidden` in
  // the light scheme, `mantine-dark-hidden` in the dark one): right from the first paint also in a
  // frame the server rendered in the other scheme (a first visit with a dark system: index.html sets
  // the scheme before the paint, the server could not know it), until the app replaces that frame.
  return (
    <ActionIcon variant="default" size="lg" radius="xl" onClick={toggle} aria-label={label} title={label}>
      <IconSun className="mantine-light-hidden" size={18} stroke={1.6} aria-hidden />
      <IconMoon className="mantine-dark-hidden" size={18} stroke={1.6} aria-hidden />
    </ActionIcon>
  );
}

/**
 * The language switch: a button naming the other language in that language ("বাংলা" on an English
 * page, "English" on a Bangla one), remembered for the next visits (shared-auth setLanguage) and,
 * signed in, by the account: its mails come in it from then on (POST /me/language).
 */
function LanguageSwitch() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const { isAuthenticated } = useAuth();
  const [tellAccount] = useSetMyLanguageMutation();
  const other = i18n.language === 'bn' ? 'en' : 'bn';
  const choose = () => {
    void setLanguage(other);
    // Best effort: a failure leaves the account's mails in the language it signed in with.
    if (isAuthenticated) void tellAccount(other);
  };
  return (
    <Button
      variant="subtle"
      color="gray"
      px={8}
      onClick={choose}
      lang={other}
      // "বাংলা" from its own 1 KB font (src/fonts.css): an English page need not download the Bengali font.
      ff={other === 'bn' ? "'Relief Bangla Switch', var(--mantine-font-family)" : undefined}
      aria-label={t('nav.switchTo')}
      title={t('nav.switchTo')}
      data-testid="language-switch"
    >
      {t('nav.switchToShort')}
    </Button>
  );
}

/** The sticky top bar: logo, links (a burger menu below the lg breakpoint), language, theme toggle, Login / Logout. */
export function Navbar() {
  const { t, i18n } = useTranslation(SHELL_NS);
  const { isAuthenticated } = useAuth();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Any navigation (a link in the page, back/forward) closes the mobile menu.
  useEffect(() => close(), [pathname, close]);
  // Escape closes it too, and gives the focus back to the button that opened it.
  const burger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      burger.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, close]);
  const { current } = useCatalog();
  const routes = current.routes;
  const links = navbarLinks(routes, isAuthenticated, asLanguage(i18n.language) ?? 'en');
  // The page a remote marks for signing in (none known: the Login button is left out).
  const signIn = signInPath(routes);

  const onLogout = () => {
    logout();
    close();
    navigate(signIn ?? '/');
  };

  const authButton = isAuthenticated ? (
    <Button variant="outline" color="pink" onClick={onLogout}>
      {t('nav.logout')}
    </Button>
  ) : signIn ? (
    <Button component={Link} to={signIn} color="pink" onClick={close}>
      {t('nav.login')}
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
      {/* The first stop of the keyboard: straight to the page (WCAG 2.4.1), seen only when focused (focus.css). */}
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      {/* (The class names: the page's layout without JavaScript, scripts/lib/first-screen.mjs NO_SCRIPT_NAV.) */}
      <Container size={CONTAINER_MAX_WIDTH} h={64} className="frame-bar">
        <Group h="100%" justify="space-between" wrap="nowrap" className="frame-row">
          <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={t('nav.home')} onClick={close}>
            <Group gap={8} wrap="nowrap">
              <IconHeartHandshake size={30} color="var(--mantine-color-pink-6)" aria-hidden />
              <Text fw={800} fz="xl" c="var(--mantine-color-pink-text)">
                Relief
              </Text>
            </Group>
          </Anchor>
          <Group component="nav" aria-label={t('nav.main')} gap="md" visibleFrom="lg" wrap="nowrap" className="frame-nav">
            {links.map((item) => (
              <NavLinkItem key={item.to} item={item} pathname={pathname} routes={routes} />
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            <ColorSchemeToggle />
            <Box visibleFrom="lg" className="frame-auth">
              {authButton}
            </Box>
            <Burger
              ref={burger}
              opened={opened}
              onClick={toggle}
              hiddenFrom="lg"
              aria-label={opened ? t('nav.close') : t('nav.open')}
              aria-expanded={opened}
              aria-controls="mobile-menu"
            />
          </Group>
        </Group>
      </Container>
      {opened && (
        <Box hiddenFrom="lg" id="mobile-menu">
          <Container size={CONTAINER_MAX_WIDTH} pb="md">
            <Stack component="nav" aria-label={t('nav.mobile')} gap={4}>
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
