import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Checkbox, Modal } from 'shared-auth/overlays';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage, useAuth } from 'shared-auth';
import { formatDate, formatTk, renderTags, useFieldErrors } from 'shared-auth/i18n';
import type { Campaign, DonationCreated, ReceivingAccount, TransferChannel } from 'api/types';
import { NS } from '../../i18n';
import { usePaymentAccountsQuery, usePublicDonateMutation } from './donate-api';
import { channelLabel, normaliseSenderNumber, normaliseTransactionId, senderError, transactionIdError } from './payment-fields';
import { amountError, typedAmount } from './amount';
import { emailError, nameError } from '../auth/validate';
import { toastError } from '../common/notify';
import { contactLink } from '../contact/contact-link';
import '../common/dialog-styles';

const QUICK_AMOUNTS = [500, 1000, 5000];

type Field = 'amount' | 'name' | 'email' | 'transactionId' | 'senderNumber';

/**
 * Donate Now: amount, and for guests name + email; signed-in donors are known by their account. The
 * money goes by bKash, Nagad, Rocket or bank transfer to the accounts shown; the transfer's ID can be
 * given now or later. The answer is a pledge: it counts once an admin sees the money arrive.
 */
export function DonateDialog({ campaign, opened, onClose }: { campaign: Pick<Campaign, '_id' | 'title' | 'image'>; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation([NS.donate, NS.forms]);
  const { user } = useAuth();
  const [amount, setAmount] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [channel, setChannel] = useState<TransferChannel | ''>('');
  const [transactionId, setTransactionId] = useState('');
  const [senderNumber, setSenderNumber] = useState('');
  const [errors, , showErrors] = useFieldErrors<Partial<Record<Field, string>>>(() => validate());
  const [serverError, setServerError] = useState<string | null>(null);
  const [pledge, setPledge] = useState<DonationCreated | null>(null);
  // A guest who gave no transaction ID sends it through the contact form (the API's next steps say so).
  const [idByContact, setIdByContact] = useState(false);
  const [donate, { isLoading }] = usePublicDonateMutation();
  const accounts = usePaymentAccountsQuery(campaign._id, { skip: !opened });
  const channels = [...new Set((accounts.data ?? []).map((a) => a.channel))];
  const chosen: TransferChannel | null = channel || channels[0] || null;
  const content = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);

  // The pledge replaces the form: it starts at its top (the dialog kept the form's scroll, which
  // hid its first line under the title on a phone), and focus goes to its title (the submit button
  // it had is gone; it fell to the page's body).
  useLayoutEffect(() => {
    if (!pledge) return;
    if (content.current) content.current.scrollTop = 0;
    title.current?.focus({ preventScroll: true });
  }, [pledge]);

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    const a = amountError(t, amount);
    if (a) found.amount = a;
    if (!user) {
      const n = nameError(t, name);
      if (n) found.name = n;
      const e = emailError(t, email);
      if (e) found.email = e;
    }
    const id = transactionIdError(t, transactionId);
    if (id) found.transactionId = id;
    const s = senderError(t, senderNumber, chosen, transactionId);
    if (s) found.senderNumber = s;
    return found;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate();
    showErrors(found, event.currentTarget);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    const txn = normaliseTransactionId(transactionId);
    const sender = normaliseSenderNumber(senderNumber);
    try {
      const answer = await donate({
        id: campaign._id,
        donationAmount: typedAmount(amount),
        anonymous,
        ...(user ? {} : { name: name.trim(), email: email.trim() }),
        ...(txn || sender ? { method: 'transfer' as const, ...(chosen ? { channel: chosen } : {}), transactionId: txn, senderNumber: sender } : {}),
      }).unwrap();
      // No toast: the dialog itself answers (a status region), and a toast would cover its buttons on a phone.
      setIdByContact(!user && !txn);
      setPledge(answer.data);
    } catch (error) {
      const message = errorMessage(error, t('notRecordedText'));
      setServerError(message);
      toastError(message, t('notRecorded'));
    }
  }

  return (
    <Modal.Root opened={opened} onClose={onClose} centered size="md">
      <Modal.Overlay />
      <Modal.Content ref={content}>
        <Modal.Header component="div">
          <Modal.Title ref={title} tabIndex={-1} fw={600}>{pledge ? t('pledgedTitle') : t('title', { title: campaign.title })}</Modal.Title>
          <Modal.CloseButton aria-label={t('close')} />
        </Modal.Header>
        <Modal.Body>
          {pledge ? (
            <PledgePanel pledge={pledge} signedIn={!!user} email={user?.email} idByContact={idByContact} onDone={onClose} />
          ) : (
            <form onSubmit={onSubmit} noValidate aria-label={t('form')}>
              <Stack>
                {user ? (
                  <Text size="sm" c="dimmed">
                    {renderTags(t('donatingAs'), { name: <b>{user.name}</b>, email: user.email })}
                  </Text>
                ) : (
                  <>
                    <TextInput label={t('yourName')} autoComplete="name" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
                    <TextInput
                      label={t('yourEmail')}
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
                  label={t('amount')}
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  placeholder={t('amountPlaceholder')}
                  value={amount}
                  onChange={(e) => setAmount(e.currentTarget.value)}
                  error={errors.amount}
                  data-autofocus
                />
                <Group gap="xs" aria-label={t('quickAmounts')} role="group">
                  {QUICK_AMOUNTS.map((a) => (
                    <Button key={a} size="compact-sm" variant="default" onClick={() => setAmount(String(a))}>
                      {formatTk(a)}
                    </Button>
                  ))}
                </Group>
                <Checkbox
                  label={t('anonymous')}
                  checked={anonymous}
                  onChange={(e) => setAnonymous(e.currentTarget.checked)}
                />
                <Stack gap={6} component="section" aria-labelledby="donate-pay-heading">
                  <Text id="donate-pay-heading" fw={600} size="sm">
                    {t('howToPay')}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('howToPayText')}
                  </Text>
                  <AccountList accounts={accounts.data} loading={accounts.isLoading} failed={!!accounts.error} />
                  {channels.length > 1 && (
                    <NativeSelect
                      label={t('paidWith')}
                      value={chosen ?? ''}
                      onChange={(e) => setChannel(e.currentTarget.value as TransferChannel)}
                      data={channels.map((c) => ({ value: c, label: channelLabel(t, c) }))}
                    />
                  )}
                  <TextInput
                    label={t('transactionId')}
                    description={user ? t('transactionIdHintSignedIn') : t('transactionIdHintGuest')}
                    autoComplete="off"
                    value={transactionId}
                    onChange={(e) => setTransactionId(e.currentTarget.value)}
                    error={errors.transactionId}
                  />
                  <TextInput
                    label={t('sentFrom')}
                    inputMode="tel"
                    autoComplete="tel"
                    placeholder="01712345678"
                    value={senderNumber}
                    onChange={(e) => setSenderNumber(e.currentTarget.value)}
                    error={errors.senderNumber}
                  />
                </Stack>
                {serverError && (
                  <Alert color="red" variant="light" role="alert" title={t('notRecorded')}>
                    {serverError}
                  </Alert>
                )}
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={onClose} type="button">
                    {t('cancel')}
                  </Button>
                  <Button type="submit" loading={isLoading} color="pink">
                    {t('donate')}
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
  const { t } = useTranslation(NS.donate);
  if (loading) return <Text size="sm">{t('accounts.loading')}</Text>;
  if (failed || !accounts) return <Text size="sm">{t('accounts.failed')}</Text>;
  if (accounts.length === 0) return <Text size="sm">{t('accounts.none')}</Text>;
  return (
    <Stack gap={4} component="ul" aria-label={t('accounts.list')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {accounts.map((a) => (
        <Group key={a._id} component="li" gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm">
            <b>{channelLabel(t, a.channel)}</b> {a.number}
            <Text span size="xs" c="dimmed">
              {' '}
              · {a.label}, {a.accountName}
            </Text>
          </Text>
          <CopyNumber channel={channelLabel(t, a.channel)} number={a.number} />
        </Group>
      ))}
    </Stack>
  );
}

/** Copies an account number; says so for a moment (the accessible name keeps the visible word). */
function CopyNumber({ channel, number }: { channel: string; number: string }) {
  const { t } = useTranslation(NS.donate);
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
  return (
    <Button
      size="compact-xs"
      variant="default"
      miw={58}
      style={{ flexShrink: 0 }}
      aria-label={copied ? t('accounts.copiedNumber', { channel, number }) : t('accounts.copyNumber', { channel, number })}
      onClick={() => void copy()}
    >
      {copied ? t('accounts.copied') : t('accounts.copy')}
    </Button>
  );
}

/** After submitting: what was recorded, and what to do next. */
function PledgePanel({
  pledge,
  signedIn,
  email,
  idByContact,
  onDone,
}: {
  pledge: DonationCreated;
  signedIn: boolean;
  email?: string;
  /** A guest without a transaction ID: a link to the contact form with the reference filled in. */
  idByContact: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation(NS.donate);
  const steps = pledge.instructions?.steps ?? [];
  return (
    <Stack role="status" aria-live="polite">
      <Text>
        {renderTags(t('pledge.summary'), {
          reference: <b>{pledge.reference}</b>,
          amount: <b>{formatTk(pledge.donationAmount)}</b>,
          title: pledge.title,
          pending: <b>{t('pledge.pending')}</b>,
        })}
      </Text>
      {pledge.instructions && (
        <>
          <Text size="sm" data-testid="pledge-expires">
            {renderTags(t('pledge.payBy'), { when: <b>{formatDate(pledge.instructions.expiresAt, 'longDateTime')}</b> })}
          </Text>
          <AccountList accounts={pledge.instructions.accounts} loading={false} failed={false} />
        </>
      )}
      {steps.length > 0 && (
        <Stack gap={4} component="ol" aria-label={t('pledge.steps')} style={{ paddingLeft: '1.2rem', margin: 0 }}>
          {steps.map((step) => (
            <Text key={step} component="li" size="sm">
              {step}
            </Text>
          ))}
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        {idByContact && (
          <Button component={Link} to={contactLink(pledge.reference)} variant="default" onClick={onDone}>
            {t('pledge.sendId')}
          </Button>
        )}
        {signedIn && email && (
          <Button component={Link} to={`/dashboard/user-donations/${encodeURIComponent(email)}`} variant="default" onClick={onDone}>
            {t('pledge.myDonations')}
          </Button>
        )}
        <Button onClick={onDone} color="pink">
          {t('pledge.done')}
        </Button>
      </Group>
    </Stack>
  );
}
