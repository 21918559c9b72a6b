import type { ReceivingAccountInput, TransferChannel } from 'api/types';

/** The add-account form's fields, as typed. `scope` is "platform" or a campaign id. */
export type AccountValues = Pick<ReceivingAccountInput, 'label' | 'number' | 'accountName'> & {
  scope: string;
  channel: TransferChannel | '';
};

export type AccountErrors = Partial<Record<keyof AccountValues, string>>;

export const PLATFORM_SCOPE = 'platform';
export const LABEL_MAX = 100;

export const CHANNEL_NAMES: Record<TransferChannel, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
  bank: 'Bank account',
};

export const EMPTY_ACCOUNT: AccountValues = { scope: PLATFORM_SCOPE, channel: '', label: '', number: '', accountName: '' };

/**
 * A Bangladeshi mobile number: 01[3-9] and 8 more digits, optionally in the international form
 * (+880 1XXXXXXXXX, i.e. "+88" before the 0; the "+" may be left out). Sent as 01XXXXXXXXX.
 */
const MOBILE = /^(?:\+?88)?(01[3-9]\d{8})$/;
const BANK = /^\d{6,20}$/;

/** The number without spaces or dashes (people type "017-1234 5678"). */
export function compactNumber(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** The number as sent: a wallet number in its national form 01XXXXXXXXX, a bank account's digits. */
export function numberToSend(channel: TransferChannel | '', text: string): string {
  const number = compactNumber(text);
  return channel === 'bank' ? number : (MOBILE.exec(number)?.[1] ?? number);
}

/** Why a number does not fit its channel, or undefined when it does. */
export function numberError(channel: TransferChannel | '', text: string): string | undefined {
  const number = compactNumber(text);
  if (!number) return 'Enter the number';
  if (channel === 'bank') return BANK.test(number) ? undefined : 'A bank account number is 6 to 20 digits';
  if (channel === '') return undefined; // the channel's own error says what to do first
  return MOBILE.test(number)
    ? undefined
    : `A ${CHANNEL_NAMES[channel]} number is a Bangladeshi mobile number: 01, then 3 to 9, then 8 more digits (e.g. 01712345678 or +8801712345678)`;
}

export function validateAccount(values: AccountValues): AccountErrors {
  const errors: AccountErrors = {};
  if (!values.scope) errors.scope = 'Choose the platform or a campaign';
  if (!values.channel) errors.channel = 'Choose bKash, Nagad, Rocket or a bank account';
  const label = values.label.trim();
  if (!label) errors.label = 'Enter a label, such as "bKash merchant"';
  else if (label.length > LABEL_MAX) errors.label = `The label can be at most ${LABEL_MAX} characters`;
  const number = numberError(values.channel, values.number);
  if (number) errors.number = number;
  const name = values.accountName.trim();
  if (!name) errors.accountName = 'Enter the name the account is held in';
  else if (name.length > LABEL_MAX) errors.accountName = `The name can be at most ${LABEL_MAX} characters`;
  return errors;
}

/** The body of POST /payment-accounts (valid values only). */
export function accountBody(values: AccountValues): ReceivingAccountInput {
  return {
    campaignId: values.scope === PLATFORM_SCOPE ? null : values.scope,
    channel: values.channel as TransferChannel,
    label: values.label.trim(),
    number: numberToSend(values.channel, values.number),
    accountName: values.accountName.trim(),
  };
}
