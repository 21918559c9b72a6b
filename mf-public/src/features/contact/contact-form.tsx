import { useState, type FormEvent } from 'react';
import { Button, Grid, Paper, Stack, TextInput } from '@mantine/core';
import { Textarea } from 'shared-auth/forms';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useFieldErrors } from 'shared-auth/i18n';
import { errorMessage } from 'shared-auth';
import { NS } from '../../i18n';
import { asciiDigits } from '../common/digits';
import { usePublicSendContactMessageMutation } from './contact-api';
import { validateContact, type ContactErrors, type ContactValues } from './validate-contact';
import { referenceFrom } from './contact-link';
import { toastError, toastSuccess } from '../common/notify';
import '../common/form-styles';

const EMPTY: ContactValues = { name: '', phone: '', email: '', subject: '', message: '' };

/**
 * The contact form (its section and heading are the landing page's): the message is stored by the API
 * and read by admins in the dashboard. Opened from a guest's pledge (/?ref=RLF-66#contact), its
 * subject and message start with the pledge's reference.
 */
export default function ContactForm() {
  const { t } = useTranslation([NS.contact, NS.forms]);
  const [search] = useSearchParams();
  const [values, setValues] = useState<ContactValues>(() => {
    const reference = referenceFrom(search);
    return reference ? { ...EMPTY, subject: t('prefill.subject', { reference }), message: t('prefill.message', { reference }) } : EMPTY;
  });
  const [errors, , showErrors] = useFieldErrors<ContactErrors>(() => validateContact(t, values));
  const [send, { isLoading }] = usePublicSendContactMessageMutation();

  const field = (key: keyof ContactValues) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(t, values);
    showErrors(found, event.currentTarget);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await send({
        name: values.name.trim(),
        phone: asciiDigits(values.phone.trim()),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      }).unwrap();
      toastSuccess(answer.message, t('sent'));
      setValues(EMPTY);
    } catch (error) {
      toastError(errorMessage(error, t('sendFailed')), t('notSent'));
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <form onSubmit={onSubmit} noValidate aria-label={t('form')}>
        <Stack>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('name')} placeholder={t('namePlaceholder')} autoComplete="name" required {...field('name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('phone')} type="tel" autoComplete="tel" placeholder={t('phonePlaceholder')} {...field('phone')} />
            </Grid.Col>
          </Grid>
          <TextInput
            label={t('email')}
            description={t('emailHint')}
            type="email"
            autoComplete="email"
            {...field('email')}
          />
          <TextInput label={t('subject')} required {...field('subject')} />
          <Textarea label={t('message')} rows={5} required {...field('message')} />
          <Button type="submit" loading={isLoading} leftSection={<IconSend size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
            {t('send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
