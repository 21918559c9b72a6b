import { Avatar, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Image, Table } from 'shared-auth/overlays';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { assetUrl, useAuth, useDocumentTitle } from 'shared-auth';
import { formatCount, formatTk } from 'shared-auth/i18n';
import type { DonationRecord } from 'api/types';
import { NS } from '../../i18n';
import { formatYear } from '../frame/amounts';
import { formatShortDate } from '../frame/format-date';
import { NotAllowed, notAllowedTitle } from '../frame/not-allowed';
import { emptyText } from '../frame/page-states';
import { useSearchFilter } from '../frame/search-context';
import { ListPaging, usePaging } from '../frame/paging';
import { DataTable, TablePage } from '../frame/table-page';
import { useDonationsOfUserQuery } from './user-donations-api';
import { StatusBadge } from './gift-status';
import { PendingHelp } from './pending-help';
import { usePdfDownload } from './pdf-download';

/** A gift's state, what to do next, and its receipt. */
function GiftState({ gift, own, pdf }: { gift: DonationRecord; own: boolean; pdf: ReturnType<typeof usePdfDownload> }) {
  const { t } = useTranslation(NS['user-donations']);
  const receiptPath = `user-donations/${encodeURIComponent(gift._id)}/receipt.pdf`;
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge status={gift.status} />
      <PendingHelp gift={gift} own={own} />
      {(gift.status === 'rejected' || gift.status === 'refunded') && gift.statusReason ? <Text size="sm">{t('mine.reason', { reason: gift.statusReason })}</Text> : null}
      {gift.status === 'expired' ? <Text size="sm">{t('mine.expired', { reference: gift.reference })}</Text> : null}
      {gift.status === 'confirmed' && gift.receiptNo ? (
        <Button
          size="compact-sm"
          variant="default"
          loading={pdf.busy === receiptPath}
          aria-label={t('mine.receiptLabel', { receiptNo: gift.receiptNo, reference: gift.reference })}
          onClick={() => void pdf.download(receiptPath, `relief-receipt-${gift.receiptNo}.pdf`)}
        >
          {t('mine.receipt')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The year statement of an account's confirmed gifts. */
function StatementDownload({ email, years, pdf }: { email: string; years: number[]; pdf: ReturnType<typeof usePdfDownload> }) {
  const { t } = useTranslation(NS['user-donations']);
  const [year, setYear] = useState(String(years[0]));
  const path = `user-donations/${encodeURIComponent(email)}/statement.pdf?year=${year}`;
  return (
    <Group gap="xs" align="flex-end">
      <NativeSelect
        label={t('mine.statementYear')}
        value={year}
        onChange={(e) => setYear(e.currentTarget.value)}
        data={years.map((y) => ({ value: String(y), label: formatYear(y) }))}
        size="xs"
      />
      <Button size="xs" variant="default" loading={pdf.busy === path} onClick={() => void pdf.download(path, `relief-donations-${year}.pdf`)}>
        {t('mine.downloadStatement')}
      </Button>
    </Group>
  );
}

// The amount as typed (500) and as shown (Tk 500 / ৳৫০০: Bengali digits find it too).
const searchTexts = (d: DonationRecord) => [d.title, d.donationAmount, formatTk(d.donationAmount), formatShortDate(d.time)];

function DonationImage({ record, size }: { record: DonationRecord; size: number }) {
  const src = assetUrl(record.donationImage);
  return src ? (
    <Image src={src} alt="" w={size} h={size} radius="sm" fit="cover" loading="lazy" />
  ) : (
    <Avatar size={size} radius="sm" aria-hidden>
      {record.title.slice(0, 1)}
    </Avatar>
  );
}

/** Donations per page (the API answers at most 100). */
export const MY_DONATIONS_PAGE_SIZE = 20;

/** One person's donations, a page at a time: a table on wide screens, cards on phones. */
export function MyDonationsPage() {
  const { t } = useTranslation([NS['user-donations'], NS.frame, NS.common]);
  const { email = '' } = useParams();
  const { user } = useAuth();
  const own = user?.email.toLowerCase() === email.toLowerCase();
  const allowed = own || user?.role === 'admin';
  // The heading (Number Of Donations) is a figure: the title says whose donations these are.
  useDocumentTitle(!allowed ? notAllowedTitle() : own ? t('mine.documentTitle') : t('mine.documentTitleOf', { email }));
  const paging = usePaging(MY_DONATIONS_PAGE_SIZE);
  const result = useDonationsOfUserQuery({ email, ...paging.args }, { skip: !allowed || !email, refetchOnMountOrArgChange: 30 });
  const { data, isFetching } = result;
  const { shown, query } = useSearchFilter(data?.rows, searchTexts);
  const pdf = usePdfDownload();
  const dhakaYear = (ms: number) => new Date(ms + 6 * 3_600_000).getUTCFullYear();
  const years = [...new Set([dhakaYear(Date.now()), ...(data?.rows ?? []).filter((d) => d.confirmedAt).map((d) => dhakaYear(d.confirmedAt!))])].sort((a, b) => b - a);

  if (!allowed) {
    return (
      <NotAllowed
        text={t('mine.onlyOwn')}
        link={user ? { to: `/dashboard/user-donations/${encodeURIComponent(user.email)}`, label: t('mine.seeOwn') } : undefined}
      />
    );
  }

  const empty = emptyText(query, t('empty'));
  return (
    <TablePage
      heading={
        <>
          {!own ? <Text c="dimmed">{t('mine.donationsOf', { email })}</Text> : null}
          <Title order={2}>{t('mine.title')}</Title>
          {data ? (
            <Text fz={28} fw={700} data-testid="my-donations-count">
              {formatCount(data.total)}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('mine.note')}
          </Text>
          <StatementDownload email={email} years={years} pdf={pdf} />
        </>
      }
      result={result}
      loadingLabel={t('loading')}
      errorTitle={t('couldNotLoad')}
      paging={<ListPaging paging={paging} total={data?.total} noun={(count) => t('noun', { count })} />}
    >
      <DataTable
        paperProps={{ visibleFrom: 'sm' }}
        busy={isFetching}
        tableProps={{ verticalSpacing: 'sm', striped: true }}
        columns={[t('mine.columns.image'), t('mine.columns.title'), t('mine.columns.amount'), t('mine.columns.time'), t('mine.columns.status')]}
        rows={shown}
        empty={empty}
        renderRow={(d) => (
          <Table.Tr key={d._id}>
            <Table.Td>
              <DonationImage record={d} size={48} />
            </Table.Td>
            <Table.Td>{d.title}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTk(d.donationAmount)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(d.time)}</Table.Td>
            <Table.Td style={{ minWidth: 220 }}>
              <GiftState gift={d} own={own} pdf={pdf} />
            </Table.Td>
          </Table.Tr>
        )}
      />
      <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('mine.listLabel')}>
        {shown.length === 0 ? (
          <Text c="dimmed" ta="center" py="md" component="li">
            {empty}
          </Text>
        ) : null}
        {shown.map((d) => (
          <Card withBorder radius="md" padding="sm" key={d._id} component="li">
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <DonationImage record={d} size={56} />
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{d.title}</Text>
                <Text size="sm">{formatTk(d.donationAmount)}</Text>
                <Text size="xs" c="dimmed">
                  {formatShortDate(d.time)} · {d.reference}
                </Text>
                <GiftState gift={d} own={own} pdf={pdf} />
              </div>
            </Group>
          </Card>
        ))}
      </Stack>
    </TablePage>
  );
}
