import type { FormEvent } from 'react';
import { Stack, TextInput } from '@mantine/core';
import type { ProfileInput } from 'api/types';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { FormActions } from '../frame/form-actions';
import { ImageField } from '../frame/image-field';
import { useFormFields } from '../frame/form-fields';
import { validateProfile } from './profile-values';

interface ProfileFormProps {
  initial: ProfileInput;
  busy?: boolean;
  onSubmit: (values: ProfileInput) => void | Promise<void>;
  onCancel?: () => void;
}

const FIELDS: { key: keyof ProfileInput; type?: string }[] = [{ key: 'name' }, { key: 'image' }, { key: 'profession' }, { key: 'address' }];

/** Name, image, profession and address: all required, prefilled from the record. */
export function ProfileForm({ initial, busy = false, onSubmit, onCancel }: ProfileFormProps) {
  const { t } = useTranslation(NS.profile);
  const label = { name: t('fields.name'), image: t('fields.image'), profession: t('fields.profession'), address: t('fields.address') };
  const { values, errors, set, check } = useFormFields<ProfileInput>(initial, validateProfile, 'profile');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    await onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="sm">
        {FIELDS.map((field) =>
          field.key === 'image' ? (
            <ImageField key="image" id="profile-image" label={label.image} value={values.image} onChange={(v) => set('image', v)} error={errors.image} />
          ) : (
          <TextInput
            key={field.key}
            id={`profile-${field.key}`}
            label={label[field.key]}
            type={field.type ?? 'text'}
            required
            value={values[field.key]}
            onChange={(event) => set(field.key, event.currentTarget.value)}
            error={errors[field.key]}
          />
          ),
        )}
        <FormActions submitLabel={t('editPage.submit')} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
