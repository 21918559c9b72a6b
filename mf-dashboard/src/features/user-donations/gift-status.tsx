import { Badge } from '@mantine/core';
import type { DonationStatus } from 'api/types';

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
