import { Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useDocumentTitle } from 'shared-auth';
import { notifyError, notifySuccess } from '../frame/notify';
import { TestimonialForm } from './testimonial-form';
import { useDashboardCreateTestimonialMutation } from './testimonials-api';

/** Share a testimonial; it appears on the landing page, where we go next. */
export function CreateTestimonialPage() {
  useDocumentTitle('Share Your Experience');
  const [createTestimonial, { isLoading }] = useDashboardCreateTestimonialMutation();
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={720}>
      <div>
        <Title order={2}>Share Your Experience</Title>
        <Text c="dimmed">Your words appear on the home page under your name.</Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <TestimonialForm
          busy={isLoading}
          onSubmit={async (values) => {
            try {
              const answer = await createTestimonial(values).unwrap();
              notifySuccess(answer.message || 'Thank you for sharing your experience.');
              navigate('/');
            } catch (error) {
              notifyError(errorMessage(error, 'Your testimonial could not be saved.'), 'Could not save the testimonial');
            }
          }}
        />
      </Paper>
    </Stack>
  );
}
