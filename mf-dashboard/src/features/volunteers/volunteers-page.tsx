import { useState } from 'react';
import { ActionIcon, Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { Table } from 'shared-auth/overlays';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from 'shared-auth';
import type { Volunteer } from 'api/types';
import { NS } from '../../i18n';
import { avatarSrc } from '../frame/avatar-src';
import { ConfirmDeleteDialog } from '../frame/confirm-delete-dialog';
import { initials } from '../frame/initials';
import { emptyText } from '../frame/page-states';
import { ListPaging, usePaging } from '../frame/paging';
import { useSearchFilter } from '../frame/search-context';
import { DataTable, TablePage } from '../frame/table-page';
import { CardLine } from '../frame/table-parts';
import { useDashboardDeleteVolunteerMutation, useDashboardVolunteersQuery } from './volunteers-api';

export const VOLUNTEERS_PAGE_SIZE = 20;

const searchTexts = (v: Volunteer) => [v.name, v.profession, v.location];

/** Admins see who signed up to volunteer (as the About page lists them) and remove entries. */
export function VolunteersPage() {
  const { t } = useTranslation([NS.volunteers, NS.frame, NS.common]);
  useDocumentTitle(t('title'));
  const paging = usePaging(VOLUNTEERS_PAGE_SIZE);
  const result = useDashboardVolunteersQuery(paging.args, { refetchOnMountOrArgChange: 30 });
  const { data, isFetching } = result;
  const { shown, query } = useSearchFilter(data?.rows, searchTexts);
  const [deleting, setDeleting] = useState<Volunteer | null>(null);
  const [remove, { isLoading: removing }] = useDashboardDeleteVolunteerMutation();

  const nameCell = (v: Volunteer) => (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={avatarSrc(v.image)} alt="" radius="xl" color="blue">
        {initials(v.name)}
      </Avatar>
      <Text size="sm" fw={600}>
        {v.name}
      </Text>
    </Group>
  );
  const deleteButton = (v: Volunteer) => (
    <ActionIcon variant="light" color="red" aria-label={t('deleteLabel', { name: v.name })} onClick={() => setDeleting(v)}>
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );

  return (
    <TablePage
      heading={
        <>
          <Title order={2}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </>
      }
      result={result}
      loadingLabel={t('loading')}
      errorTitle={t('couldNotLoad')}
      paging={<ListPaging paging={paging} total={data?.total} noun={(count) => t('noun', { count })} />}
      footer={
        <ConfirmDeleteDialog
          item={deleting}
          title={t('delete.title')}
          question={t('delete.question')}
          describe={(v) => `${v.name}${v.profession ? `, ${v.profession}` : ''}`}
          remove={(v) => remove(v._id).unwrap()}
          busy={removing}
          doneMessage={t('delete.done')}
          failedTitle={t('delete.failed')}
          onClose={() => setDeleting(null)}
        />
      }
    >
      <DataTable
        minWidth={560}
        busy={isFetching}
        tableProps={{ verticalSpacing: 'sm', striped: true }}
        columns={[t('columns.name'), t('columns.profession'), t('columns.location'), t('columns.delete')]}
        rows={shown}
        empty={emptyText(query, t('empty'))}
        cards={{
          label: t('listLabel'),
          key: (v) => v._id,
          render: (v) => (
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                {nameCell(v)}
                {deleteButton(v)}
              </Group>
              <CardLine label={t('columns.profession')}>{v.profession || '—'}</CardLine>
              <CardLine label={t('columns.location')}>{v.location || '—'}</CardLine>
            </Stack>
          ),
        }}
        renderRow={(v) => (
          <Table.Tr key={v._id}>
            <Table.Td>{nameCell(v)}</Table.Td>
            <Table.Td>{v.profession || '—'}</Table.Td>
            <Table.Td>{v.location || '—'}</Table.Td>
            <Table.Td>{deleteButton(v)}</Table.Td>
          </Table.Tr>
        )}
      />
    </TablePage>
  );
}
