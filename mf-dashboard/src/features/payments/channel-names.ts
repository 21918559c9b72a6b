import type { PaymentChannel } from 'api/types';

const NAMES: Record<PaymentChannel, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
  bank: 'Bank',
  cash: 'Cash',
  cheque: 'Cheque',
};

/** A payment channel as people write it ("—" when the donor has not said yet). */
export function channelName(channel: PaymentChannel | null): string {
  return channel === null ? '—' : (NAMES[channel] ?? channel);
}
