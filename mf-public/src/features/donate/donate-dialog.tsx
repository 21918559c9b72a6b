import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Checkbox, Modal } from 'shared-auth/overlays';
import { Link } from 'react-router-dom';
import { errorMessage, formatTk, useAuth } from 'shared-auth';
import type { Campaign, DonationCreated, ReceivingAccount, TransferChannel } from 'api/types';
import { usePaymentAccountsQuery, usePublicDonateMutation } from './donate-api';
import { CHANNEL_LABELS, normaliseTransactionId, senderError, transactionIdError } from './payment-fields';
import { amountError, normaliseAmount } from 'api/rules';
import { emailError, requiredError } from '../auth/validate';
import { toastError } from '../common/notify';
import '../common/dialog-styles';

const QUICK_AMOUNTS = [500, 1000, 5000];

type Field = 'amount' | 'name' | 'email' | 'transactionId' | 'senderNumber';

/**
 * Donate Now: amount, and for guests name + email; signed-in donors are known by their account. The
 * money goes by bKash, Nagad, Rocket or bank transfer to the accounts shown; the transfer's ID can be
 * given now or later. The answer is a pledge: it counts once an admin sees the money arrive.
 */
export function DonateDialog({ campaign, opened, onClose }: { campaign: Pick<Campaign, '_id' | 'title' | 'image'>; opened: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const [amount, setAmount] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [channel, setChannel] = useState<TransferChannel | ''>('');
  const [transactionId, setTransactionId] = useState('');
  const [senderNumber, setSenderNumber] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pledge, setPledge] = useState<DonationCreated | null>(null);
  const [donate, { isLoading }] = usePublicDonateMutation();
  const accounts = usePaymentAccountsQuery(campaign._id, { skip: !opened });
  const channels = [...new Set((accounts.data ?? []).map((a) => a.channel))];
  const chosen: TransferChannel | null = channel || channels[0] || null;

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    const a = amountError(amount);
    if (a) found.amount = a;
    if (!user) {
      const n = requiredError(name, 'Name');
      if (n) found.name = n;
      const e = emailError(email);
      if (e) found.email = e;
    }
    const t = transactionIdError(transactionId);
    if (t) found.transactionId = t;
    const s = senderError(senderNumber, chosen, transactionId);
    if (s) found.senderNumber = s;
    return found;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    const txn = normaliseTransactionId(transactionId);
    try {
      const answer = await donate({
        id: campaign._id,
        donationAmount: normaliseAmount(amount),
        anonymous,
        ...(user ? {} : { name: name.trim(), email: email.trim() }),
        ...(txn || senderNumber.trim() ? { method: 'transfer' as const, ...(chosen ? { channel: chosen } : {}), transactionId: txn, senderNumber: senderNumber.trim() } : {}),
      }).unwrap();
      // No toast: the dialog itself answers (a status region), and a toast would cover its buttons on a phone.
      setPledge(answer.data);
    } catch (error) {
      const message = errorMessage(error, 'Your pledge could not be recorded. Please try again.');
      setServerError(message);
      toastError(message, 'Pledge not recorded');
    }
  }

  return (
    <Modal.Root opened={opened} onClose={onClose} centered size="md">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={600}>{pledge ? 'Pledge recorded — pending' : `Donate to ${campaign.title}`}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          {pledge ? (
            <PledgePanel pledge={pledge} signedIn={!!user} email={user?.email} onDone={onClose} />
          ) : (
            <form onSubmit={onSubmit} noValidate aria-label="Donation">
              <Stack>
                {user ? (
                  <Text size="sm" c="dimmed">
                    Donating as <b>{user.name}</b> ({user.email})
                  </Text>
                ) : (
                  <>
                    <TextInput label="Your name" autoComplete="name" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
                    <TextInput
                      label="Your email"
                      type="email"
                      autoComplete="email"
                      required
                      value={email}
                      onChange={(e) => setEmail(e.currentTarget.value)}
                      error={errors.email}
                    />
                  </>
                )}
                <TextInput
                  label="Amount (Tk)"
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  placeholder="e.g. 1000"
                  value={amount}
                  onChange={(e) => setAmount(e.currentTarget.value)}
                  error={errors.amount}
                  data-autofocus
                />
                <Group gap="xs" aria-label="Quick amounts" role="group">
                  {QUICK_AMOUNTS.map((a) => (
                    <Button key={a} size="compact-sm" variant="default" onClick={() => setAmount(String(a))}>
                      {formatTk(a)}
                    </Button>
                  ))}
                </Group>
                <Checkbox
                  label="Show me as Anonymous on public lists"
                  checked={anonymous}
                  onChange={(e) => setAnonymous(e.currentTarget.checked)}
                />
                <Stack gap={6} component="section" aria-labelledby="donate-pay-heading">
                  <Text id="donate-pay-heading" fw={600} size="sm">
                    How to pay
                  </Text>
                  <Text size="sm" c="dimmed">
                    Send the amount to one of these accounts. Your gift counts once the money is seen.
                  </Text>
                  <AccountList accounts={accounts.data} loading={accounts.isLoading} failed={!!accounts.error} />
                  {channels.length > 1 && (
                    <NativeSelect
                      label="Paid with"
                      value={chosen ?? ''}
                      onChange={(e) => setChannel(e.currentTarget.value as TransferChannel)}
                      data={channels.map((c) => ({ value: c, label: CHANNEL_LABELS[c] }))}
                    />
                  )}
                  <TextInput
                    label="Transaction ID (optional)"
                    description={
                      user
                        ? 'Already sent it? Type its ID. You can also add it later in your donation history.'
                        : "Send the money now and type its ID here: as a guest you can't add it later (otherwise send it to us through the contact form with your reference)."
                    }
                    autoComplete="off"
                    value={transactionId}
                    onChange={(e) => setTransactionId(e.currentTarget.value)}
                    error={errors.transactionId}
                  />
                  <TextInput
                    label="Sent from (number)"
                    inputMode="tel"
                    autoComplete="tel"
                    placeholder="01712345678"
                    value={senderNumber}
                    onChange={(e) => setSenderNumber(e.currentTarget.value)}
                    error={errors.senderNumber}
                  />
                </Stack>
                {serverError && (
                  <Alert color="red" variant="light" role="alert" title="Pledge not recorded">
                    {serverError}
                  </Alert>
                )}
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={onClose} type="button">
                    Cancel
                  </Button>
                  <Button type="submit" loading={isLoading} color="pink">
                    Donate
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** Where to send the money. */
function AccountList({ accounts, loading, failed }: { accounts: ReceivingAccount[] | undefined; loading: boolean; failed: boolean }) {
  if (loading) return <Text size="sm">Loading the accounts…</Text>;
  if (failed || !accounts) return <Text size="sm">The accounts could not be loaded here. You can still pledge: the confirmation that follows lists where to send the money.</Text>;
  if (accounts.length === 0) return <Text size="sm">No receiving account is published yet: ask us through the contact form.</Text>;
  return (
    <Stack gap={4} component="ul" aria-label="Receiving accounts" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {accounts.map((a) => (
        <Group key={a._id} component="li" gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm">
            <b>{CHANNEL_LABELS[a.channel]}</b> {a.number}
            <Text span size="xs" c="dimmed">
              {' '}
              · {a.label}, {a.accountName}
            </Text>
          </Text>
          <CopyNumber channel={CHANNEL_LABELS[a.channel]} number={a.number} />
        </Group>
      ))}
    </Stack>
  );
}

/** Copies an account number; says so for a moment (the accessible name keeps the visible word). */
function CopyNumber({ channel, number }: { channel: string; number: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(number);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard here (an insecure page, a refused permission): the number stays on screen to type.
    }
  }
  const word = copied ? 'Copied' : 'Copy';
  return (
    <Button size="compact-xs" variant="default" miw={58} style={{ flexShrink: 0 }} aria-label={`${word} ${channel} number ${number}`} onClick={() => void copy()}>
      {word}
    </Button>
  );
}

const payBy = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** After submitting: what was recorded, and what to do next. */
function PledgePanel({ pledge, signedIn, email, onDone }: { pledge: DonationCreated; signedIn: boolean; email?: string; onDone: () => void }) {
  const steps = pledge.instructions?.steps ?? [];
  return (
    <Stack role="status" aria-live="polite">
      <Text>
        Reference <b>{pledge.reference}</b> · <b>{formatTk(pledge.donationAmount)}</b> to {pledge.title}. It is <b>pending</b>: nothing counts until
        the money is seen, and then we send you a receipt.
      </Text>
      {pledge.instructions && (
        <>
          <Text size="sm" data-testid="pledge-expires">
            Pay by <b>{payBy.format(pledge.instructions.expiresAt)}</b> (Dhaka time): an unpaid pledge lapses then.
          </Text>
          <AccountList accounts={pledge.instructions.accounts} loading={false} failed={false} />
        </>
      )}
      {steps.length > 0 && (
        <Stack gap={4} component="ol" aria-label="Next steps" style={{ paddingLeft: '1.2rem', margin: 0 }}>
          {steps.map((step) => (
            <Text key={step} component="li" size="sm">
              {step}
            </Text>
          ))}
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        {signedIn && email && (
          <Button component={Link} to={`/dashboard/user-donations/${encodeURIComponent(email)}`} variant="default" onClick={onDone}>
            My donations
          </Button>
        )}
        <Button onClick={onDone} color="pink">
          Done
        </Button>
      </Group>
    </Stack>
  );
}
