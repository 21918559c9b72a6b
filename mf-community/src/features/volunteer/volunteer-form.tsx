import { lazy, Suspense, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconUserCheck } from '@tabler/icons-react';
import { errorMessage, useAuth } from 'shared-auth';
import { notifyError, notifySuccess } from '../common/notify';
import type { MyVolunteer } from 'api/types';
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
  const { user } = useAuth();
  const isGuest = !user;
  const updating = !!existing && !isGuest;
  const navigate = useNavigate();
  const [values, setValues] = useState<VolunteerValues>(() => (existing ? valuesOf(existing) : EMPTY_VOLUNTEER));
  const [errors, setErrors] = useState<VolunteerErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [createVolunteer, { isLoading: creating }] = useCreateVolunteerMutation();
  const [editVolunteer, { isLoading: saving }] = useEditVolunteerMutation();
  const isLoading = creating || saving;
  const formRef = useRef<HTMLFormElement>(null);

  function field(name: VolunteerField) {
    return {
      name,
      value: values[name],
      error: errors[name],
      required: true,
      maxLength: VOLUNTEER_LIMITS[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  function focusFirstError(found: VolunteerErrors) {
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
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
        notifySuccess(answer?.message || 'Your volunteer entry was updated.');
        return;
      }
      const answer = await createVolunteer(volunteerBody(values, isGuest)).unwrap();
      notifySuccess(answer?.message || 'Thank you for signing up as a volunteer!');
      navigate('/about-us');
    } catch (failure) {
      const duplicate = statusOf(failure) === 409;
      const message = errorMessage(
        failure,
        duplicate ? 'This email is already signed up as a volunteer.' : 'Could not sign you up. Please try again.',
      );
      setFormError(message);
      if (duplicate && isGuest) {
        setErrors((current) => ({ ...current, email: message }));
        focusFirstError({ email: message });
      }
      notifyError(message);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="volunteer-title">
      <Stack gap="md">
        {user && (
          <Alert variant="light" icon={<IconUserCheck aria-hidden />} title={updating ? 'Your volunteer entry' : 'Signing up with your account'}>
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
            <TextInput label="Name" autoComplete="name" placeholder="Your full name" {...field('name')} />
            <TextInput label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...field('email')} />
          </>
        )}
        <TextInput label="Phone" type="tel" autoComplete="tel" placeholder="+880 1712 345678" {...field('phone')} />
        <TextInput label="Location" autoComplete="address-level2" placeholder="City or district" {...field('location')} />
        <TextInput label="Profession" autoComplete="organization-title" placeholder="e.g. Nurse, Engineer, Student" {...field('profession')} />
        <TextInput
          label="Image"
          type="url"
          autoComplete="photo"
          placeholder="https://example.com/your-photo.jpg"
          description={isGuest ? 'A link to a photo of you (http:// or https://). Signed in, you can upload one instead.' : 'A link to a photo of you (http:// or https://), or upload one'}
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
          {updating ? 'Save changes' : 'Sign up'}
        </Button>
        <Text ta="center" size="sm">
          <Anchor component={Link} to="/about-us">
            Already Have an Account? Visit Volunteer
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
