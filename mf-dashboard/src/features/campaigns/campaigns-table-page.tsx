import { useState } from 'react';
import { ActionIcon, Button, Group, Text, Title } from '@mantine/core';
import { Table } from 'shared-auth/overlays';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatTk, useDocumentTitle } from 'shared-auth';
import type { Campaign } from 'api/types';
import { ExportCsvButton } from '../csv/export-csv-button';
import type { CsvColumn } from '../csv/csv';
import { emptyText } from '../frame/page-states';
import { ListPaging, usePaging } from '../frame/paging';
import { useSearchFilter } from '../frame/search-context';
import { DataTable, TablePage } from '../frame/table-page';
import { ConfirmDeleteDialog } from '../frame/confirm-delete-dialog';
import { useDashboardCampaignsQuery, useDeleteCampaignMutation } from './campaigns-api';
import { EditCampaignDialog } from './edit-campaign-dialog';

const searchTexts = (c: Campaign) => [c.title, c.category, c.amount, formatTk(c.amount, 'Tk.')];

const CSV_COLUMNS: CsvColumn<Campaign>[] = [
  { header: 'Title', value: (c) => c.title },
  { header: 'Category', value: (c) => c.category },
  { header: 'Amount (Tk)', value: (c) => c.amount },
  { header: 'Raised (Tk)', value: (c) => c.totalDonationAmount },
];

/** Campaigns per page (the API answers at most 100). */
export const CAMPAIGNS_PAGE_SIZE = 50;

/** Admins list, edit and delete campaigns, a page at a time. */
export function CampaignsTablePage() {
  useDocumentTitle('All Donations');
  const paging = usePaging(CAMPAIGNS_PAGE_SIZE);
  const result = useDashboardCampaignsQuery(paging.args);
  const { data, isFetching } = result;
  const { shown, query } = useSearchFilter(data?.rows, searchTexts);
  const [editing, setEditing] = useState<Campaign | null>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
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
        minWidth={600}
        tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
        busy={isFetching}
        columns={['No.', 'Title', 'Category', 'Amount', 'Edit', 'Delete']}
        rows={shown}
        empty={emptyText(query, 'No donations available.')}
        renderRow={(campaign, index) => (
          <Table.Tr key={campaign._id}>
            <Table.Td>{paging.args.offset + index + 1}</Table.Td>
            <Table.Td>{campaign.title}</Table.Td>
            <Table.Td>{campaign.category}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTk(campaign.amount, 'Tk.')}</Table.Td>
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
