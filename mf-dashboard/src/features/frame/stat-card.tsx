import type { ReactNode } from 'react';
import { Paper, Skeleton, Text } from '@mantine/core';

interface StatCardProps {
  label: string;
  /** The figure; undefined while it loads (a placeholder is shown) or when it could not be loaded. */
  value: ReactNode | undefined;
  loading?: boolean;
  note?: ReactNode;
}

/**
 * One figure on an overview: a label, the value and an optional note under it. The value stays on
 * one line ("Tk / 2,856,500" on two read as two figures), a size smaller from lg up, where four
 * cards share a row beside the menu.
 */
export function StatCard({ label, value, loading = false, note }: StatCardProps) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label} aria-busy={loading || undefined}>
      <Text size="sm" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {loading ? (
        <Skeleton h={28} w="60%" mt={8} />
      ) : (
        <Text fz={{ base: 24, lg: 20 }} fw={700} mt={4} lh={1.25} style={{ whiteSpace: 'nowrap' }} data-testid="stat-value">
          {value ?? '—'}
        </Text>
      )}
      {note ? (
        <Text size="sm" c="dimmed" mt={2}>
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}
