import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-auth';
import { NS } from '../../i18n';

// The loader has a module of its own: the pages module (every public page) needs it, not the error block and its icon.
export { LoadingBlock } from './loading-block';

/** A failed query: what went wrong, and a way to try again. */
export function ErrorBlock({
  error,
  title,
  onRetry,
  children,
}: {
  error: unknown;
  title?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(NS.common);
  return (
    <Alert color="red" variant="light" title={title ?? t('error.title')} icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error, t('error.fallback'))}</Text>
        {children}
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('error.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
