import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Table } from 'shared-auth/overlays';
import { errorMessage, useDocumentTitle } from 'shared-auth';
import { formatCount, formatTk, renderTags } from 'shared-auth/i18n';
import type { DonationRecord, DonationStatus } from 'api/types';
import { NS } from '../../i18n';
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

// The amount as typed (500) and as shown (Tk 500 / ৳৫০০: Bengali digits find it too).
const searchTexts = (d: DonationRecord) => [d.name, d.email, d.title, d.donationAmount, formatTk(d.donationAmount), formatShortDate(d.time)];

/** Donations per page (the API answers at most 100). */
export const ALL_DONATIONS_PAGE_SIZE = 50;

/** Every donation on the platform, newest first, a page at a time (admins). */
export function AllDonationsPage() {
  const { t } = useTranslation([NS['user-donations'], NS.payments, NS.csv, NS.frame, NS.common]);
  // The heading (Total Donations) is a figure; "All Donations" is the campaigns table.
  useDocumentTitle(t('all.documentTitle'));
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
  // The method is the API's word (transfer, offline), as in the file's other codes.
  const csvColumns: CsvColumn<DonationRecord>[] = [
    { header: t('all.csv.name'), value: (d) => d.name },
    { header: t('all.csv.email'), value: (d) => d.email },
    { header: t('all.csv.title'), value: (d) => d.title },
    { header: t('all.csv.amount'), value: (d) => d.donationAmount },
    { header: t('all.csv.date'), value: (d) => isoDateTime(d.time) },
    { header: t('all.csv.anonymous'), value: (d) => (d.anonymous ? t('dashboard-common:yes') : t('dashboard-common:no')) },
    { header: t('all.csv.status'), value: (d) => statusLabel(d.status) },
    { header: t('all.csv.method'), value: (d) => d.method },
    { header: t('all.csv.channel'), value: (d) => (d.channel ? channelName(d.channel) : '') },
    { header: t('all.csv.transactionId'), value: (d) => d.transactionId ?? '' },
    { header: t('all.csv.reference'), value: (d) => d.reference },
    { header: t('all.csv.receipt'), value: (d) => d.receiptNo ?? '' },
  ];

  /** A gift's status and reference, and its refund and receipt buttons once confirmed (the last column, or a card's foot). */
  const giftState = (d: DonationRecord) => (
      <Stack gap={4} align="flex-start">
        <Group gap={6} wrap="nowrap">
          <StatusBadge status={d.status} />
          <Text size="xs" c="dimmed">
            {d.reference}
          </Text>
        </Group>
        {d.status === 'confirmed' ? (
          <Group gap={6} wrap="nowrap">
            <Button size="compact-xs" variant="default" aria-label={t('all.refundLabel', { reference: d.reference })} onClick={() => setRefunding(d)}>
              {t('all.refund')}
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              aria-label={t('all.receiptLabel', { reference: d.reference })}
              loading={pdf.busy === `user-donations/${d._id}/receipt.pdf`}
              onClick={() => void pdf.download(`user-donations/${d._id}/receipt.pdf`, `relief-receipt-${d.receiptNo}.pdf`)}
            >
              {t('all.receipt')}
            </Button>
          </Group>
        ) : d.statusReason ? (
          <Text size="xs">{d.statusReason}</Text>
        ) : null}
      </Stack>
  );

  return (
    <TablePage
      heading={
        <>
          <Title order={2}>{t('all.title')}</Title>
          {data ? (
            <Text c="dimmed">
              {renderTags(query ? t('all.summaryMatching', { amount: formatTk(pageSum) }) : t('all.summary', { amount: formatTk(pageSum) }), {
                count: (
                  <Text span fw={700} c="var(--mantine-color-text)" data-testid="donations-count">
                    {formatCount(query ? shown.length : data.total)}
                  </Text>
                ),
              })}
            </Text>
          ) : null}
          <NativeSelect
            label={t('all.statusFilter')}
            value={status ?? ''}
            onChange={(e) => setStatus(e.currentTarget.value)}
            data={[{ value: '', label: t('all.everyStatus') }, ...STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))]}
            w={200}
          />
          <ReasonDialog
            opened={refunding !== null}
            title={t('all.refundDialog.title')}
            describe={
              refunding
                ? t('all.refundDialog.describe', { reference: refunding.reference, amount: formatTk(refunding.donationAmount), name: refunding.name })
                : ''
            }
            submitLabel={t('all.refund')}
            busy={refundBusy}
            onClose={() => setRefunding(null)}
            onSubmit={async (reason) => {
              try {
                const answer = await refund({ id: refunding!._id, reason }).unwrap();
                notifySuccess(answer.message);
                return true;
              } catch (error) {
                notifyError(errorMessage(error, t('dashboard-common:pleaseTryAgain')), t('all.refundDialog.failed'));
                return false;
              }
            }}
          />
        </>
      }
      actions={<ExportCsvButton name="user-donations" columns={csvColumns} rows={shown} />}
      result={result}
      loadingLabel={t('loading')}
      errorTitle={t('couldNotLoad')}
      paging={<ListPaging paging={paging} total={data?.total} noun={(count) => t('noun', { count })} />}
    >
      <DataTable
        minWidth={720}
        tableProps={{ striped: true, verticalSpacing: 'sm' }}
        busy={isFetching}
        columns={[
          t('all.columns.number'),
          t('all.columns.name'),
          t('all.columns.email'),
          t('all.columns.title'),
          t('all.columns.amount'),
          t('all.columns.date'),
          t('all.columns.status'),
        ]}
        rows={shown}
        empty={emptyText(query, t('empty'))}
        cards={{
          label: t('all.listLabel'),
          key: (d) => d._id,
          render: (d, index) => (
            <Stack gap={4}>
              <Text fw={600}>
                {formatCount(paging.args.offset + index + 1)}. <DonorName gift={d} />
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {d.email}
              </Text>
              <Text size="sm">{d.title}</Text>
              <Text size="sm">
                <span style={{ whiteSpace: 'nowrap' }}>{formatTk(d.donationAmount)}</span> · {formatShortDate(d.time)}
              </Text>
              {giftState(d)}
            </Stack>
          ),
        }}
        renderRow={(d, index) => (
          <Table.Tr key={d._id}>
            <Table.Td>{formatCount(paging.args.offset + index + 1)}</Table.Td>
            <Table.Td>
              <DonorName gift={d} />
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{d.email}</Table.Td>
            <Table.Td>{d.title}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTk(d.donationAmount)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(d.time)}</Table.Td>
            <Table.Td>{giftState(d)}</Table.Td>
          </Table.Tr>
        )}
      />
    </TablePage>
  );
}
