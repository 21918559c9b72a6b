import { i18n } from 'shared-auth/i18n';
import type { PaymentChannel } from 'api/types';
import { NS } from '../../i18n';

const t = i18n.getFixedT(null, NS.payments);

const KNOWN: readonly PaymentChannel[] = ['bkash', 'nagad', 'rocket', 'bank', 'cash', 'cheque'];

/** A payment channel as people write it, in the page's language ("—" when the donor has not said yet). */
export function channelName(channel: PaymentChannel | null): string {
  if (channel === null) return '—';
  // i18n-keys: channels.bkash, channels.nagad, channels.rocket, channels.bank, channels.cash, channels.cheque
  return KNOWN.includes(channel) ? t(`channels.${channel}`) : channel;
}
