import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/** Placeholder rows while the wall loads. */
export function LoadingComments() {
  const { t } = useTranslation(NS.wall);
  return (
    <Stack gap="md" p="md" role="status" aria-busy="true" aria-label={t('list.loading')}>
      {[0, 1, 2, 3].map((i) => (
        <Group key={i} wrap="nowrap" align="flex-start">
          <Skeleton circle height={38} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="35%" />
            <Skeleton height={10} />
            <Skeleton height={10} width="80%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
