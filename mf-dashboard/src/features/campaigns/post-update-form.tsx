import type { FormEvent } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Textarea } from 'shared-auth/forms';
import { errorMessage } from 'shared-auth';
import { i18n, formatCount } from 'shared-auth/i18n';
import { isImageLink } from 'api/rules';
import { NS } from '../../i18n';
import { FormActions } from '../frame/form-actions';
import { useFormFields, type FieldErrors } from '../frame/form-fields';
import { ImageField } from '../frame/image-field';
import { notifyError, notifySuccess } from '../frame/notify';
import { usePostCampaignUpdateMutation } from './updates-api';

export interface UpdateValues {
  body: string;
  image: string;
}

const EMPTY: UpdateValues = { body: '', image: '' };
/** The longest update the form takes (the API refuses longer ones with a message too). */
export const MAX_UPDATE_LENGTH = 5000;

/** What is wrong with an update as typed, in the page's language. */
export function validateUpdate(values: UpdateValues): FieldErrors<UpdateValues> {
  const t = i18n.getFixedT(null, NS.campaigns);
  const errors: FieldErrors<UpdateValues> = {};
  const body = values.body.trim();
  if (!body) errors.body = t('updateForm.errors.bodyRequired');
  else if (body.length > MAX_UPDATE_LENGTH) errors.body = t('updateForm.errors.bodyTooLong', { max: formatCount(MAX_UPDATE_LENGTH) });
  const image = values.image.trim();
  if (image && !isImageLink(image)) errors.image = t('updateForm.errors.imageLink');
  return errors;
}

/** Posts an update to a campaign (text, and a photo if wanted); the donors are mailed by the API. */
export function PostUpdateForm({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation(NS.campaigns);
  const [post, { isLoading }] = usePostCampaignUpdateMutation();
  const { values, errors, set, check, reset } = useFormFields<UpdateValues>(EMPTY, validateUpdate, 'update');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    const image = values.image.trim();
    try {
      const answer = await post({ id: campaignId, body: { body: values.body.trim(), ...(image ? { image } : {}) } }).unwrap();
      notifySuccess(answer.message || t('updateForm.done'));
      reset(EMPTY);
    } catch (error) {
      notifyError(errorMessage(error, t('updateForm.failed')), t('updateForm.failedTitle'));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={isLoading} aria-label={t('updateForm.label')}>
      <Stack gap="sm">
        <Textarea
          id="update-body"
          label={t('updateForm.bodyLabel')}
          description={t('updateForm.bodyDescription')}
          required
          autosize
          minRows={4}
          value={values.body}
          onChange={(e) => set('body', e.currentTarget.value)}
          error={errors.body}
        />
        <ImageField id="update-image" label={t('updateForm.photoLabel')} required={false} value={values.image} onChange={(v) => set('image', v)} error={errors.image} />
        <FormActions submitLabel={t('updateForm.submit')} busy={isLoading} />
      </Stack>
    </form>
  );
}
