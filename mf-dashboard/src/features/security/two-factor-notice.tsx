import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth, useMeQuery } from 'shared-auth';
import { NS } from '../../i18n';

/**
 * On the admin dashboard while the signed-in admin has not enrolled in two-factor sign-in (GET /me):
 * a link to Security; stronger when the server refuses their changes until they enrol.
 */
export function TwoFactorNotice() {
  const { t } = useTranslation(NS.security);
  const { user } = useAuth();
  const { data: me } = useMeQuery(undefined, { skip: user?.role !== 'admin' });
  if (!me || me.role !== 'admin' || me.twoFactorEnabled) return null;
  const required = me.twoFactorRequired;
  return (
    <Alert
      color={required ? 'red' : 'yellow'}
      variant="light"
      title={t('twoFactor.notice.title')}
      icon={<IconShieldLock aria-hidden />}
      data-testid="two-factor-notice"
      // The yellow title on its light background is below AA: the title takes the text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {required ? t('twoFactor.notice.required') : t('twoFactor.notice.advice')}
        </Text>
        <Button component={Link} to="/dashboard/security" size="xs" variant={required ? 'filled' : 'light'} color={required ? 'red.9' : undefined}>
          {t('twoFactor.notice.link')}
        </Button>
      </Stack>
    </Alert>
  );
}
