import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from 'shared-auth';
import { NS } from '../../i18n';

/** A dashboard address that matches no screen. */
export function DashboardNotFound() {
  const { t } = useTranslation(NS.frame);
  useDocumentTitle(t('notFound.title'));
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={2}>{t('notFound.title')}</Title>
      <Text c="dimmed">{t('notFound.text')}</Text>
      <Button component={Link} to="/dashboard">
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}
