import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Text, Title } from '@mantine/core';
import { Table } from 'shared-auth/overlays';
import { IconEdit, IconLock, IconLockOpen, IconNews, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatTk, useDocumentTitle } from 'shared-auth';
import { ExportCsvButton } from '../csv/export-csv-button';
import type { CsvColumn } from '../csv/csv';
import { emptyText } from '../frame/page-states';
import { ListPaging, usePaging } from '../frame/paging';
import { useSearchFilter } from '../frame/search-context';
import { DataTable, TablePage } from '../frame/table-page';
import { BADGE_TEXT_LABEL } from '../frame/table-parts';
import { ConfirmDeleteDialog } from '../frame/confirm-delete-dialog';
import { useDashboardCampaignsQuery, useDeleteCampaignMutation } from './campaigns-api';
import { EditCampaignDialog } from './edit-campaign-dialog';
import { CloseCampaignDialog, ReopenCampaignDialog } from './close-campaign-dialogs';
import { isClosed, lastDayText, statusText } from './campaign-status';
import type { CampaignRow } from './campaign-values';

const searchTexts = (c: CampaignRow) => [c.title, c.category, c.amount, formatTk(c.amount, 'Tk.')];

const CSV_COLUMNS: CsvColumn<CampaignRow>[] = [
  { header: 'Title', value: (c) => c.title },
  { header: 'Category', value: (c) => c.category },
  { header: 'Amount (Tk)', value: (c) => c.amount },
  { header: 'Raised (Tk)', value: (c) => c.totalDonationAmount },
  { header: 'Status', value: (c) => statusText(c) },
];

/** Campaigns per page (the API answers at most 100). */
export const CAMPAIGNS_PAGE_SIZE = 50;

/** Admins list, edit, close or reopen and delete campaigns, a page at a time, and post their updates. */
export function CampaignsTablePage() {
  useDocumentTitle('All Donations');
  const paging = usePaging(CAMPAIGNS_PAGE_SIZE);
  const result = useDashboardCampaignsQuery(paging.args);
  const { data, isFetching } = result;
  const { shown, query } = useSearchFilter(data?.rows, searchTexts);
  const [editing, setEditing] = useState<CampaignRow | null>(null);
  const [deleting, setDeleting] = useState<CampaignRow | null>(null);
  const [closing, setClosing] = useState<CampaignRow | null>(null);
  const [reopening, setReopening] = useState<CampaignRow | null>(null);
  const [remove, { isLoading: removing }] = useDeleteCampaignMutation();

  return (
    <TablePage
      heading={
        <>
          <Title order={2}>All Donations</Title>
          {data ? <Text c="dimmed">{data.total} donation campaigns</Text> : null}
        </>
      }
      actions={
        <Group gap="sm">
          <ExportCsvButton name="donation-campaigns" columns={CSV_COLUMNS} rows={shown} />
          <Button component={Link} to="/dashboard/create-donation" leftSection={<IconPlus size={16} aria-hidden />}>
            Add Donation
          </Button>
        </Group>
      }
      result={result}
      loadingLabel="Loading donations..."
      errorTitle="Could not load the donations"
      paging={
        <ListPaging paging={paging} total={data?.total} noun="campaigns" />
      }
      footer={
        <>
          <EditCampaignDialog campaign={editing} onClose={() => setEditing(null)} />
          <CloseCampaignDialog campaign={closing} onClose={() => setClosing(null)} />
          <ReopenCampaignDialog campaign={reopening} onClose={() => setReopening(null)} />
          <ConfirmDeleteDialog
            item={deleting}
            title="Delete donation"
            question="Are you sure you want to delete this donation?"
            describe={(c) => c.title}
            remove={(c) => remove(c._id).unwrap()}
            busy={removing}
            doneMessage="Donation campaign deleted."
            failedTitle="Failed to delete donation."
            onClose={() => setDeleting(null)}
          />
        </>
      }
    >
      <DataTable
        minWidth={960}
        tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
        busy={isFetching}
        columns={['No.', 'Title', 'Category', 'Amount', 'Status', 'Gifts', 'Updates', 'Edit', 'Delete']}
        rows={shown}
        empty={emptyText(query, 'No donations available.')}
        renderRow={(campaign, index) => (
          <Table.Tr key={campaign._id}>
            <Table.Td>{paging.args.offset + index + 1}</Table.Td>
            <Table.Td>{campaign.title}</Table.Td>
            <Table.Td>{campaign.category}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTk(campaign.amount, 'Tk.')}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={isClosed(campaign) ? 'gray' : 'teal'} styles={BADGE_TEXT_LABEL}>
                {isClosed(campaign) ? 'Closed' : 'Open'}
              </Badge>
              {lastDayText(campaign) ? (
                <Text size="xs" c="dimmed" mt={2} style={{ whiteSpace: 'nowrap' }}>
                  until {lastDayText(campaign)}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              {isClosed(campaign) ? (
                <Button size="xs" variant="default" leftSection={<IconLockOpen size={14} aria-hidden />} onClick={() => setReopening(campaign)} aria-label={`Reopen ${campaign.title}`}>
                  Reopen
                </Button>
              ) : (
                <Button size="xs" variant="default" leftSection={<IconLock size={14} color="var(--mantine-color-red-filled)" aria-hidden />} onClick={() => setClosing(campaign)} aria-label={`Close ${campaign.title}`}>
                  Close
                </Button>
              )}
            </Table.Td>
            <Table.Td>
              <Button size="xs" variant="subtle" component={Link} to={`/dashboard/donations/${campaign._id}/updates`} leftSection={<IconNews size={14} aria-hidden />} aria-label={`Updates of ${campaign.title}`}>
                Updates
              </Button>
            </Table.Td>
            <Table.Td>
              <ActionIcon variant="light" aria-label={`Edit ${campaign.title}`} onClick={() => setEditing(campaign)}>
                <IconEdit size={18} aria-hidden />
              </ActionIcon>
            </Table.Td>
            <Table.Td>
              <ActionIcon variant="light" color="red" aria-label={`Delete ${campaign.title}`} onClick={() => setDeleting(campaign)}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </TablePage>
  );
}
