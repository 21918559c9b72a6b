import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Textarea } from 'shared-auth/forms';
import type { TestimonialInput } from 'api/types';

interface TestimonialFormProps {
  busy?: boolean;
  onSubmit: (values: TestimonialInput) => void | Promise<void>;
}

/** Title and text, both required. */
export function TestimonialForm({ busy = false, onSubmit }: TestimonialFormProps) {
  const [values, setValues] = useState<TestimonialInput>({ title: '', testimonial: '' });
  const [errors, setErrors] = useState<Partial<TestimonialInput>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<TestimonialInput> = {};
    if (!values.title.trim()) found.title = 'Title is required';
    if (!values.testimonial.trim()) found.testimonial = 'Testimonial is required';
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
          label="Title"
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
          label="Testimonial"
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
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
