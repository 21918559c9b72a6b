import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Table } from 'shared-auth/overlays';
import { IconEdit, IconLock, IconLockOpen, IconNews, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useDocumentTitle } from 'shared-auth';
import { causeLabel, formatCount, formatTk } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { ExportCsvButton } from '../csv/export-csv-button';
import type { CsvColumn } from '../csv/csv';
import { emptyText } from '../frame/page-states';
import { ListPaging, usePaging } from '../frame/paging';
import { useSearchFilter } from '../frame/search-context';
import { DataTable, TablePage } from '../frame/table-page';
import { STICKY_END, TABLE_BADGE_STYLES } from '../frame/table-parts';
import { ConfirmDeleteDialog } from '../frame/confirm-delete-dialog';
import { useDashboardCampaignsQuery, useDeleteCampaignMutation } from './campaigns-api';
import { EditCampaignDialog } from './edit-campaign-dialog';
import { CloseCampaignDialog, ReopenCampaignDialog } from './close-campaign-dialogs';
import { isClosed, lastDayText, statusText } from './campaign-status';
import type { CampaignRow } from './campaign-values';

const searchTexts = (c: CampaignRow) => [c.title, c.category, causeLabel(c.category), c.amount, formatTk(c.amount)];

/** The spreadsheet's columns, headed in the page's language. */
const csvColumns = (t: TFunction<typeof NS.campaigns>): CsvColumn<CampaignRow>[] => [
  { header: t('csv.title'), value: (c) => c.title },
  { header: t('csv.category'), value: (c) => c.category },
  { header: t('csv.amount'), value: (c) => c.amount },
  { header: t('csv.raised'), value: (c) => c.totalDonationAmount },
  { header: t('csv.status'), value: (c) => statusText(c) },
];

/** Open or closed, and the last day when it has one. */
function CampaignState({ campaign }: { campaign: CampaignRow }) {
  const { t } = useTranslation(NS.campaigns);
  return (
    <div>
      <Badge variant="light" color={isClosed(campaign) ? 'gray' : 'teal'} styles={TABLE_BADGE_STYLES}>
        {isClosed(campaign) ? t('status.closed') : t('status.open')}
      </Badge>
      {lastDayText(campaign) ? (
        <Text size="xs" c="dimmed" mt={2} style={{ whiteSpace: 'nowrap' }}>
          {t('status.until', { date: lastDayText(campaign) })}
        </Text>
      ) : null}
    </div>
  );
}

/** Campaigns per page (the API answers at most 100). */
export const CAMPAIGNS_PAGE_SIZE = 50;

