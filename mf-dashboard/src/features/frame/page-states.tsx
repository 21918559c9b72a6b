import type { ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-auth';
import { i18n } from 'shared-auth/i18n';
import { NS } from '../../i18n';

/** Shown while a screen's data is on its way. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation(NS.common);
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{label ?? t('loading')}</Text>
      </Group>
    </Center>
  );
}

/** A warning about something the person just did (an alert, read out at once): red for a failure, yellow to ask before going on. */
export function WarningAlert({ color, title, children }: { color: 'red' | 'yellow'; title: string; children: ReactNode }) {
  return (
    <Alert color={color} variant="light" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      {children}
    </Alert>
  );
}

/** Shown when a screen's data could not be loaded, with the reason and a way to try again. */
export function ErrorState({
  error,
  title,
  onRetry,
}: {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation(NS.common);
  return (
    <Alert color="red" variant="light" title={title ?? t('couldNotLoadPage')} icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/**
 * Empty text for a table: the screen's own wording, or a note (in the page's language) that the
 * search matched nothing.
 */
export function emptyText(query: string, whenEmpty: string): string {
  return query ? i18n.t('nothingMatches', { ns: NS.common, query }) : whenEmpty;
}
