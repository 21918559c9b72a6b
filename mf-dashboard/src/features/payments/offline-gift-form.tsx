import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { OfflineGiftInput } from 'api/types';
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'shared-auth/overlays';
import { errorMessage } from 'shared-auth';
import { currentLanguage, formatTk } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { FormActions } from '../frame/form-actions';
import { useFormFields } from '../frame/form-fields';
import { notifyError, notifySuccess } from '../frame/notify';
import { WarningAlert } from '../frame/page-states';
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
  const { t } = useTranslation([NS.payments, NS.common]);
  const campaigns = useCampaignChoices();
  const { values, errors, set, check, reset } = useFormFields<OfflineGiftValues>(() => emptyOfflineGift(), validateOfflineGift, ID);
  const [record, { isLoading }] = useRecordOfflineGiftMutation();
  /** The gift the server took for one recorded minutes ago (its words, and the body to send again), or null. */
  const [duplicate, setDuplicate] = useState<{ message: string; body: OfflineGiftInput } | null>(null);
  const change: typeof set = (key, value) => {
    setDuplicate(null);
    set(key, value);
  };

  const send = async (body: OfflineGiftInput) => {
    setDuplicate(null);
    try {
      const answer = await record(body).unwrap();
      const said = answer.message || t('offline.recorded', { amount: formatTk(Number(body.donationAmount)), name: body.name });
      // The server's message may end without a stop; the receipt's number comes after one.
      const sentence = /[.!?।]$/.test(said) ? said : `${said}${currentLanguage() === 'bn' ? '।' : '.'}`;
      notifySuccess(answer.data?.receiptNo ? t('offline.withReceipt', { message: sentence, receiptNo: answer.data.receiptNo }) : sentence);
      reset(emptyOfflineGift());
    } catch (error) {
      const message = errorMessage(error, t('offline.couldNotRecord'));
      // The same cash recorded a few minutes ago (an answer lost, a second admin): nothing is counted until the admin says it is a second gift.
      if ((error as { data?: { code?: unknown } }).data?.code === 'offline-duplicate') setDuplicate({ message, body });
      else notifyError(message, t('offline.failedTitle'));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check()) void send(offlineGiftBody(values));
  };

  return (
    <Stack gap="md" maw={720}>
      <div>
        <Title order={3}>{t('offline.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('offline.intro')}
        </Text>
      </div>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <form onSubmit={submit} noValidate aria-busy={isLoading}>
          <Stack gap="sm">
            <NativeSelect
              id={`${ID}-campaignId`}
              label={t('offline.campaign')}
              required
              value={values.campaignId}
              data={[{ value: '', label: campaigns.isLoading ? t('offline.loadingCampaigns') : t('offline.chooseCampaign'), disabled: true }, ...campaigns.options]}
              onChange={(e) => change('campaignId', e.currentTarget.value)}
              error={errors.campaignId ?? (campaigns.error ? errorMessage(campaigns.error, t('campaignsFailed')) : undefined)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                id={`${ID}-amount`}
                label={t('offline.amount')}
                inputMode="decimal"
                required
                value={values.amount}
                onChange={(e) => change('amount', e.currentTarget.value)}
                error={errors.amount}
              />
              <NativeSelect
                id={`${ID}-channel`}
                label={t('offline.receivedAs')}
                required
                value={values.channel}
                data={[
                  { value: 'cash', label: t('channels.cash') },
                  { value: 'cheque', label: t('channels.cheque') },
                ]}
                onChange={(e) => change('channel', e.currentTarget.value === 'cheque' ? 'cheque' : 'cash')}
                error={errors.channel}
              />
            </SimpleGrid>
            <TextInput
              id={`${ID}-name`}
              label={t('offline.donorName')}
              required
              autoComplete="off"
              value={values.name}
              onChange={(e) => change('name', e.currentTarget.value)}
              error={errors.name}
            />
            <TextInput
              id={`${ID}-email`}
              label={t('offline.donorEmail')}
              description={t('offline.donorEmailDescription')}
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(e) => change('email', e.currentTarget.value)}
              error={errors.email}
            />
            <Checkbox
              id={`${ID}-anonymous`}
              label={t('offline.anonymous')}
              checked={values.anonymous}
              onChange={(e) => change('anonymous', e.currentTarget.checked)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                id={`${ID}-reference`}
                label={values.channel === 'cheque' ? t('offline.chequeNumber') : t('offline.receiptBookNumber')}
                value={values.reference}
                onChange={(e) => change('reference', e.currentTarget.value)}
                error={errors.reference}
              />
              <TextInput
                id={`${ID}-receivedOn`}
                label={t('offline.receivedOn')}
                type="date"
                required
                max={todayValue()}
                value={values.receivedOn}
                onChange={(e) => change('receivedOn', e.currentTarget.value)}
                error={errors.receivedOn}
              />
            </SimpleGrid>
            <FormActions submitLabel={t('offline.submit')} busy={isLoading} />
          </Stack>
        </form>
      </Paper>
      {duplicate ? (
        <WarningAlert color="yellow" title={t('offline.duplicateTitle')}>
          <Text size="sm">{duplicate.message}</Text>
          <Group mt="sm" gap="sm">
            <Button variant="default" onClick={() => setDuplicate(null)} disabled={isLoading}>
              {t('offline.notAgain')}
            </Button>
            <Button onClick={() => void send({ ...duplicate.body, duplicateOk: true })} loading={isLoading}>
              {t('offline.recordAnyway')}
            </Button>
          </Group>
        </WarningAlert>
      ) : null}
    </Stack>
  );
}
