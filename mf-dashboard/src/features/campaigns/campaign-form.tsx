import type { FormEvent } from 'react';
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { Textarea } from 'shared-auth/forms';
import { CAUSES } from 'api/types';
import { FormActions } from '../frame/form-actions';
import { ImageField } from '../frame/image-field';
import { useFormFields } from '../frame/form-fields';
import { EMPTY_CAMPAIGN, validateCampaign, type CampaignValues } from './campaign-values';

interface CampaignFormProps {
  initial?: CampaignValues;
  submitLabel: string;
  busy?: boolean;
  /** Called with valid values; resolve true to clear the form (after creating). */
  onSubmit: (values: CampaignValues) => Promise<boolean | void> | void;
  onCancel?: () => void;
  /** Prefix for element ids, so two forms on one page keep unique ids. */
  idPrefix?: string;
}

/**
 * The category choices of the native select: a "Choose a category" prompt (empty, so the
 * required check catches it; not selectable again), the causes, and a campaign's own category
 * when it is not one of them (editing must not change it silently).
 */
function categoryOptions(current: string) {
  const causes: string[] = [...CAUSES];
  return [
    { value: '', label: 'Choose a category', disabled: true },
    ...causes.map((c) => ({ value: c, label: c })),
    ...(current && !causes.includes(current) ? [{ value: current, label: current }] : []),
  ];
}

/** The five campaign fields with their checks; used to create and to edit. */
export function CampaignForm({ initial = EMPTY_CAMPAIGN, submitLabel, busy = false, onSubmit, onCancel, idPrefix = 'campaign' }: CampaignFormProps) {
  const { values, errors, set, check, reset } = useFormFields<CampaignValues>(initial, validateCampaign, idPrefix);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    const clear = await onSubmit(values);
    if (clear === true) reset(EMPTY_CAMPAIGN);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="sm">
        <ImageField id={`${idPrefix}-image`} label="Image URL" value={values.image} onChange={(v) => set('image', v)} error={errors.image} />
        <NativeSelect
          id={`${idPrefix}-category`}
          label="Category"
          required
          data={categoryOptions(values.category)}
          value={values.category}
          onChange={(e) => set('category', e.currentTarget.value)}
          error={errors.category}
        />
        <TextInput
          id={`${idPrefix}-title`}
          label="Title"
          required
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
        />
        <TextInput
          id={`${idPrefix}-amount`}
          label="Amount (Tk)"
          description="The target to raise"
          inputMode="decimal"
          required
          value={values.amount}
          onChange={(e) => set('amount', e.currentTarget.value)}
          error={errors.amount}
        />
        <Textarea
          id={`${idPrefix}-description`}
          label="Description"
          required
          autosize
          minRows={4}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
        />
        <FormActions submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
