import { useState, type FormEvent } from 'react';
import { Button, Grid, Paper, Stack, TextInput } from '@mantine/core';
import { Textarea } from 'shared-auth/forms';
import { IconSend } from '@tabler/icons-react';
import { errorMessage } from 'shared-auth';
import { usePublicSendContactMessageMutation } from './contact-api';
import { validateContact, type ContactErrors, type ContactValues } from './validate-contact';
import { toastError, toastSuccess } from '../common/notify';
import '../common/form-styles';

const EMPTY: ContactValues = { name: '', phone: '', email: '', subject: '', message: '' };

/** The contact form (its section and heading are the landing page's): the message is stored by the API and read by admins in the dashboard. */
export default function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [send, { isLoading }] = usePublicSendContactMessageMutation();

  const field = (key: keyof ContactValues) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
    },
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await send({
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      }).unwrap();
      toastSuccess(answer.message, 'Message sent');
      setValues(EMPTY);
    } catch (error) {
      toastError(errorMessage(error, 'Your message could not be sent. Please try again.'), 'Message not sent');
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <form onSubmit={onSubmit} noValidate aria-label="Contact">
        <Stack>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Name" placeholder="Your full name" autoComplete="name" required {...field('name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Phone" type="tel" autoComplete="tel" placeholder="+880 1XXX-XXXXXX" {...field('phone')} />
            </Grid.Col>
          </Grid>
          <TextInput
            label="Email"
            description="Optional, if you would like a reply by email"
            type="email"
            autoComplete="email"
            {...field('email')}
          />
          <TextInput label="Subject" required {...field('subject')} />
          <Textarea label="Message" rows={5} required {...field('message')} />
          <Button type="submit" loading={isLoading} leftSection={<IconSend size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
            Send Message
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