/** Admins list, edit, close or reopen and delete campaigns, a page at a time, and post their updates. */
export function CampaignsTablePage() {
  const { t } = useTranslation(NS.campaigns);
  useDocumentTitle(t('table.title'));
  const paging = usePaging(CAMPAIGNS_PAGE_SIZE);
  const result = useDashboardCampaignsQuery(paging.args);
  const { data, isFetching } = result;
  const { shown, query } = useSearchFilter(data?.rows, searchTexts);
  const [editing, setEditing] = useState<CampaignRow | null>(null);
  const [deleting, setDeleting] = useState<CampaignRow | null>(null);
  const [closing, setClosing] = useState<CampaignRow | null>(null);
  const [reopening, setReopening] = useState<CampaignRow | null>(null);
  const [remove, { isLoading: removing }] = useDeleteCampaignMutation();

  /** A campaign's buttons: close or reopen, its updates, edit, delete (the table's last column, or its card's foot). */
  const actions = (campaign: CampaignRow) => (
    <Group gap="xs" wrap="nowrap">
      {isClosed(campaign) ? (
        <Button size="compact-sm" variant="default" leftSection={<IconLockOpen size={14} aria-hidden />} onClick={() => setReopening(campaign)} aria-label={t('table.reopenLabel', { title: campaign.title })}>
          {t('table.reopen')}
        </Button>
      ) : (
        <Button size="compact-sm" variant="default" leftSection={<IconLock size={14} color="var(--mantine-color-red-filled)" aria-hidden />} onClick={() => setClosing(campaign)} aria-label={t('table.closeLabel', { title: campaign.title })}>
          {t('table.close')}
        </Button>
      )}
      <Button size="compact-sm" variant="subtle" component={Link} to={`/dashboard/donations/${campaign._id}/updates`} leftSection={<IconNews size={14} aria-hidden />} aria-label={t('table.updatesLabel', { title: campaign.title })}>
        {t('table.updates')}
      </Button>
      <ActionIcon variant="light" aria-label={t('table.editLabel', { title: campaign.title })} onClick={() => setEditing(campaign)}>
        <IconEdit size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="light" color="red" aria-label={t('table.deleteLabel', { title: campaign.title })} onClick={() => setDeleting(campaign)}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );

  return (
    <TablePage
      heading={
        <>
          <Title order={2}>{t('table.title')}</Title>
          {data ? <Text c="dimmed">{t('table.count', { count: data.total, total: formatCount(data.total) })}</Text> : null}
        </>
      }
      actions={
        <Group gap="sm">
          <ExportCsvButton name="donation-campaigns" columns={csvColumns(t)} rows={shown} />
          <Button component={Link} to="/dashboard/create-donation" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('table.add')}
          </Button>
        </Group>
      }
      result={result}
      loadingLabel={t('table.loading')}
      errorTitle={t('table.loadFailed')}
      paging={
        <ListPaging paging={paging} total={data?.total} noun={(count) => t('table.pagingNoun', { count })} />
      }
      footer={
        <>
          <EditCampaignDialog campaign={editing} onClose={() => setEditing(null)} />
          <CloseCampaignDialog campaign={closing} onClose={() => setClosing(null)} />
          <ReopenCampaignDialog campaign={reopening} onClose={() => setReopening(null)} />
          <ConfirmDeleteDialog
            item={deleting}
            title={t('table.deleteTitle')}
            question={t('table.deleteQuestion')}
            describe={(c) => c.title}
            remove={(c) => remove(c._id).unwrap()}
            busy={removing}
            doneMessage={t('table.deleteDone')}
            failedTitle={t('table.deleteFailed')}
            onClose={() => setDeleting(null)}
          />
        </>
      }
    >
      <DataTable
        minWidth={840}
        tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
        busy={isFetching}
        columns={[
          t('table.columns.number'),
          t('table.columns.title'),
          t('table.columns.category'),
          t('table.columns.amount'),
          t('table.columns.status'),
          { key: 'actions', header: t('table.columns.actions'), style: STICKY_END },
        ]}
        rows={shown}
        empty={emptyText(query, t('table.empty'))}
        cards={{
          label: t('table.listLabel'),
          key: (campaign) => campaign._id,
          render: (campaign, index) => (
            <Stack gap={6}>
              <Text fw={600}>
                {formatCount(paging.args.offset + index + 1)}. {campaign.title}
              </Text>
              <Text size="sm">
                {causeLabel(campaign.category)} · <span style={{ whiteSpace: 'nowrap' }}>{formatTk(campaign.amount)}</span>
              </Text>
              <CampaignState campaign={campaign} />
              {actions(campaign)}
            </Stack>
          ),
        }}
        renderRow={(campaign, index) => (
          <Table.Tr key={campaign._id}>
            <Table.Td>{formatCount(paging.args.offset + index + 1)}</Table.Td>
            <Table.Td>{campaign.title}</Table.Td>
            <Table.Td>{causeLabel(campaign.category)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTk(campaign.amount)}</Table.Td>
            <Table.Td>
              <CampaignState campaign={campaign} />
            </Table.Td>
            <Table.Td style={STICKY_END}>{actions(campaign)}</Table.Td>
          </Table.Tr>
        )}
      />
    </TablePage>
  );
}
