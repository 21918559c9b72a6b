import { useState, type FormEvent } from 'react';
import { Stack, TextInput } from '@mantine/core';
import type { ProfileInput } from 'api/types';
import { FormActions } from '../frame/form-actions';
import { validateProfile, type ProfileErrors } from './profile-values';

interface ProfileFormProps {
  initial: ProfileInput;
  busy?: boolean;
  onSubmit: (values: ProfileInput) => void | Promise<void>;
  onCancel?: () => void;
}

const FIELDS: { key: keyof ProfileInput; label: string; type?: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'image', label: 'Image URL', type: 'url' },
  { key: 'profession', label: 'Profession' },
  { key: 'address', label: 'Address' },
];

/** Name, image, profession and address: all required, prefilled from the record. */
export function ProfileForm({ initial, busy = false, onSubmit, onCancel }: ProfileFormProps) {
  const [values, setValues] = useState<ProfileInput>(initial);
  const [errors, setErrors] = useState<ProfileErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    const firstBad = FIELDS.find((f) => found[f.key]);
    if (firstBad) {
      document.getElementById(`profile-${firstBad.key}`)?.focus();
      return;
    }
    await onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="sm">
        {FIELDS.map((field) => (
          <TextInput
            key={field.key}
            id={`profile-${field.key}`}
            label={field.label}
            type={field.type ?? 'text'}
            required
            value={values[field.key]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((v) => ({ ...v, [field.key]: value }));
              if (errors[field.key]) setErrors((e) => ({ ...e, [field.key]: undefined }));
            }}
            error={errors[field.key]}
          />
        ))}
        <FormActions submitLabel="Update Profile" busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
