import { Container, Paper, Text, Title } from '@mantine/core';
import { useDocumentTitle } from 'shared-auth';
import { VolunteerForm } from './volunteer-form';
import '@mantine/core/styles/Input.css';

/** /volunteer: the volunteer sign-up (guests and signed-in people). */
export default function VolunteerPage() {
  // The heading says "Sign Up" under the volunteer call; alone in a tab it reads like /register.
  useDocumentTitle('Volunteer Sign Up');
  return (
    <Container size={560} px={0} py="xs">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <Title order={1} id="volunteer-title" ta="center">
          Sign Up
        </Title>
        <Text c="dimmed" ta="center" size="sm" mt={4} mb="lg">
          Join our volunteers and help families rebuild after a disaster.
        </Text>
        <VolunteerForm />
      </Paper>
    </Container>
  );
}
