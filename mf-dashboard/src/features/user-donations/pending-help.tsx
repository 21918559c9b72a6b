import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-auth';
import { i18n, formatTk, renderTags, useFieldErrors } from 'shared-auth/i18n';
import type { DonationRecord, TransferChannel } from 'api/types';
import { NS } from '../../i18n';
import { formatDateTime } from '../frame/format-date';
import { notifySuccess } from '../frame/notify';
import { useAddTransactionMutation, useCampaignAccountsQuery } from './gift-money-api';

const CHANNELS: TransferChannel[] = ['bkash', 'nagad', 'rocket', 'bank'];

/** Messages of the pure checks below, in the page's language when they run. */
const t = i18n.getFixedT(null, NS['user-donations']);

/** Why typed transfer details cannot be sent (as the API checks them), by field. */
export function transferErrors(channel: TransferChannel, transactionId: string, sender: string): { transactionId?: string; senderNumber?: string } {
  const errors: { transactionId?: string; senderNumber?: string } = {};
  const id = transactionId.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z0-9-]{4,40}$/.test(id)) errors.transactionId = t('pending.errors.transactionId');
  const number = sender.replace(/[\s-]/g, '');
  if (channel === 'bank' ? !/^\d{6,20}$/.test(number) : !/^(?:\+?88)?01[3-9]\d{8}$/.test(number)) {
    errors.senderNumber = channel === 'bank' ? t('pending.errors.bankNumber') : t('pending.errors.mobileNumber');
  }
  return errors;
}

/** What a donor still has to do for a pending gift: where to pay, and the transfer's ID. */
export function PendingHelp({ gift, own }: { gift: DonationRecord; own: boolean }) {
  const { t } = useTranslation(NS['user-donations']);
  const accounts = useCampaignAccountsQuery(gift.campaignId ?? '', { skip: !own || !gift.campaignId || !!gift.transactionId });
  const [open, setOpen] = useState(false);
  if (gift.status !== 'pending') return null;
  if (gift.transactionId) {
    return <Text size="sm">{t('pending.waiting', { transactionId: gift.transactionId })}</Text>;
  }
  const amount = formatTk(gift.donationAmount);
  const where = accounts.data?.map((a) => `${a.label} ${a.number}`).join(t('pending.accountsOr')) ?? '';
  return (
    <Stack gap={4}>
      <Text size="sm">
        {renderTags(where ? t('pending.sendTo', { amount, accounts: where }) : t('pending.send', { amount }), { reference: <b>{gift.reference}</b> })}
        {gift.expiresAt ? ` ${t('pending.lapses', { when: formatDateTime(gift.expiresAt) })}` : ''}
      </Text>
      {own ? (
        open ? (
          <TransactionForm gift={gift} onDone={() => setOpen(false)} />
        ) : (
          <Group>
            <Button size="compact-sm" variant="light" onClick={() => setOpen(true)} aria-label={t('pending.addLabel', { reference: gift.reference })}>
              {t('pending.add')}
            </Button>
          </Group>
        )
      ) : null}
    </Stack>
  );
}

function TransactionForm({ gift, onDone }: { gift: DonationRecord; onDone: () => void }) {
  const { t } = useTranslation([NS['user-donations'], NS.common]);
  const [channel, setChannel] = useState<TransferChannel>('bkash');
  const [transactionId, setTransactionId] = useState('');
  const [senderNumber, setSenderNumber] = useState('');
  const [errors, setErrors] = useFieldErrors<{ transactionId?: string; senderNumber?: string }>(() => transferErrors(channel, transactionId, senderNumber));
  const [serverError, setServerError] = useState<string | null>(null);
  const [add, { isLoading }] = useAddTransactionMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = transferErrors(channel, transactionId, senderNumber);
    setErrors(found);
    setServerError(null);
    if (found.transactionId || found.senderNumber) return;
    try {
      const answer = await add({ id: gift._id, channel, transactionId: transactionId.replace(/\s+/g, '').toUpperCase(), senderNumber: senderNumber.trim() }).unwrap();
      notifySuccess(answer.message);
      onDone();
    } catch (error) {
      setServerError(errorMessage(error, t('pending.couldNotSave')));
    }
  }

  // i18n-keys: pending.channels.bkash, pending.channels.nagad, pending.channels.rocket, pending.channels.bank
  const channels = CHANNELS.map((value) => ({ value, label: t(`pending.channels.${value}`) }));
  return (
    <form onSubmit={submit} noValidate aria-label={t('pending.formLabel', { reference: gift.reference })}>
      <Stack gap="xs">
        <NativeSelect label={t('pending.paidWith')} value={channel} onChange={(e) => setChannel(e.currentTarget.value as TransferChannel)} data={channels} />
        <TextInput label={t('pending.transactionId')} required value={transactionId} onChange={(e) => setTransactionId(e.currentTarget.value)} error={errors.transactionId} />
        <TextInput label={t('pending.sentFrom')} required inputMode="tel" value={senderNumber} onChange={(e) => setSenderNumber(e.currentTarget.value)} error={errors.senderNumber} />
        {serverError ? (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" size="compact-sm" loading={isLoading}>
            {t('dashboard-common:save')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={onDone}>
            {t('dashboard-common:cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
