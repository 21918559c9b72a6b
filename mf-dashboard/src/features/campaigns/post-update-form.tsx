import type { FormEvent } from 'react';
import { Stack } from '@mantine/core';
import { Textarea } from 'shared-auth/forms';
import { errorMessage } from 'shared-auth';
import { isImageLink } from 'api/rules';
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

export function validateUpdate(values: UpdateValues): FieldErrors<UpdateValues> {
  const errors: FieldErrors<UpdateValues> = {};
  const body = values.body.trim();
  if (!body) errors.body = 'Write the update';
  else if (body.length > MAX_UPDATE_LENGTH) errors.body = `At most ${MAX_UPDATE_LENGTH.toLocaleString('en-US')} characters`;
  const image = values.image.trim();
  if (image && !isImageLink(image)) errors.image = 'Enter a web address starting with http:// or https://, or upload a photo';
  return errors;
}

/** Posts an update to a campaign (text, and a photo if wanted); the donors are mailed by the API. */
export function PostUpdateForm({ campaignId }: { campaignId: string }) {
  const [post, { isLoading }] = usePostCampaignUpdateMutation();
  const { values, errors, set, check, reset } = useFormFields<UpdateValues>(EMPTY, validateUpdate, 'update');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    const image = values.image.trim();
    try {
      const answer = await post({ id: campaignId, body: { body: values.body.trim(), ...(image ? { image } : {}) } }).unwrap();
      notifySuccess(answer.message || 'Update posted; the donors are being told.');
      reset(EMPTY);
    } catch (error) {
      notifyError(errorMessage(error, 'The update could not be posted.'), 'Could not post the update');
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={isLoading} aria-label="Post an update">
      <Stack gap="sm">
        <Textarea
          id="update-body"
          label="Update"
          description="What has happened since: what the money did, what comes next. Every donor with a confirmed gift gets it by mail."
          required
          autosize
          minRows={4}
          value={values.body}
          onChange={(e) => set('body', e.currentTarget.value)}
          error={errors.body}
        />
        <ImageField id="update-image" label="Photo (optional)" required={false} value={values.image} onChange={(v) => set('image', v)} error={errors.image} />
        <FormActions submitLabel="Post update" busy={isLoading} />
      </Stack>
    </form>
  );
}
