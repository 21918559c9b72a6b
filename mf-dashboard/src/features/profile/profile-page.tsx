import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth, useDocumentTitle } from 'shared-auth';
import { NS } from '../../i18n';
import { EmailStatus } from './email-status';
import { avatarSrc } from '../frame/avatar-src';
import { initials } from '../frame/initials';
import { ErrorState, LoadingState } from '../frame/page-states';
import { useUserByEmailQuery } from './profile-api';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );
}

/** The signed-in person's own record. */
export function ProfilePage() {
  const { t } = useTranslation(NS.profile);
  useDocumentTitle(t('title'));
  const { user: me } = useAuth();
  const email = me?.email ?? '';
  const { data: user, isLoading, error, refetch } = useUserByEmailQuery(email, { skip: !email });
  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>{t('title')}</Title>
      {isLoading ? <LoadingState label={t('loading')} /> : null}
      {error ? <ErrorState error={error} title={t('loadFailed')} onRetry={refetch} /> : null}
      {user ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Group gap="lg" wrap="wrap">
              <Avatar src={avatarSrc(user.image)} alt={t('pictureAlt', { name: user.name })} size={96} radius={96} color="blue">
                {initials(user.name)}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Text fz="xl" fw={700}>
                  {user.name}
                </Text>
                <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Text>
              </div>
            </Group>
            <EmailStatus />
            <Field label={t('fields.profession')} value={user.profession} />
            <Field label={t('fields.address')} value={user.address} />
            <Group>
              <Button component={Link} to={`/dashboard/edit-profile/${user._id}`} leftSection={<IconEdit size={16} aria-hidden />}>
                {t('edit')}
              </Button>
              <Button component={Link} to="/dashboard/security" variant="default" leftSection={<IconShieldLock size={16} aria-hidden />}>
                {t('security')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
