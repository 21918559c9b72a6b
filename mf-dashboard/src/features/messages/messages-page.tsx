import { useMemo } from 'react';
import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ContactMessage } from 'shared-auth';
import { ExportCsvButton } from '../csv/export-csv-button';
import type { CsvColumn } from '../csv/csv';
import { formatDateTime, isoDateTime } from '../frame/format-date';
import { emptyText, ErrorState, LoadingState } from '../frame/page-states';
import { useSearchFilter } from '../frame/search-context';
import { EmptyRow } from '../frame/table-parts';
import { useContactMessagesQuery } from './messages-api';

const searchTexts = (m: ContactMessage) => [m.name, m.email, m.phone, m.subject, m.message];

const CSV_COLUMNS: CsvColumn<ContactMessage>[] = [
  { header: 'Received', value: (m) => isoDateTime(m.time) },
  { header: 'Name', value: (m) => m.name },
  { header: 'Email', value: (m) => m.email },
  { header: 'Phone', value: (m) => m.phone },
  { header: 'Subject', value: (m) => m.subject },
  { header: 'Message', value: (m) => m.message },
];

/** The contact-form inbox, newest first. */
export function MessagesPage() {
  const { data, isLoading, error, refetch } = useContactMessagesQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const sorted = useMemo(() => (data ? [...data].sort((a, b) => b.time - a.time) : undefined), [data]);
  const { shown, query } = useSearchFilter(sorted, searchTexts);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2}>Messages</Title>
          <Text c="dimmed">What visitors sent through the contact form, newest first.</Text>
        </div>
        <ExportCsvButton name="messages" columns={CSV_COLUMNS} rows={shown} />
      </Group>
      {isLoading ? <LoadingState label="Loading messages..." /> : null}
      {error ? <ErrorState error={error} title="Could not load the messages" onRetry={refetch} /> : null}
      {data ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Received</Table.Th>
                  <Table.Th scope="col">From</Table.Th>
                  <Table.Th scope="col">Subject</Table.Th>
                  <Table.Th scope="col">Message</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.length === 0 ? <EmptyRow colSpan={4} text={emptyText(query, 'No messages yet.')} /> : null}
                {shown.map((m) => (
                  <Table.Tr key={m._id} style={{ verticalAlign: 'top' }}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.time)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {m.name}
                      </Text>
                      {m.email ? (
                        <Anchor href={`mailto:${m.email}`} size="xs" style={{ overflowWrap: 'anywhere' }}>
                          {m.email}
                        </Anchor>
                      ) : null}
                      {m.phone ? (
                        <Text size="xs" c="dimmed">
                          {m.phone}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{m.subject}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap', maxWidth: 420 }}>{m.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
    </Stack>
  );
}
