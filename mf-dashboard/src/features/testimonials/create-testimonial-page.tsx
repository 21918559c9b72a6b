import { Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage, useDocumentTitle } from 'shared-auth';
import { NS } from '../../i18n';
import { notifyError, notifySuccess } from '../frame/notify';
import { TestimonialForm } from './testimonial-form';
import { useDashboardCreateTestimonialMutation } from './testimonials-api';

/** Share a testimonial; it appears on the landing page, where we go next. */
export function CreateTestimonialPage() {
  const { t } = useTranslation(NS.testimonials);
  useDocumentTitle(t('create.title'));
  const [createTestimonial, { isLoading }] = useDashboardCreateTestimonialMutation();
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={720}>
      <div>
        <Title order={2}>{t('create.title')}</Title>
        <Text c="dimmed">{t('create.intro')}</Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <TestimonialForm
          busy={isLoading}
          onSubmit={async (values) => {
            try {
              const answer = await createTestimonial(values).unwrap();
              notifySuccess(answer.message || t('create.done'));
              navigate('/');
            } catch (error) {
              notifyError(errorMessage(error, t('create.failed')), t('create.failedTitle'));
            }
          }}
        />
      </Paper>
    </Stack>
  );
}
