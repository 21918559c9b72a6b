import type { FormEvent } from 'react';
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Textarea } from 'shared-auth/forms';
import { causeOptions, useCausesQuery } from '../causes/causes-api';
import { DateField } from '../frame/date-field';
import { FormActions } from '../frame/form-actions';
import { ImageField } from '../frame/image-field';
import { useFormFields } from '../frame/form-fields';
import { NS } from '../../i18n';
import { EMPTY_CAMPAIGN, today, validateCampaign, type CampaignValues } from './campaign-values';

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
 * The campaign fields with their checks; used to create and to edit. The category is one of the
 * active causes (GET /causes): a "Choose a category" prompt (empty, so the required check catches
 * it; not selectable again), then the causes, and a campaign's own category when it is not one of
 * them (a retired cause says so; editing must not change it silently).
 */
export function CampaignForm({ initial = EMPTY_CAMPAIGN, submitLabel, busy = false, onSubmit, onCancel, idPrefix = 'campaign' }: CampaignFormProps) {
  const { t } = useTranslation(NS.campaigns);
  const { values, errors, set, check, reset } = useFormFields<CampaignValues>(initial, (v) => validateCampaign(v, Date.now(), initial), idPrefix);
  const causes = useCausesQuery();
  const categories = [{ value: '', label: causes.isLoading ? t('form.loadingCauses') : t('form.chooseCategory'), disabled: true }, ...causeOptions(causes.data ?? [], values.category)];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    const clear = await onSubmit(values);
    if (clear === true) reset(EMPTY_CAMPAIGN);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="sm">
        <ImageField id={`${idPrefix}-image`} label={t('form.imageLabel')} value={values.image} onChange={(v) => set('image', v)} error={errors.image} />
        <NativeSelect
          id={`${idPrefix}-category`}
          label={t('form.categoryLabel')}
          required
          data={categories}
          value={values.category}
          onChange={(e) => set('category', e.currentTarget.value)}
          error={errors.category ?? (causes.error ? t('form.causesFailed') : undefined)}
        />
        <TextInput
          id={`${idPrefix}-title`}
          label={t('form.titleLabel')}
          required
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
        />
        <TextInput
          id={`${idPrefix}-amount`}
          label={t('form.amountLabel')}
          description={t('form.amountDescription')}
          inputMode="decimal"
          required
          value={values.amount}
          onChange={(e) => set('amount', e.currentTarget.value)}
          error={errors.amount}
        />
        <Textarea
          id={`${idPrefix}-description`}
          label={t('form.descriptionLabel')}
          required
          autosize
          minRows={4}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
        />
        <DateField
          id={`${idPrefix}-endsOn`}
          label={t('form.endsOnLabel')}
          description={t('form.endsOnDescription')}
          min={today()}
          value={values.endsOn}
          onChange={(e) => set('endsOn', e.currentTarget.value)}
          error={errors.endsOn}
          maw={260}
        />
        <FormActions submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
