import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { Table } from 'shared-auth/overlays';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from 'shared-auth';
import type { AuditEntry } from 'api/types';
import { formatDateTime } from '../frame/format-date';
import { ListPaging, usePaging, withFilter } from '../frame/paging';
import { DataTable, TablePage } from '../frame/table-page';
import { useIdSet } from '../frame/id-set';
import { useAuditLogQuery } from './audit-api';
import { ACTIONS, TARGET_TYPES, actionText, changes } from './audit-values';

/** Entries per page (the API answers at most 100). */
export const AUDIT_PAGE_SIZE = 50;

function Changes({ entry }: { entry: AuditEntry }) {
  const rows = changes(entry.before, entry.after);
  if (rows.length === 0) return <Text size="sm">No field changed.</Text>;
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
      {rows.map((r) => (
        <div key={r.key} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{r.key}</dt>
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
  useDocumentTitle('Audit log');
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

  return (
    <TablePage
      heading={
        <Stack gap="xs">
          <Title order={2}>Audit log</Title>
          <Text c="dimmed">Every admin action: who, when, what, and the values before and after. Nobody can edit or delete it.</Text>
          <Group gap="sm" align="flex-end">
            <NativeSelect
              label="Action"
              value={action}
              onChange={(e) => setFilter('action', e.currentTarget.value)}
              data={[{ value: '', label: 'Every action' }, ...Object.entries(ACTIONS).map(([value, label]) => ({ value, label }))]}
            />
            <NativeSelect
              label="Target"
              value={targetType}
              onChange={(e) => setFilter('targetType', e.currentTarget.value)}
              data={[{ value: '', label: 'Every target' }, ...TARGET_TYPES.map((t) => ({ value: t, label: t }))]}
            />
            <form
              onSubmit={(e) => {
                e.preventDefault();
                setFilter('targetId', idText.trim());
              }}
            >
              <Group gap={6} align="flex-end">
                <TextInput label="Target id" value={idText} onChange={(e) => setIdText(e.currentTarget.value)} w={120} />
                <Button type="submit" variant="default">
                  Filter
                </Button>
              </Group>
            </form>
          </Group>
        </Stack>
      }
      result={result}
      loadingLabel="Loading the audit log..."
      errorTitle="Could not load the audit log"
      paging={<ListPaging paging={paging} total={data?.total} noun="entries" />}
    >
      <DataTable
        minWidth={760}
        tableProps={{ verticalSpacing: 'sm', striped: true }}
        busy={isFetching}
        columns={['When', 'Who', 'What', 'Target', 'Changes']}
        rows={data?.rows ?? []}
        empty="No entries."
        renderRow={(e) => (
          <Table.Tr key={e._id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.time)}</Table.Td>
            <Table.Td>{e.actorName}</Table.Td>
            <Table.Td>{actionText(e.action)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {e.targetType}
              {e.targetId ? ` ${e.targetId}` : ''}
            </Table.Td>
            <Table.Td>
              <Button size="compact-xs" variant="default" aria-expanded={open.has(e._id)} onClick={() => toggle(e._id)} aria-label={`Before and after of entry ${e._id}`}>
                {open.has(e._id) ? 'Hide' : 'Before / After'}
              </Button>
              {open.has(e._id) ? <Changes entry={e} /> : null}
            </Table.Td>
          </Table.Tr>
        )}
      />
    </TablePage>
  );
}
