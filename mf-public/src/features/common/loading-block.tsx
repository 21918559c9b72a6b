import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/**
 * A centred loader with a text for screen readers. It never waits for its strings: it is also
 * what a page shows while its code and strings load (pages.tsx), so until "Loading…" is there
 * it shows the loader alone.
 */
export function LoadingBlock({ label, minHeight = 160 }: { label?: string; minHeight?: number }) {
  const { t, ready } = useTranslation(NS.common, { useSuspense: false });
  const text = label ?? (ready ? t('loading') : '');
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
