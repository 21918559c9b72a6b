import { Badge } from '@mantine/core';
import type { DonationRecord, DonationStatus } from 'api/types';

const LOOK: Record<DonationStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  confirmed: { label: 'Confirmed', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
  expired: { label: 'Expired', color: 'gray' },
  refunded: { label: 'Refunded', color: 'grape' },
};

export const statusLabel = (status: DonationStatus) => LOOK[status]?.label ?? status;

/** A gift's state in words (the colour only repeats it). */
export function StatusBadge({ status }: { status: DonationStatus }) {
  const look = LOOK[status] ?? { label: status, color: 'gray' };
  return (
    <Badge variant="light" color={look.color} size="sm" styles={{ label: { color: 'var(--mantine-color-text)' } }}>
      {look.label}
    </Badge>
  );
}

/** The donor's name, and an "anonymous" badge when the gift is shown publicly without it. */
export function DonorName({ gift }: { gift: Pick<DonationRecord, 'name' | 'anonymous'> }) {
  return (
    <>
      {gift.name}{' '}
      {gift.anonymous ? (
        <Badge size="xs" variant="light" color="gray">
          anonymous
        </Badge>
      ) : null}
    </>
  );
}
