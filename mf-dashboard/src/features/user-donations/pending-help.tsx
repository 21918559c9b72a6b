import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { errorMessage, formatTk } from 'shared-auth';
import type { DonationRecord, TransferChannel } from 'api/types';
import { formatDateTime } from '../frame/format-date';
import { notifySuccess } from '../frame/notify';
import { useAddTransactionMutation, useCampaignAccountsQuery } from './gift-money-api';

const CHANNELS: { value: TransferChannel; label: string }[] = [
  { value: 'bkash', label: 'bKash' },
  { value: 'nagad', label: 'Nagad' },
  { value: 'rocket', label: 'Rocket' },
  { value: 'bank', label: 'Bank transfer' },
];

/** Why typed transfer details cannot be sent (as the API checks them), by field. */
export function transferErrors(channel: TransferChannel, transactionId: string, sender: string): { transactionId?: string; senderNumber?: string } {
  const errors: { transactionId?: string; senderNumber?: string } = {};
  const id = transactionId.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z0-9-]{4,40}$/.test(id)) errors.transactionId = 'Use the 4 to 40 letters and digits of the transaction ID';
  const number = sender.replace(/[\s-]/g, '');
  if (channel === 'bank' ? !/^\d{6,20}$/.test(number) : !/^(?:\+?88)?01[3-9]\d{8}$/.test(number)) {
    errors.senderNumber = channel === 'bank' ? 'Enter the bank account number you sent from (6 to 20 digits)' : 'Enter a mobile number such as 01712345678';
  }
  return errors;
}

/** What a donor still has to do for a pending gift: where to pay, and the transfer's ID. */
export function PendingHelp({ gift, own }: { gift: DonationRecord; own: boolean }) {
  const accounts = useCampaignAccountsQuery(gift.campaignId ?? '', { skip: !own || !gift.campaignId || !!gift.transactionId });
  const [open, setOpen] = useState(false);
  if (gift.status !== 'pending') return null;
  if (gift.transactionId) {
    return (
      <Text size="sm">
        Waiting for confirmation (transaction ID {gift.transactionId}).
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm">
        Send {formatTk(gift.donationAmount, 'Tk')} with reference <b>{gift.reference}</b>
        {accounts.data && accounts.data.length > 0 ? ` to ${accounts.data.map((a) => `${a.label} ${a.number}`).join(', or ')}` : ''}, then add the
        transaction ID. {gift.expiresAt ? `Unpaid, it lapses on ${formatDateTime(gift.expiresAt)}.` : ''}
      </Text>
      {own ? (
        open ? (
          <TransactionForm gift={gift} onDone={() => setOpen(false)} />
        ) : (
          <Group>
            <Button size="compact-sm" variant="light" onClick={() => setOpen(true)} aria-label={`Add transaction ID for ${gift.reference}`}>
              Add transaction ID
            </Button>
          </Group>
        )
      ) : null}
    </Stack>
  );
}

function TransactionForm({ gift, onDone }: { gift: DonationRecord; onDone: () => void }) {
  const [channel, setChannel] = useState<TransferChannel>('bkash');
  const [transactionId, setTransactionId] = useState('');
  const [senderNumber, setSenderNumber] = useState('');
  const [errors, setErrors] = useState<{ transactionId?: string; senderNumber?: string }>({});
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
      setServerError(errorMessage(error, 'The transaction ID could not be saved.'));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Transaction ID for ${gift.reference}`}>
      <Stack gap="xs">
        <NativeSelect label="Paid with" value={channel} onChange={(e) => setChannel(e.currentTarget.value as TransferChannel)} data={CHANNELS} />
        <TextInput label="Transaction ID" required value={transactionId} onChange={(e) => setTransactionId(e.currentTarget.value)} error={errors.transactionId} />
        <TextInput label="Sent from (number)" required inputMode="tel" value={senderNumber} onChange={(e) => setSenderNumber(e.currentTarget.value)} error={errors.senderNumber} />
        {serverError ? (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" size="compact-sm" loading={isLoading}>
            Save
          </Button>
          <Button size="compact-sm" variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
