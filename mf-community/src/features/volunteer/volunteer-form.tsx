import { lazy, Suspense, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useAuth } from 'shared-auth';
import { notifyError, notifySuccess } from '../common/notify';
import type { MyVolunteer } from 'api/types';
import { NS } from '../../i18n';
import { useCreateVolunteerMutation, useEditVolunteerMutation } from './volunteer-api';
import {
  EMPTY_VOLUNTEER,
  VOLUNTEER_LIMITS,
  validateVolunteer,
  volunteerBody,
  type VolunteerErrors,
  type VolunteerField,
  type VolunteerValues,
} from './validate-volunteer';

/** The upload button (signed-in people only: the API takes pictures from accounts), in a chunk of its own. */
const PhotoUpload = lazy(() => import(/* webpackChunkName: "volunteer-photo-upload" */ './photo-upload'));

const FIELD_ORDER: VolunteerField[] = ['name', 'email', 'phone', 'location', 'profession', 'image'];

function statusOf(error: unknown): unknown {
  return error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined;
}

/** The values of an existing entry, for the update form. */
function valuesOf(entry: MyVolunteer): VolunteerValues {
  return { ...EMPTY_VOLUNTEER, phone: entry.phone, location: entry.location, profession: entry.profession, image: entry.image };
}

/**
 * The volunteer sign-up form. Name and email are hidden for a signed-in person and taken from the
 * account. With `existing` (a signed-in volunteer's own entry) it updates that entry instead.
 */
export function VolunteerForm({ existing }: { existing?: MyVolunteer | null }) {
  const { t } = useTranslation(NS.volunteer);
  const { user } = useAuth();
  const isGuest = !user;
  const updating = !!existing && !isGuest;
  const navigate = useNavigate();
  const [values, setValues] = useState<VolunteerValues>(() => (existing ? valuesOf(existing) : EMPTY_VOLUNTEER));
  const [errors, setErrors] = useState<VolunteerErrors>({});
  /** The server's word on the email (already signed up): shown under the field as it came. */
  const [emailTaken, setEmailTaken] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [createVolunteer, { isLoading: creating }] = useCreateVolunteerMutation();
  const [editVolunteer, { isLoading: saving }] = useEditVolunteerMutation();
  const isLoading = creating || saving;
  const formRef = useRef<HTMLFormElement>(null);

  function errorOf(name: VolunteerField): string | undefined {
    if (name === 'email' && emailTaken) return emailTaken;
    const key = errors[name];
    return key ? t(key) : undefined;
  }

  function field(name: VolunteerField) {
    return {
      name,
      value: values[name],
      error: errorOf(name),
      required: true,
      maxLength: VOLUNTEER_LIMITS[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
        if (name === 'email') setEmailTaken(null);
      },
    };
  }

  function focusFirstError(found: Partial<Record<VolunteerField, unknown>>) {
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setEmailTaken(null);
    const found = validateVolunteer(values, isGuest);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    try {
      if (updating) {
        const { phone, location, profession, image } = volunteerBody(values, false);
        const answer = await editVolunteer({ phone, location, profession, image }).unwrap();
        notifySuccess(answer?.message || t('form.updated'));
        return;
      }
      const answer = await createVolunteer(volunteerBody(values, isGuest)).unwrap();
      notifySuccess(answer?.message || t('form.signedUp'));
      navigate('/about-us');
    } catch (failure) {
      const duplicate = statusOf(failure) === 409;
      const message = errorMessage(failure, duplicate ? t('form.duplicate') : t('form.failed'));
      setFormError(message);
      if (duplicate && isGuest) {
        setEmailTaken(message);
        focusFirstError({ email: message });
      }
      notifyError(message);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="volunteer-title">
      <Stack gap="md">
        {user && (
          <Alert variant="light" icon={<IconUserCheck aria-hidden />} title={updating ? t('form.accountUpdating') : t('form.accountSigningUp')}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.name} ({user.email})
            </Text>
          </Alert>
        )}
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="volunteer-error">
            {formError}
          </Alert>
        )}
        {isGuest && (
          <>
            <TextInput label={t('form.nameLabel')} autoComplete="name" placeholder={t('form.namePlaceholder')} {...field('name')} />
            <TextInput
              label={t('form.emailLabel')}
              type="email"
              autoComplete="email"
              placeholder={t('form.emailPlaceholder')}
              {...field('email')}
            />
          </>
        )}
        <TextInput label={t('form.phoneLabel')} type="tel" autoComplete="tel" placeholder="+880 1712 345678" {...field('phone')} />
        <TextInput
          label={t('form.locationLabel')}
          autoComplete="address-level2"
          placeholder={t('form.locationPlaceholder')}
          {...field('location')}
        />
        <TextInput
          label={t('form.professionLabel')}
          autoComplete="organization-title"
          placeholder={t('form.professionPlaceholder')}
          {...field('profession')}
        />
        <TextInput
          label={t('form.imageLabel')}
          type="url"
          autoComplete="photo"
          placeholder={t('form.imagePlaceholder')}
          description={isGuest ? t('form.imageHintGuest') : t('form.imageHintSignedIn')}
          {...field('image')}
        />
        {!isGuest && (
          <Suspense fallback={null}>
            <PhotoUpload
              onUploaded={(image) => {
                setValues((current) => ({ ...current, image }));
                setErrors((current) => ({ ...current, image: undefined }));
              }}
            />
          </Suspense>
        )}
        <Button type="submit" loading={isLoading} fullWidth mt="xs">
          {updating ? t('form.save') : t('form.submit')}
        </Button>
        <Text ta="center" size="sm">
          <Anchor component={Link} to="/about-us">
            {t('form.toVolunteers')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
