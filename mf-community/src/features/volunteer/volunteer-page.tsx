import { Alert, Container, Loader, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage, useAuth, useDocumentTitle } from 'shared-auth';
import { NS } from '../../i18n';
import { useGetMyVolunteerQuery } from './volunteer-api';
import { VolunteerForm } from './volunteer-form';
import '@mantine/core/styles/Input.css';

/**
 * /volunteer: the volunteer sign-up (guests and signed-in people). A signed-in person who has
 * signed up already sees their own entry to update instead.
 */
export default function VolunteerPage() {
  // The heading says "Sign Up" under the volunteer call; alone in a tab it reads like /register.
  const { t } = useTranslation(NS.volunteer);
  useDocumentTitle(t('documentTitle'));
  const { user } = useAuth();
  const mine = useGetMyVolunteerQuery(user?.sub ?? '', { skip: !user });
  const existing = user ? mine.data : null;
  return (
    <Container size={560} px={0} py="xs">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <Title order={1} id="volunteer-title" ta="center">
          {existing ? t('titleExisting') : t('title')}
        </Title>
        <Text c="dimmed" ta="center" size="sm" mt={4} mb="lg">
          {existing ? t('introExisting') : t('intro')}
        </Text>
        {user && mine.isLoading ? (
          <Loader aria-label={t('loadingEntry')} mx="auto" display="block" />
        ) : user && mine.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(mine.error, t('loadEntryFailed'))}
          </Alert>
        ) : (
          // Keyed so the form starts again from the entry once it has loaded.
          <VolunteerForm key={existing?._id ?? 'new'} existing={existing} />
        )}
      </Paper>
    </Container>
  );
}
