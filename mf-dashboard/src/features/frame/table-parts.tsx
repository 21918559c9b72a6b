import { Text } from '@mantine/core';
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
