import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { i18n } from 'shared-auth/i18n';
import type { DonationRecord, DonationStatus } from 'api/types';
import { NS } from '../../i18n';
import { TABLE_BADGE_STYLES } from '../frame/table-parts';

const COLOR: Record<DonationStatus, string> = {
  pending: 'yellow',
  confirmed: 'green',
  rejected: 'red',
  expired: 'gray',
  refunded: 'grape',
};

/** A gift's state in words, in the page's language (a status this page does not know: as the API sent it). */
export function statusLabel(status: DonationStatus): string {
  // i18n-keys: status.pending, status.confirmed, status.rejected, status.expired, status.refunded
  return status in COLOR ? i18n.t(`status.${status}`, { ns: NS['user-donations'] }) : status;
}

/** A gift's state in words (the colour only repeats it). */
export function StatusBadge({ status }: { status: DonationStatus }) {
  useTranslation(NS['user-donations']); // statusLabel follows the page's language
  return (
    <Badge variant="light" color={COLOR[status] ?? 'gray'} size="sm" styles={TABLE_BADGE_STYLES}>
      {statusLabel(status)}
    </Badge>
  );
}

/** The donor's name, and an "anonymous" badge when the gift is shown publicly without it. */
export function DonorName({ gift }: { gift: Pick<DonationRecord, 'name' | 'anonymous'> }) {
  const { t } = useTranslation(NS['user-donations']);
  return (
    <>
      {gift.name}{' '}
      {gift.anonymous ? (
        <Badge size="xs" variant="light" color="gray">
          {t('anonymous')}
        </Badge>
      ) : null}
    </>
  );
}
