import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { Table } from 'shared-auth/overlays';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from 'shared-auth';
import { formatDate } from 'shared-auth/i18n';
import type { AuditEntry } from 'api/types';
import { NS } from '../../i18n';
import { ListPaging, usePaging, withFilter } from '../frame/paging';
import { DataTable, TablePage } from '../frame/table-page';
import { CardLine } from '../frame/table-parts';
import { useIdSet } from '../frame/id-set';
import { useAuditLogQuery } from './audit-api';
import { ACTIONS, TARGET_TYPES, actionText, changes, isWholeValue, targetText } from './audit-values';

/** Entries per page (the API answers at most 100). */
export const AUDIT_PAGE_SIZE = 50;

function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(NS.audit);
  const rows = changes(entry.before, entry.after);
  const whole = isWholeValue(entry.before, entry.after);
  if (rows.length === 0) return <Text size="sm">{t('noChange')}</Text>;
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', fontSize: 'var(--mantine-font-size-sm)' }}>
      {rows.map((r) => (
        <div key={r.key} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{whole ? t('wholeValue') : r.key}</dt>
          <dd style={{ margin: 0, wordBreak: 'break-word' }}>
            {r.before} → {r.after}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The audit log of admin actions, newest first (admins). Read only: nothing here changes it. */
export function AuditLogPage() {
  const { t } = useTranslation(NS.audit);
  useDocumentTitle(t('title'));
  const paging = usePaging(AUDIT_PAGE_SIZE);
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const targetType = params.get('targetType') ?? '';
  const targetId = params.get('targetId') ?? '';
  const [idText, setIdText] = useState(targetId);
  const { ids: open, toggle } = useIdSet();
  const result = useAuditLogQuery({ ...paging.args, action, targetType, targetId }, { refetchOnMountOrArgChange: 30 });
  const { data, isFetching } = result;
  const setFilter = (name: string, value: string) =>
    setParams((p) => withFilter(p, name, value), { replace: true });
  const target = (e: AuditEntry) => `${targetText(e.targetType)}${e.targetId ? ` ${e.targetId}` : ''}`;
  /** The button that shows (or hides) an entry's values before and after, and them when shown. */
  const beforeAfter = (e: AuditEntry) => (
    <>
      <Button size="compact-xs" variant="default" aria-expanded={open.has(e._id)} onClick={() => toggle(e._id)} aria-label={t('beforeAfterLabel', { id: e._id })}>
        {open.has(e._id) ? t('hide') : t('beforeAfter')}
      </Button>
      {open.has(e._id) ? <Changes entry={e} /> : null}
    </>
  );

  return (
    <TablePage
      heading={
        <Stack gap="xs">
          <Title order={2}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
          <Group gap="sm" align="flex-end">
            <NativeSelect
              label={t('filters.action')}
              value={action}
              onChange={(e) => setFilter('action', e.currentTarget.value)}
              data={[{ value: '', label: t('filters.everyAction') }, ...ACTIONS.map((value) => ({ value, label: actionText(value) }))]}
            />
            <NativeSelect
              label={t('filters.target')}
              value={targetType}
              onChange={(e) => setFilter('targetType', e.currentTarget.value)}
              data={[{ value: '', label: t('filters.everyTarget') }, ...TARGET_TYPES.map((value) => ({ value, label: targetText(value) }))]}
            />
            <form
              onSubmit={(e) => {
                e.preventDefault();
                setFilter('targetId', idText.trim());
              }}
            >
              <Group gap={6} align="flex-end">
                <TextInput label={t('filters.targetId')} value={idText} onChange={(e) => setIdText(e.currentTarget.value)} w={120} />
                <Button type="submit" variant="default">
                  {t('filters.filter')}
                </Button>
              </Group>
            </form>
          </Group>
        </Stack>
      }
      result={result}
      loadingLabel={t('loading')}
      errorTitle={t('loadFailed')}
      paging={<ListPaging paging={paging} total={data?.total} noun={(count) => t('pagingNoun', { count })} />}
    >
      <DataTable
        minWidth={760}
        tableProps={{ verticalSpacing: 'sm', striped: true }}
        busy={isFetching}
        columns={[t('columns.when'), t('columns.who'), t('columns.what'), t('columns.target'), t('columns.changes')]}
        rows={data?.rows ?? []}
        empty={t('empty')}
        cards={{
          label: t('listLabel'),
          key: (e) => e._id,
          render: (e) => (
            <Stack gap={6} align="flex-start">
              <Text size="sm" fw={600}>
                {actionText(e.action)}
              </Text>
              <CardLine label={t('columns.when')}>{formatDate(e.time, 'dateTime')}</CardLine>
              <CardLine label={t('columns.who')}>{e.actorName}</CardLine>
              <CardLine label={t('columns.target')}>{target(e)}</CardLine>
              {beforeAfter(e)}
            </Stack>
          ),
        }}
        renderRow={(e) => (
          <Table.Tr key={e._id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(e.time, 'dateTime')}</Table.Td>
            <Table.Td>{e.actorName}</Table.Td>
            <Table.Td>{actionText(e.action)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{target(e)}</Table.Td>
            <Table.Td>{beforeAfter(e)}</Table.Td>
          </Table.Tr>
        )}
      />
    </TablePage>
  );
}
