import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from 'shared-auth';

/** A dashboard address that matches no screen. */
export function DashboardNotFound() {
  useDocumentTitle('Page not found');
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={2}>Page not found</Title>
      <Text c="dimmed">There is no dashboard page at this address.</Text>
      <Button component={Link} to="/dashboard">
        Back to your dashboard
      </Button>
    </Stack>
  );
}
