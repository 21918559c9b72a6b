import { Stack } from '@mantine/core';
import { NavLink } from 'shared-auth/overlays';
import {
  IconCash,
  IconHistory,
  IconCirclePlus,
  IconHeartHandshake,
  IconLayoutDashboard,
  IconListDetails,
  IconMail,
  IconMessageStar,
  IconQuote,
  IconShieldLock,
  IconTags,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'shared-auth';
import { NS } from '../../i18n';
import { menuItems, type MenuItem } from './menu-items';

const ICONS: Record<MenuItem['icon'], typeof IconUsers> = {
  overview: IconLayoutDashboard,
  users: IconUsers,
  donations: IconHeartHandshake,
  create: IconCirclePlus,
  services: IconListDetails,
  testimonial: IconMessageStar,
  testimonials: IconQuote,
  volunteers: IconUsersGroup,
  messages: IconMail,
  security: IconShieldLock,
  payments: IconCash,
  audit: IconHistory,
  causes: IconTags,
};

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The dashboard's side menu, by role. `onNavigate` closes the phone drawer after a choice. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  useTranslation(NS.frame); // the labels (menuItems) follow the page's language
  const { user } = useAuth();
  const { pathname } = useLocation();
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {menuItems(user?.role, user?.email).map((item) => {
        const Icon = ICONS[item.icon];
        const active = matchPath({ path: decoded(item.to), end: item.end ?? false }, decoded(pathname)) !== null;
        return (
          <li key={item.to}>
            <NavLink
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            />
          </li>
        );
      })}
    </Stack>
  );
}
