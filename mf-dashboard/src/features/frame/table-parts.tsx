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

/** A light badge's label in the text colour: the light variant's tinted text is too faint on its tint (axe). */
export const BADGE_TEXT_LABEL = { label: { color: 'var(--mantine-color-text)' } };
