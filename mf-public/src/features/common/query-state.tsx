import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from 'shared-auth';

// The loader has a module of its own: the pages module (every public page) needs it, not the error block and its icon.
export { LoadingBlock } from './loading-block';

/** A failed query: what went wrong, and a way to try again. */
export function ErrorBlock({
  error,
  title = 'Could not load this',
  onRetry,
  children,
}: {
  error: unknown;
  title?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        {children}
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
