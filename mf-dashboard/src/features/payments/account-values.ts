import { i18n, formatCount } from 'shared-auth/i18n';
import type { ReceivingAccountInput, TransferChannel } from 'api/types';
import { NS } from '../../i18n';

/** The messages below, in the page's language when they are made. */
const t = i18n.getFixedT(null, NS.payments);

/** The add-account form's fields, as typed. `scope` is "platform" or a campaign id. */
export type AccountValues = Pick<ReceivingAccountInput, 'label' | 'number' | 'accountName'> & {
  scope: string;
  channel: TransferChannel | '';
};

export type AccountErrors = Partial<Record<keyof AccountValues, string>>;

export const PLATFORM_SCOPE = 'platform';
export const LABEL_MAX = 100;

/** The channels an account can be for, in the order the form offers them. */
export const ACCOUNT_CHANNELS: readonly TransferChannel[] = ['bkash', 'nagad', 'rocket', 'bank'];

/** An account's channel in the page's language ("Bank account" for a bank). */
export function accountChannelName(channel: TransferChannel): string {
  // i18n-keys: accounts.channelNames.bkash, accounts.channelNames.nagad, accounts.channelNames.rocket, accounts.channelNames.bank
  return ACCOUNT_CHANNELS.includes(channel) ? t(`accounts.channelNames.${channel}`) : channel;
}

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
  if (!number) return t('accounts.errors.number');
  if (channel === 'bank') return BANK.test(number) ? undefined : t('accounts.errors.bankNumber');
  if (channel === '') return undefined; // the channel's own error says what to do first
  return MOBILE.test(number) ? undefined : t('accounts.errors.mobileNumber', { channel: accountChannelName(channel) });
}

export function validateAccount(values: AccountValues): AccountErrors {
  const errors: AccountErrors = {};
  if (!values.scope) errors.scope = t('accounts.errors.scope');
  if (!values.channel) errors.channel = t('accounts.errors.channel');
  const label = values.label.trim();
  if (!label) errors.label = t('accounts.errors.label');
  else if (label.length > LABEL_MAX) errors.label = t('accounts.errors.labelTooLong', { max: formatCount(LABEL_MAX) });
  const number = numberError(values.channel, values.number);
  if (number) errors.number = number;
  const name = values.accountName.trim();
  if (!name) errors.accountName = t('accounts.errors.accountName');
  else if (name.length > LABEL_MAX) errors.accountName = t('accounts.errors.accountNameTooLong', { max: formatCount(LABEL_MAX) });
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
