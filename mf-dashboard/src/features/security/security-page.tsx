import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth, useDocumentTitle, useMeQuery } from 'shared-auth';
import { NS } from '../../i18n';
import { ErrorState, LoadingState } from '../frame/page-states';
import { ChangePasswordForm } from './change-password-form';
import { SignOutEverywhere } from './sign-out-everywhere';
import { TwoFactorSection } from './two-factor-section';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={3} id={id} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** /dashboard/security: change the password; for admins, two-factor sign-in (GET /me says its state); sign out everywhere. */
export function SecurityPage() {
  const { t } = useTranslation(NS.security);
  useDocumentTitle(t('title'));
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const me = useMeQuery(undefined, { skip: !isAdmin, refetchOnMountOrArgChange: true });

  return (
    <Stack gap="md" maw={720}>
      <div>
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed">{isAdmin ? t('introAdmin') : t('intro')}</Text>
      </div>
      <Section id="password-title" title={t('passwordSection')}>
        <ChangePasswordForm />
      </Section>
      {isAdmin ? (
        <Section id="two-factor-title" title={t('twoFactorSection')}>
          {me.isLoading ? <LoadingState label={t('loadingAccount')} /> : null}
          {me.error && !me.data ? <ErrorState error={me.error} title={t('accountFailed')} onRetry={me.refetch} /> : null}
          {me.data ? <TwoFactorSection me={me.data} onChanged={me.refetch} /> : null}
        </Section>
      ) : null}
      <Section id="sessions-title" title={t('sessionsSection')}>
        <SignOutEverywhere />
      </Section>
    </Stack>
  );
}
