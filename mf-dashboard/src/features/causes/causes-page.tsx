import { useState } from 'react';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Table } from 'shared-auth/overlays';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from 'shared-auth';
import { formatCount } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { ConfirmDialog } from '../frame/confirm-dialog';
import { DataTable, TablePage } from '../frame/table-page';
import { CardLine, TABLE_BADGE_STYLES } from '../frame/table-parts';
import { AddCauseForm } from './add-cause-form';
import { CauseNameEditor } from './cause-name-editor';
import { useCausesQuery, useUpdateCauseMutation, type CauseRow } from './causes-api';

/**
 * Admins keep the list of causes campaigns are filed under: add one, rename it in place (its
 * campaigns follow), retire it (no new campaigns; existing ones keep it) or bring it back.
 */
export function CausesPage() {
  const { t } = useTranslation(NS.causes);
  useDocumentTitle(t('title'));
  const result = useCausesQuery();
  const [update, { isLoading: updating }] = useUpdateCauseMutation();
  const [renaming, setRenaming] = useState<CauseRow['id'] | null>(null);
  const [toggling, setToggling] = useState<CauseRow | null>(null);
  const rows = result.data ?? [];

  /** Its name, or the editor while it is being renamed. */
  const nameCell = (cause: CauseRow) =>
    renaming === cause.id ? (
      <CauseNameEditor
        cause={cause}
        busy={updating}
        save={(name) => update({ id: cause.id, name }).unwrap()}
        onDone={() => setRenaming(null)}
      />
    ) : (
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {cause.name}
      </Text>
    );
  const statusBadge = (cause: CauseRow) =>
    cause.retired ? (
      <Badge color="gray" variant="light" styles={TABLE_BADGE_STYLES}>
        {t('retired')}
      </Badge>
    ) : (
      <Badge color="teal" variant="light" styles={TABLE_BADGE_STYLES}>
        {t('active')}
      </Badge>
    );
  /** Rename, and retire or bring back (the last column, or a card's foot). */
  const actions = (cause: CauseRow) => (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={() => setRenaming(cause.id)} disabled={renaming === cause.id} aria-label={t('renameLabel', { name: cause.name })}>
        {t('rename')}
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => setToggling(cause)}
        aria-label={cause.retired ? t('bringBackLabel', { name: cause.name }) : t('retireLabel', { name: cause.name })}
      >
        {cause.retired ? t('bringBack') : t('retire')}
      </Button>
    </Group>
  );

  return (
    <TablePage
      heading={
        <>
          <Title order={2}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </>
      }
      result={result}
      loadingLabel={t('loading')}
      errorTitle={t('loadFailed')}
      footer={
        <ConfirmDialog
          item={toggling}
          title={toggling?.retired ? t('bringBackDialog.title') : t('retireDialog.title')}
          question={
            toggling?.retired
              ? t('bringBackDialog.question')
              : t('retireDialog.question', { count: toggling?.campaignCount ?? 0, campaigns: formatCount(toggling?.campaignCount ?? 0) })
          }
          describe={(c) => c.name}
          run={(c) => update({ id: c.id, retired: !c.retired }).unwrap()}
          busy={updating}
          confirmLabel={toggling?.retired ? t('bringBack') : t('retire')}
          color={toggling?.retired ? undefined : 'red.9'}
          doneMessage={toggling?.retired ? t('bringBackDialog.done') : t('retireDialog.done')}
          failedTitle={toggling?.retired ? t('bringBackDialog.failed') : t('retireDialog.failed')}
          onClose={() => setToggling(null)}
        />
      }
    >
      <AddCauseForm />
      <DataTable
        minWidth={560}
        tableProps={{ verticalSpacing: 'sm', 'aria-label': t('tableLabel') }}
        columns={[t('columns.name'), t('columns.campaigns'), t('columns.status'), t('columns.actions')]}
        rows={rows}
        empty={t('empty')}
        cards={{
          label: t('tableLabel'),
          key: (cause) => String(cause.id),
          render: (cause) => (
            <Stack gap={6}>
              {nameCell(cause)}
              <CardLine label={t('columns.campaigns')}>{formatCount(cause.campaignCount)}</CardLine>
              {statusBadge(cause)}
              {actions(cause)}
            </Stack>
          ),
        }}
        renderRow={(cause) => (
          <Table.Tr key={cause.id}>
            <Table.Td>{nameCell(cause)}</Table.Td>
            <Table.Td>{formatCount(cause.campaignCount)}</Table.Td>
            <Table.Td>{statusBadge(cause)}</Table.Td>
            <Table.Td>{actions(cause)}</Table.Td>
          </Table.Tr>
        )}
      />
    </TablePage>
  );
}
