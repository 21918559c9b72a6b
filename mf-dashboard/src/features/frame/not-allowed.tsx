import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from 'shared-auth';

/** The document title of the not-allowed screen (pages that show it themselves set it too). */
export const NOT_ALLOWED_TITLE = 'Not allowed';

/** What a signed-in person sees on a dashboard page their role may not open. */
export function NotAllowed() {
  useDocumentTitle(NOT_ALLOWED_TITLE);
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <IconLock size={48} aria-hidden />
      <Title order={2}>You are not allowed to see this page</Title>
      <Text c="dimmed" maw={480}>
        This page is for administrators. If you think you should have access, sign in with an administrator account.
      </Text>
      <Button component={Link} to="/dashboard">
        Back to your dashboard
      </Button>
    </Stack>
  );
}
