import { useMemo } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Table } from 'shared-auth/overlays';
import { useDocumentTitle } from 'shared-auth';
import type { ContactMessage } from 'api/types';
import { NS } from '../../i18n';
import { ExportCsvButton } from '../csv/export-csv-button';
import type { CsvColumn } from '../csv/csv';
import { formatDateTime, isoDateTime } from '../frame/format-date';
import { emptyText } from '../frame/page-states';
import { useSearchFilter } from '../frame/search-context';
import { ListPaging, usePaging } from '../frame/paging';
import { DataTable, TablePage } from '../frame/table-page';
import { CardLine } from '../frame/table-parts';
import { useContactMessagesQuery } from './messages-api';

const searchTexts = (m: ContactMessage) => [m.name, m.email, m.phone, m.subject, m.message];

/** Messages per page (the API answers at most 100). */
export const MESSAGES_PAGE_SIZE = 50;

/** The contact-form inbox, newest first, a page at a time. */
export function MessagesPage() {
  const { t } = useTranslation([NS.messages, NS.csv, NS.frame, NS.common]);
  useDocumentTitle(t('title'));
  const csvColumns: CsvColumn<ContactMessage>[] = [
    { header: t('csv.received'), value: (m) => isoDateTime(m.time) },
    { header: t('csv.name'), value: (m) => m.name },
    { header: t('csv.email'), value: (m) => m.email },
    { header: t('csv.phone'), value: (m) => m.phone },
    { header: t('csv.subject'), value: (m) => m.subject },
    { header: t('csv.message'), value: (m) => m.message },
  ];
  const paging = usePaging(MESSAGES_PAGE_SIZE);
  const result = useContactMessagesQuery(paging.args, { refetchOnMountOrArgChange: 30 });
  const { data, isFetching } = result;
  // The API pages newest first; within a page, keep that order whatever it sends.
  const sorted = useMemo(() => (data ? [...data.rows].sort((a, b) => b.time - a.time) : undefined), [data]);
  const { shown, query } = useSearchFilter(sorted, searchTexts);

  /** Who sent it: the name, then the email (a link to answer) and the phone when given. */
  const sender = (m: ContactMessage) => (
    <>
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
    </>
  );

  return (
    <TablePage
      heading={
        <>
          <Title order={2}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </>
      }
      actions={<ExportCsvButton name="messages" columns={csvColumns} rows={shown} />}
      result={result}
      loadingLabel={t('loading')}
      errorTitle={t('couldNotLoad')}
      paging={<ListPaging paging={paging} total={data?.total} noun={(count) => t('noun', { count })} />}
    >
      <DataTable
        minWidth={760}
        tableProps={{ verticalSpacing: 'sm', striped: true }}
        busy={isFetching}
        columns={[t('columns.received'), t('columns.from'), t('columns.subject'), t('columns.message')]}
        rows={shown}
        empty={emptyText(query, t('empty'))}
        cards={{
          label: t('listLabel'),
          key: (m) => m._id,
          render: (m) => (
            <Stack gap={6}>
              <div style={{ minWidth: 0 }}>{sender(m)}</div>
              <CardLine label={t('columns.received')}>{formatDateTime(m.time)}</CardLine>
              <CardLine label={t('columns.subject')}>{m.subject}</CardLine>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.message}
              </Text>
            </Stack>
          ),
        }}
        renderRow={(m) => (
          <Table.Tr key={m._id} style={{ verticalAlign: 'top' }}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.time)}</Table.Td>
            <Table.Td>{sender(m)}</Table.Td>
            <Table.Td>{m.subject}</Table.Td>
            <Table.Td style={{ whiteSpace: 'pre-wrap', maxWidth: 420 }}>{m.message}</Table.Td>
          </Table.Tr>
        )}
      />
    </TablePage>
  );
}
