import { Badge, Text, Title } from '@mantine/core';
import { Table } from 'shared-auth/overlays';
import { formatTk, useDocumentTitle, type DonationRecord } from 'shared-auth';
import { ExportCsvButton } from '../csv/export-csv-button';
import type { CsvColumn } from '../csv/csv';
import { formatShortDate, isoDateTime } from '../frame/format-date';
import { emptyText } from '../frame/page-states';
import { useSearchFilter } from '../frame/search-context';
import { ListPaging, usePaging } from '../frame/paging';
import { DataTable, TablePage } from '../frame/table-page';
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

/** Donations per page (the API answers at most 100). */
export const ALL_DONATIONS_PAGE_SIZE = 50;

/** Every donation on the platform, newest first, a page at a time (admins). */
export function AllDonationsPage() {
  // The heading (Total Donations) is a figure; "All Donations" is the campaigns table.
  useDocumentTitle('All User Donations');
  const paging = usePaging(ALL_DONATIONS_PAGE_SIZE);
  const result = useAllUserDonationsQuery(paging.args, { refetchOnMountOrArgChange: 30 });
  const { data, isFetching } = result;
  const { shown, query } = useSearchFilter(data?.rows, searchTexts);
  const pageSum = Math.round(shown.reduce((sum, d) => sum + d.donationAmount, 0) * 100) / 100;

  return (
    <TablePage
      heading={
        <>
          <Title order={2}>Total Donations</Title>
          {data ? (
            <Text c="dimmed">
              <Text span fw={700} c="var(--mantine-color-text)" data-testid="donations-count">
                {query ? shown.length : data.total}
              </Text>{' '}
              {query
                ? `matching donations on this page, ${formatTk(pageSum, 'Tk.')}`
                : `donations; ${formatTk(pageSum, 'Tk.')} on this page`}
            </Text>
          ) : null}
        </>
      }
      actions={<ExportCsvButton name="user-donations" columns={CSV_COLUMNS} rows={shown} />}
      result={result}
      loadingLabel="Loading donations..."
      errorTitle="Could not load the donations"
      paging={
        <ListPaging paging={paging} total={data?.total} noun="donations" />
      }
    >
      <DataTable
        minWidth={720}
        tableProps={{ striped: true, verticalSpacing: 'sm' }}
        busy={isFetching}
        columns={['#', 'Name', 'Email', 'Title', 'Amount', 'Date']}
        rows={shown}
        empty={emptyText(query, 'No donations found.')}
        renderRow={(d, index) => (
          <Table.Tr key={d._id}>
            <Table.Td>{paging.args.offset + index + 1}</Table.Td>
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
        )}
      />
    </TablePage>
  );
}
