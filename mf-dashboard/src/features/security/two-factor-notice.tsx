import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useAuth, useMeQuery } from 'shared-auth';

/**
 * On the admin dashboard while the signed-in admin has not enrolled in two-factor sign-in (GET /me):
 * a link to Security; stronger when the server refuses their changes until they enrol.
 */
export function TwoFactorNotice() {
  const { user } = useAuth();
  const { data: me } = useMeQuery(undefined, { skip: user?.role !== 'admin' });
  if (!me || me.role !== 'admin' || me.twoFactorEnabled) return null;
  const required = me.twoFactorRequired;
  return (
    <Alert
      color={required ? 'red' : 'yellow'}
      variant="light"
      title="Two-factor sign-in is off"
      icon={<IconShieldLock aria-hidden />}
      data-testid="two-factor-notice"
      // The yellow title on its light background is below AA: the title takes the text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {required
            ? 'Until you set it up, the server refuses your changes as an administrator (creating, editing or deleting anything).'
            : 'Anyone who learns this administrator password can sign in with it. Add a code from an authenticator app to every sign-in.'}
        </Text>
        <Button component={Link} to="/dashboard/security" size="xs" variant={required ? 'filled' : 'light'} color={required ? 'red.9' : undefined}>
          Set up two-factor sign-in
        </Button>
      </Stack>
    </Alert>
  );
}
