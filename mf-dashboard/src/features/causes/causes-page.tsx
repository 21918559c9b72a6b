import { useState } from 'react';
import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { Table } from 'shared-auth/overlays';
import { useDocumentTitle } from 'shared-auth';
import { ConfirmDialog } from '../frame/confirm-dialog';
import { DataTable, TablePage } from '../frame/table-page';
import { BADGE_TEXT_LABEL } from '../frame/table-parts';
import { AddCauseForm } from './add-cause-form';
import { CauseNameEditor } from './cause-name-editor';
import { useCausesQuery, useUpdateCauseMutation, type CauseRow } from './causes-api';

const campaignsOf = (n: number) => `${n} campaign${n === 1 ? '' : 's'}`;

/**
 * Admins keep the list of causes campaigns are filed under: add one, rename it in place (its
 * campaigns follow), retire it (no new campaigns; existing ones keep it) or bring it back.
 */
export function CausesPage() {
  useDocumentTitle('Causes');
  const result = useCausesQuery();
  const [update, { isLoading: updating }] = useUpdateCauseMutation();
  const [renaming, setRenaming] = useState<CauseRow['id'] | null>(null);
  const [toggling, setToggling] = useState<CauseRow | null>(null);
  const rows = result.data ?? [];

  return (
    <TablePage
      heading={
        <>
          <Title order={2}>Causes</Title>
          <Text c="dimmed">The causes campaigns are filed under. Retired causes can no longer be chosen for a campaign.</Text>
        </>
      }
      result={result}
      loadingLabel="Loading causes..."
      errorTitle="Could not load the causes"
      footer={
        <ConfirmDialog
          item={toggling}
          title={toggling?.retired ? 'Bring back a cause' : 'Retire a cause'}
          question={
            toggling?.retired
              ? 'Bring this cause back? It can be chosen for campaigns again and shows in the public filters.'
              : `Retire this cause? It can no longer be chosen for a campaign; its ${campaignsOf(toggling?.campaignCount ?? 0)} keep it.`
          }
          describe={(c) => c.name}
          run={(c) => update({ id: c.id, retired: !c.retired }).unwrap()}
          busy={updating}
          confirmLabel={toggling?.retired ? 'Bring back' : 'Retire'}
          color={toggling?.retired ? undefined : 'red.9'}
          doneMessage={toggling?.retired ? 'Cause brought back.' : 'Cause retired.'}
          failedTitle={toggling?.retired ? 'Could not bring the cause back' : 'Could not retire the cause'}
          onClose={() => setToggling(null)}
        />
      }
    >
      <AddCauseForm />
      <DataTable
        minWidth={560}
        tableProps={{ verticalSpacing: 'sm', 'aria-label': 'Causes' }}
        columns={['Name', 'Campaigns', 'Status', 'Actions']}
        rows={rows}
        empty="No causes yet."
        renderRow={(cause) => (
          <Table.Tr key={cause.id}>
            <Table.Td>
              {renaming === cause.id ? (
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
              )}
            </Table.Td>
            <Table.Td>{cause.campaignCount}</Table.Td>
            <Table.Td>
              {cause.retired ? (
                <Badge color="gray" variant="light" styles={BADGE_TEXT_LABEL}>
                  Retired
                </Badge>
              ) : (
                <Badge color="teal" variant="light" styles={BADGE_TEXT_LABEL}>
                  Active
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => setRenaming(cause.id)} disabled={renaming === cause.id} aria-label={`Rename ${cause.name}`}>
                  Rename
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setToggling(cause)}
                  aria-label={`${cause.retired ? 'Bring back' : 'Retire'} ${cause.name}`}
                >
                  {cause.retired ? 'Bring back' : 'Retire'}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </TablePage>
  );
}
