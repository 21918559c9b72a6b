/**
 * Payment methods behind one interface. The donation routes and the repository know a method only
 * through its provider: how its details are read from a request, whether a gift is confirmed as it is
 * recorded, and what the donor is told to do next. A hosted-checkout gateway (SSLCommerz…) would be one
 * more provider: see "Adding a payment gateway" in api/README.md.
 */
import { badRequest } from '../lib/errors.js';
import { dhakaParam, msg, tkParam, translate, type Locale, type MessageKey } from '../i18n/index.js';
import { toTk } from '../lib/money.js';
import type { OfflineChannel, PaymentChannel, PaymentInstructions, PaymentMethod, ReceivingAccount, TransferChannel } from '../types.js';
import { normaliseSender, normaliseTransactionId } from './fields.js';

/** How a gift was paid, as people read it: the channel's name ("bKash", "বিকাশ"), else the method's. */
export function methodKey(method: PaymentMethod, channel: PaymentChannel | null): MessageKey {
  if (channel) return `channel.${channel}`;
  return method === 'offline' ? 'method.offline' : 'method.transfer';
}

/** What a gift records about how it was paid. */
export interface PaymentDetails {
  channel: PaymentChannel | null;
  /** Transaction ID, cheque number…: unique across the platform among live gifts. */
  transactionId: string | null;
  senderNumber: string | null;
}

/** A gift as a provider sees it when telling the donor what to do next. */
export interface GiftFacts {
  amountPoisha: number;
  reference: string;
  transactionId: string | null;
  expiresAt: number;
}

export interface PaymentProvider<Input> {
  method: PaymentMethod;
  /** Confirmed as it is recorded (money already in hand), or pending until someone sees it arrive. */
  confirmsAtOnce: boolean;
  /** Reads and normalises the method's fields of a request; throws a 400 naming the field. */
  details(input: Input): PaymentDetails;
  /** The next steps for a pending gift in the donor's language (null when the donor has nothing to do). */
  instructions(gift: GiftFacts, accounts: ReceivingAccount[], signedIn: boolean, locale: Locale): PaymentInstructions | null;
}

export interface TransferInput {
  channel?: TransferChannel | null;
  transactionId?: string | null;
  senderNumber?: string | null;
}

/** bKash, Nagad, Rocket or a bank transfer to a published receiving account; an admin confirms it once seen. */
export const transferProvider: PaymentProvider<TransferInput> = {
  method: 'transfer',
  confirmsAtOnce: false,
  details({ channel = null, transactionId, senderNumber }) {
    const id = transactionId ? normaliseTransactionId(transactionId) : null;
    const sender = senderNumber ? normaliseSender(senderNumber, channel) : null;
    if (id && !sender) throw badRequest('field.senderRequired');
    return { channel, transactionId: id, senderNumber: sender };
  },
  instructions(gift, accounts, signedIn, locale) {
    const channels = [...new Set(accounts.map((a) => translate(locale, `channel.${a.channel}`)))];
    const last = channels.pop();
    const facts = { amount: tkParam(gift.amountPoisha), reference: gift.reference, transactionId: gift.transactionId ?? '', when: dhakaParam(gift.expiresAt) };
    const steps = [
      accounts.length
        ? msg('pay.send', { ...facts, channels: channels.length ? translate(locale, 'list.or', { list: channels.join(', '), last: last! }) : last! })
        : msg('pay.sendNoAccount', facts),
      msg('pay.reference', facts),
      msg(gift.transactionId ? 'pay.haveId' : signedIn ? 'pay.addIdSignedIn' : 'pay.addIdGuest', facts),
      msg('pay.lapses', facts),
    ].map((m) => translate(locale, m));
    return { amount: toTk(gift.amountPoisha), reference: gift.reference, accounts, expiresAt: gift.expiresAt, steps };
  },
};

export interface OfflineInput {
  channel: OfflineChannel;
  reference?: string | null;
}

/** Cash or a cheque an admin received by hand: confirmed as it is recorded. */
export const offlineProvider: PaymentProvider<OfflineInput> = {
  method: 'offline',
  confirmsAtOnce: true,
  details({ channel, reference }) {
    return { channel, transactionId: reference ? normaliseTransactionId(reference, 'body/reference') : null, senderNumber: null };
  },
  instructions() {
    return null;
  },
};

export const PROVIDERS = { transfer: transferProvider, offline: offlineProvider } as const;
