import { Alert, Button, Card, EmptyState, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconUsers } from '@tabler/icons-react';
import { errorMessage } from 'shared-auth';
import { useGetVolunteersQuery } from './volunteers-api';
import { VolunteerCard } from './volunteer-card';

const COLUMNS = { base: 2, md: 3, lg: 4 };

function LoadingVolunteers() {
  return (
    <SimpleGrid cols={COLUMNS} role="status" aria-busy="true" aria-label="Loading volunteers">
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
  const { data, isLoading, isError, error, refetch, isFetching } = useGetVolunteersQuery();

  if (isLoading) return <LoadingVolunteers />;
  if (isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Could not load the volunteers">
        {errorMessage(error, 'Something went wrong while loading the volunteers.')}
        <div>
          <Button mt="sm" size="xs" variant="light" color="red" onClick={() => refetch()} loading={isFetching}>
            Try again
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
        title="No volunteers yet"
        description="Be the first to join the relief effort."
      />
    );
  }
  return (
    <SimpleGrid component="ul" cols={COLUMNS} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Our volunteers">
      {data.map((volunteer) => (
        <VolunteerCard key={volunteer._id} volunteer={volunteer} />
      ))}
    </SimpleGrid>
  );
}
