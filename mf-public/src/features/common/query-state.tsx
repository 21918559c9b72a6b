import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from 'shared-auth';

/** A centred loader with a text for screen readers. */
export function LoadingBlock({ label = 'Loading…', minHeight = 160 }: { label?: string; minHeight?: number }) {
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

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
