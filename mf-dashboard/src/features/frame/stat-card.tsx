import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';

/** One figure on an overview: a label, the value and an optional note under it. */
export function StatCard({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz={24} fw={700} mt={4} lh={1.25} data-testid="stat-value">
        {value}
      </Text>
      {note ? (
        <Text size="sm" c="dimmed" mt={2}>
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}
