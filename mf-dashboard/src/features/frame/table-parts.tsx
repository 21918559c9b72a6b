import type { CSSProperties, ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { Table } from 'shared-auth/overlays';

/** The one row a table shows when it has nothing to list. */
export function EmptyRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text c="dimmed" ta="center" py="md">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A light badge in a table: its label in the text colour (the light variant's tinted text is too
 * faint on its tint: axe), and never narrower than its word (Mantine's badge hides what overflows,
 * so a table squeezing its column showed "OP…" for "Open", and "চা…" for "চালু").
 */
export const TABLE_BADGE_STYLES = { root: { minWidth: 'max-content' }, label: { color: 'var(--mantine-color-text)' } };

/**
 * The actions column of a wide table: it stays at the right edge while the rest scrolls under it,
 * so a row's buttons are never past the visible edge (a background, or the cells would show through).
 */
export const STICKY_END: CSSProperties = {
  position: 'sticky',
  right: 0,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset 1px 0 0 var(--mantine-color-default-border)',
};

/** One field of a table row's card (narrow screens): the column's name, then the value. */
export function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
