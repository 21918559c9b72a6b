import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatTk, type Campaign } from 'shared-auth';
import { ExportCsvButton } from '../csv/export-csv-button';
import type { CsvColumn } from '../csv/csv';
import { EmptyRow } from '../frame/table-parts';
import { emptyText, ErrorState, LoadingState } from '../frame/page-states';
import { useSearchFilter } from '../frame/search-context';
import { useDashboardCampaignsQuery } from './campaigns-api';
import { DeleteCampaignDialog } from './delete-campaign-dialog';
import { EditCampaignDialog } from './edit-campaign-dialog';

const searchTexts = (c: Campaign) => [c.title, c.category, c.amount, formatTk(c.amount, 'Tk.')];

const CSV_COLUMNS: CsvColumn<Campaign>[] = [
  { header: 'Title', value: (c) => c.title },
  { header: 'Category', value: (c) => c.category },
  { header: 'Amount (Tk)', value: (c) => c.amount },
  { header: 'Raised (Tk)', value: (c) => c.totalDonationAmount },
];

/** Admins list, edit and delete campaigns. */
export function CampaignsTablePage() {
  const { data, isLoading, error, refetch } = useDashboardCampaignsQuery();
  const { shown, query } = useSearchFilter(data, searchTexts);
  const [editing, setEditing] = useState<Campaign | null>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2}>All Donations</Title>
          {data ? <Text c="dimmed">{data.length} donation campaigns</Text> : null}
        </div>
        <Group gap="sm">
          <ExportCsvButton name="donation-campaigns" columns={CSV_COLUMNS} rows={shown} />
          <Button component={Link} to="/dashboard/create-donation" leftSection={<IconPlus size={16} aria-hidden />}>
            Add Donation
          </Button>
        </Group>
      </Group>
      {isLoading ? <LoadingState label="Loading donations..." /> : null}
      {error ? <ErrorState error={error} title="Could not load the donations" onRetry={refetch} /> : null}
      {data ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={600}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">No.</Table.Th>
                  <Table.Th scope="col">Title</Table.Th>
                  <Table.Th scope="col">Category</Table.Th>
                  <Table.Th scope="col">Amount</Table.Th>
                  <Table.Th scope="col">Edit</Table.Th>
                  <Table.Th scope="col">Delete</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.length === 0 ? <EmptyRow colSpan={6} text={emptyText(query, 'No donations available.')} /> : null}
                {shown.map((campaign, index) => (
                  <Table.Tr key={campaign._id}>
                    <Table.Td>{index + 1}</Table.Td>
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
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
      <EditCampaignDialog campaign={editing} onClose={() => setEditing(null)} />
      <DeleteCampaignDialog campaign={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
