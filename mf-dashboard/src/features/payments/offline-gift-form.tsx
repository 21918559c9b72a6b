import type { FormEvent } from 'react';
import { NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Checkbox } from 'shared-auth/overlays';
import { errorMessage, formatTk } from 'shared-auth';
import { FormActions } from '../frame/form-actions';
import { useFormFields } from '../frame/form-fields';
import { notifyError, notifySuccess } from '../frame/notify';
import { useCampaignChoices } from './campaign-choices';
import {
  emptyOfflineGift,
  offlineGiftBody,
  todayValue,
  validateOfflineGift,
  type OfflineGiftValues,
} from './offline-gift-values';
import { useRecordOfflineGiftMutation } from './payments-api';

const ID = 'offline-gift';

/** Money received by hand (cash or a cheque): recorded and confirmed at once, with a receipt when an email is given. */
export function OfflineGiftForm() {
  const campaigns = useCampaignChoices();
  const { values, errors, set, check, reset } = useFormFields<OfflineGiftValues>(() => emptyOfflineGift(), validateOfflineGift, ID);
  const [record, { isLoading }] = useRecordOfflineGiftMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    const body = offlineGiftBody(values);
    try {
      const answer = await record(body).unwrap();
      const said = answer.message || `Gift of ${formatTk(Number(body.donationAmount))} from ${body.name} recorded`;
      const receipt = answer.data?.receiptNo ? ` Receipt ${answer.data.receiptNo}.` : '';
      notifySuccess(`${/[.!?]$/.test(said) ? said : `${said}.`}${receipt}`);
      reset(emptyOfflineGift());
    } catch (error) {
      notifyError(errorMessage(error, 'The gift could not be recorded. Please try again.'), 'Could not record the gift');
    }
  };

  return (
    <Stack gap="md" maw={720}>
      <div>
        <Title order={3}>Record an offline gift</Title>
        <Text c="dimmed" size="sm">
          Cash or a cheque received by hand. It is confirmed at once and added to the public ledger.
        </Text>
      </div>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <form onSubmit={submit} noValidate aria-busy={isLoading}>
          <Stack gap="sm">
            <NativeSelect
              id={`${ID}-campaignId`}
              label="Campaign"
              required
              value={values.campaignId}
              data={[{ value: '', label: campaigns.isLoading ? 'Loading campaigns...' : 'Choose a campaign', disabled: true }, ...campaigns.options]}
              onChange={(e) => set('campaignId', e.currentTarget.value)}
              error={errors.campaignId ?? (campaigns.error ? errorMessage(campaigns.error, 'The campaigns could not be loaded') : undefined)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                id={`${ID}-amount`}
                label="Amount (Tk)"
                inputMode="decimal"
                required
                value={values.amount}
                onChange={(e) => set('amount', e.currentTarget.value)}
                error={errors.amount}
              />
              <NativeSelect
                id={`${ID}-channel`}
                label="Received as"
                required
                value={values.channel}
                data={[
                  { value: 'cash', label: 'Cash' },
                  { value: 'cheque', label: 'Cheque' },
                ]}
                onChange={(e) => set('channel', e.currentTarget.value === 'cheque' ? 'cheque' : 'cash')}
                error={errors.channel}
              />
            </SimpleGrid>
            <TextInput
              id={`${ID}-name`}
              label="Donor name"
              required
              autoComplete="off"
              value={values.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={errors.name}
            />
            <TextInput
              id={`${ID}-email`}
              label="Donor email (optional)"
              description="The receipt is mailed here."
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(e) => set('email', e.currentTarget.value)}
              error={errors.email}
            />
            <Checkbox
              id={`${ID}-anonymous`}
              label="Anonymous (shown as “Anonymous” in public lists and the ledger)"
              checked={values.anonymous}
              onChange={(e) => set('anonymous', e.currentTarget.checked)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                id={`${ID}-reference`}
                label={values.channel === 'cheque' ? 'Cheque number (optional)' : 'Receipt-book number (optional)'}
                value={values.reference}
                onChange={(e) => set('reference', e.currentTarget.value)}
                error={errors.reference}
              />
              <TextInput
                id={`${ID}-receivedOn`}
                label="Received on"
                type="date"
                required
                max={todayValue()}
                value={values.receivedOn}
                onChange={(e) => set('receivedOn', e.currentTarget.value)}
                error={errors.receivedOn}
              />
            </SimpleGrid>
            <FormActions submitLabel="Record gift" busy={isLoading} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
