/**
 * Payment methods behind one interface. The donation routes and the repository know a method only
 * through its provider: how its details are read from a request, whether a gift is confirmed as it is
 * recorded, and what the donor is told to do next. A hosted-checkout gateway (SSLCommerz…) would be one
 * more provider: see "Adding a payment gateway" in api/README.md.
 */
import { badRequest } from '../lib/errors.js';
import { tkText, toTk } from '../lib/money.js';
import { dhaka } from '../mail/templates.js';
import type { OfflineChannel, PaymentChannel, PaymentInstructions, PaymentMethod, ReceivingAccount, TransferChannel } from '../types.js';
import { normaliseSender, normaliseTransactionId } from './fields.js';

export const CHANNEL_NAMES: Record<PaymentChannel, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
  bank: 'Bank transfer',
  cash: 'Cash',
  cheque: 'Cheque',
};

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
  /** The next steps for a pending gift (null when the donor has nothing to do). */
  instructions(gift: GiftFacts, accounts: ReceivingAccount[], signedIn: boolean): PaymentInstructions | null;
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
    if (id && !sender) throw badRequest('body/senderNumber is required with a transaction ID (the number you sent the money from)');
    return { channel, transactionId: id, senderNumber: sender };
  },
  instructions(gift, accounts, signedIn) {
    const channels = [...new Set(accounts.map((a) => CHANNEL_NAMES[a.channel]))];
    const amount = tkText(gift.amountPoisha);
    const steps = [
      accounts.length
        ? `Send ${amount} by ${channels.join(', ').replace(/, ([^,]*)$/, ' or $1')} to one of the accounts shown.`
        : `Send ${amount} to the organisers' account (ask us through the contact form: no receiving account is published yet).`,
      `Write ${gift.reference} in the transfer's reference field.`,
      gift.transactionId
        ? `We have your transaction ID ${gift.transactionId}; an admin confirms the gift once the money shows in the account.`
        : signedIn
          ? 'Then add the transaction ID and the number you sent from in your donation history (Dashboard → Donations).'
          : `Then send us the transaction ID and the number you sent from through the contact form, quoting ${gift.reference}.`,
      `Your gift counts once the money is seen, and we mail you a receipt. An unpaid pledge lapses on ${dhaka(gift.expiresAt)}.`,
    ];
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
