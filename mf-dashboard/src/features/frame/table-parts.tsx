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
