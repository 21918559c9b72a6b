import { Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@relief.test', password: 'relief-admin' },
  { role: 'user', email: 'user@relief.test', password: 'relief-user' },
] as const;

/** The demo accounts, shown on the sign-in page, with a button to fill them in. */
export function DemoCredentials({ onUse }: { onUse: (email: string, password: string) => void }) {
  const { t } = useTranslation(NS.login);
  const roles = { admin: t('demo.admin'), user: t('demo.user') };
  const fillLabels = { admin: t('demo.useAdmin'), user: t('demo.useUser') };
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)" aria-labelledby="demo-accounts-title">
      <Text id="demo-accounts-title" fw={600} size="sm" mb="xs">
        {t('demo.title')}
      </Text>
      <Stack gap="xs">
        {DEMO_ACCOUNTS.map((a) => (
          <Group key={a.email} justify="space-between" wrap="nowrap" gap="xs" align="center">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {roles[a.role]}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Code style={{ whiteSpace: 'nowrap' }}>{a.email}</Code> / <Code style={{ whiteSpace: 'nowrap' }}>{a.password}</Code>
              </Text>
            </div>
            <Button
              size="compact-sm"
              variant="light"
              // Never squeezed by the long email beside it (at 375 px it was cut to "Us").
              style={{ flexShrink: 0 }}
              onClick={() => onUse(a.email, a.password)}
              aria-label={fillLabels[a.role]}
            >
              {t('demo.use')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
