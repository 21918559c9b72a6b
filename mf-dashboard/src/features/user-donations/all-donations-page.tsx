import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatTk, type DonationRecord } from 'shared-auth';
import { ExportCsvButton } from '../csv/export-csv-button';
import type { CsvColumn } from '../csv/csv';
import { formatShortDate, isoDateTime } from '../frame/format-date';
import { emptyText, ErrorState, LoadingState } from '../frame/page-states';
import { useSearchFilter } from '../frame/search-context';
import { EmptyRow } from '../frame/table-parts';
import { useAllUserDonationsQuery } from './user-donations-api';

const searchTexts = (d: DonationRecord) => [d.name, d.email, d.title, d.donationAmount, formatShortDate(d.time)];

const CSV_COLUMNS: CsvColumn<DonationRecord>[] = [
  { header: 'Name', value: (d) => d.name },
  { header: 'Email', value: (d) => d.email },
  { header: 'Title', value: (d) => d.title },
  { header: 'Amount (Tk)', value: (d) => d.donationAmount },
  { header: 'Date', value: (d) => isoDateTime(d.time) },
  { header: 'Anonymous', value: (d) => (d.anonymous ? 'yes' : 'no') },
];

/** Every donation on the platform, newest first (admins). */
export function AllDonationsPage() {
  const { data, isLoading, error, refetch } = useAllUserDonationsQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const { shown, query } = useSearchFilter(data, searchTexts);
  const total = shown.reduce((sum, d) => sum + d.donationAmount, 0);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2}>Total Donations</Title>
          {data ? (
            <Text c="dimmed">
              <Text span fw={700} c="var(--mantine-color-text)" data-testid="donations-count">
                {shown.length}
              </Text>{' '}
              {query ? 'matching ' : ''}donations, {formatTk(Math.round(total * 100) / 100, 'Tk.')} in all
            </Text>
          ) : null}
        </div>
        <ExportCsvButton name="user-donations" columns={CSV_COLUMNS} rows={shown} />
      </Group>
      {isLoading ? <LoadingState label="Loading donations..." /> : null}
      {error ? <ErrorState error={error} title="Could not load the donations" onRetry={refetch} /> : null}
      {data ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">#</Table.Th>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">Email</Table.Th>
                  <Table.Th scope="col">Title</Table.Th>
                  <Table.Th scope="col">Amount</Table.Th>
                  <Table.Th scope="col">Date</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.length === 0 ? <EmptyRow colSpan={6} text={emptyText(query, 'No donations found.')} /> : null}
                {shown.map((d, index) => (
                  <Table.Tr key={d._id}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>
                      {d.name}{' '}
                      {d.anonymous ? (
                        <Badge size="xs" variant="light" color="gray">
                          anonymous
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{d.email}</Table.Td>
                    <Table.Td>{d.title}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTk(d.donationAmount, 'Tk.')}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(d.time)}</Table.Td>
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
