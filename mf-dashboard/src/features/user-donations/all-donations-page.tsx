import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Table } from 'shared-auth/overlays';
import { errorMessage, formatTk, useDocumentTitle } from 'shared-auth';
import type { DonationRecord, DonationStatus } from 'api/types';
import { ExportCsvButton } from '../csv/export-csv-button';
import type { CsvColumn } from '../csv/csv';
import { formatShortDate, isoDateTime } from '../frame/format-date';
import { emptyText } from '../frame/page-states';
import { useSearchFilter } from '../frame/search-context';
import { ListPaging, usePaging, withFilter } from '../frame/paging';
import { DataTable, TablePage } from '../frame/table-page';
import { useAllUserDonationsQuery } from './user-donations-api';
import { ReasonDialog } from '../payments/reason-dialog';
import { channelName } from '../payments/channel-names';
import { notifyError, notifySuccess } from '../frame/notify';
import { DonorName, StatusBadge, statusLabel } from './gift-status';
import { useRefundGiftMutation } from './gift-money-api';
import { usePdfDownload } from './pdf-download';

const STATUSES: DonationStatus[] = ['pending', 'confirmed', 'rejected', 'expired', 'refunded'];

const searchTexts = (d: DonationRecord) => [d.name, d.email, d.title, d.donationAmount, formatShortDate(d.time)];

const CSV_COLUMNS: CsvColumn<DonationRecord>[] = [
  { header: 'Name', value: (d) => d.name },
  { header: 'Email', value: (d) => d.email },
  { header: 'Title', value: (d) => d.title },
  { header: 'Amount (Tk)', value: (d) => d.donationAmount },
  { header: 'Date', value: (d) => isoDateTime(d.time) },
  { header: 'Anonymous', value: (d) => (d.anonymous ? 'yes' : 'no') },
  { header: 'Status', value: (d) => statusLabel(d.status) },
  { header: 'Method', value: (d) => d.method },
  { header: 'Channel', value: (d) => (d.channel ? channelName(d.channel) : '') },
  { header: 'Transaction ID', value: (d) => d.transactionId ?? '' },
  { header: 'Reference', value: (d) => d.reference },
  { header: 'Receipt', value: (d) => d.receiptNo ?? '' },
];

/** Donations per page (the API answers at most 100). */
export const ALL_DONATIONS_PAGE_SIZE = 50;

/** Every donation on the platform, newest first, a page at a time (admins). */
export function AllDonationsPage() {
  // The heading (Total Donations) is a figure; "All Donations" is the campaigns table.
  useDocumentTitle('All User Donations');
  const paging = usePaging(ALL_DONATIONS_PAGE_SIZE);
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => s === params.get('status'));
  const result = useAllUserDonationsQuery({ ...paging.args, status }, { refetchOnMountOrArgChange: 30 });
  const { data, isFetching } = result;
  const { shown, query } = useSearchFilter(data?.rows, searchTexts);
  // Only money that was seen counts in the totals.
  const pageSum = Math.round(shown.filter((d) => d.status === 'confirmed').reduce((sum, d) => sum + d.donationAmount, 0) * 100) / 100;
  const [refunding, setRefunding] = useState<DonationRecord | null>(null);
  const [refund, { isLoading: refundBusy }] = useRefundGiftMutation();
  const pdf = usePdfDownload();
  const setStatus = (value: string) =>
    setParams((p) => withFilter(p, 'status', value), { replace: true });

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
                ? `matching donations on this page, ${formatTk(pageSum, 'Tk.')} confirmed`
                : `donations; ${formatTk(pageSum, 'Tk.')} confirmed on this page`}
            </Text>
          ) : null}
          <NativeSelect
            label="Status"
            value={status ?? ''}
            onChange={(e) => setStatus(e.currentTarget.value)}
            data={[{ value: '', label: 'Every status' }, ...STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))]}
            w={200}
          />
          <ReasonDialog
            opened={refunding !== null}
            title="Refund a gift"
            describe={refunding ? `${refunding.reference}: ${formatTk(refunding.donationAmount, 'Tk')} from ${refunding.name}. Its amount leaves every total.` : ''}
            submitLabel="Refund"
            busy={refundBusy}
            onClose={() => setRefunding(null)}
            onSubmit={async (reason) => {
              try {
                const answer = await refund({ id: refunding!._id, reason }).unwrap();
                notifySuccess(answer.message);
                return true;
              } catch (error) {
                notifyError(errorMessage(error, 'Please try again.'), 'Refund failed');
                return false;
              }
            }}
          />
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
        columns={['#', 'Name', 'Email', 'Title', 'Amount', 'Date', 'Status']}
        rows={shown}
        empty={emptyText(query, 'No donations found.')}
        renderRow={(d, index) => (
          <Table.Tr key={d._id}>
            <Table.Td>{paging.args.offset + index + 1}</Table.Td>
            <Table.Td>
              <DonorName gift={d} />
            </Table.Td>
            <Table.Td>{d.email}</Table.Td>
            <Table.Td>{d.title}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTk(d.donationAmount, 'Tk.')}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(d.time)}</Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <Group gap={6} wrap="nowrap">
                  <StatusBadge status={d.status} />
                  <Text size="xs" c="dimmed">
                    {d.reference}
                  </Text>
                </Group>
                {d.status === 'confirmed' ? (
                  <Group gap={6} wrap="nowrap">
                    <Button size="compact-xs" variant="default" aria-label={`Refund ${d.reference}`} onClick={() => setRefunding(d)}>
                      Refund
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-label={`Receipt of ${d.reference} (PDF)`}
                      loading={pdf.busy === `user-donations/${d._id}/receipt.pdf`}
                      onClick={() => void pdf.download(`user-donations/${d._id}/receipt.pdf`, `relief-receipt-${d.receiptNo}.pdf`)}
                    >
                      Receipt
                    </Button>
                  </Group>
                ) : d.statusReason ? (
                  <Text size="xs">{d.statusReason}</Text>
                ) : null}
              </Stack>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </TablePage>
  );
}
