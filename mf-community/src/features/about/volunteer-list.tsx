import { Alert, Button, Card, EmptyState, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-auth';
import { NS } from '../../i18n';
import { useGetVolunteersQuery } from './volunteers-api';
import { VolunteerCard } from './volunteer-card';

const COLUMNS = { base: 2, md: 3, lg: 4 };

function LoadingVolunteers() {
  const { t } = useTranslation(NS.about);
  return (
    <SimpleGrid cols={COLUMNS} role="status" aria-busy="true" aria-label={t('list.loading')}>
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} withBorder radius="md" padding="lg">
          <Stack align="center" gap="xs">
            <Skeleton circle height={96} />
            <Skeleton height={14} width="60%" mt="xs" />
            <Skeleton height={10} width="45%" />
            <Skeleton height={10} width="40%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The volunteers from the API: photo (or initials), name, profession, location. */
export function VolunteerList() {
  const { t } = useTranslation([NS.about, NS.common]);
  const { data, isLoading, isError, error, refetch, isFetching } = useGetVolunteersQuery();

  if (isLoading) return <LoadingVolunteers />;
  if (isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('list.errorTitle')}>
        {errorMessage(error, t('list.errorFallback'))}
        <div>
          <Button mt="sm" size="xs" variant="light" color="red" onClick={() => refetch()} loading={isFetching}>
            {t('community-common:tryAgain')}
          </Button>
        </div>
      </Alert>
    );
  }
  if (!data || data.length === 0) {
    return (
      <EmptyState
        icon={<IconUsers size={32} aria-hidden />}
        withIndicatorBackground
        title={t('list.emptyTitle')}
        description={t('list.emptyText')}
      />
    );
  }
  return (
    <SimpleGrid component="ul" cols={COLUMNS} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('list.label')}>
      {data.map((volunteer) => (
        <VolunteerCard key={volunteer._id} volunteer={volunteer} />
      ))}
    </SimpleGrid>
  );
}
