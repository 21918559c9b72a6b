import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Textarea } from 'shared-auth/forms';
import type { TestimonialInput } from 'api/types';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

interface TestimonialFormProps {
  busy?: boolean;
  onSubmit: (values: TestimonialInput) => void | Promise<void>;
}

/** Title and text, both required. */
export function TestimonialForm({ busy = false, onSubmit }: TestimonialFormProps) {
  const { t } = useTranslation(NS.testimonials);
  const [values, setValues] = useState<TestimonialInput>({ title: '', testimonial: '' });
  const [errors, setErrors] = useState<Partial<TestimonialInput>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<TestimonialInput> = {};
    if (!values.title.trim()) found.title = t('form.titleRequired');
    if (!values.testimonial.trim()) found.testimonial = t('form.testimonialRequired');
    setErrors(found);
    if (found.title || found.testimonial) {
      document.getElementById(found.title ? 'testimonial-title' : 'testimonial-text')?.focus();
      return;
    }
    await onSubmit({ title: values.title.trim(), testimonial: values.testimonial.trim() });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="sm">
        <TextInput
          id="testimonial-title"
          label={t('form.titleLabel')}
          required
          value={values.title}
          onChange={(e) => {
            const title = e.currentTarget.value;
            setValues((v) => ({ ...v, title }));
          }}
          error={errors.title}
        />
        <Textarea
          id="testimonial-text"
          label={t('form.testimonialLabel')}
          required
          autosize
          minRows={5}
          value={values.testimonial}
          onChange={(e) => {
            const testimonial = e.currentTarget.value;
            setValues((v) => ({ ...v, testimonial }));
          }}
          error={errors.testimonial}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
