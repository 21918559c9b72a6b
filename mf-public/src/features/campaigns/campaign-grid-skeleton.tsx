import { Card, SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/** Placeholder cards of the same size as the real ones while campaigns load. */
export function CampaignGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation(NS.campaigns);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" role="status" aria-label={t('list.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder radius="md" padding="md">
          <Card.Section>
            <Skeleton style={{ aspectRatio: '16 / 10' }} radius={0} />
          </Card.Section>
          <Skeleton height={18} width="30%" mt="md" />
          <Skeleton height={22} mt="sm" />
          <Skeleton height={40} mt="sm" />
          <Skeleton height={10} mt="md" />
          <Skeleton height={34} mt="md" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
