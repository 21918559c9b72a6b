import { useState } from 'react';
import { Avatar, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Modal, Table } from 'shared-auth/overlays';
import { errorMessage, useAuth, useDocumentTitle } from 'shared-auth';
import type { User } from 'api/types';
import { notifyError, notifySuccess } from '../frame/notify';
import { avatarSrc } from '../frame/avatar-src';
import { ExportCsvButton } from '../csv/export-csv-button';
import type { CsvColumn } from '../csv/csv';
import { initials } from '../frame/initials';
import { emptyText } from '../frame/page-states';
import { useSearchFilter } from '../frame/search-context';
import { ListPaging, usePaging } from '../frame/paging';
import { DataTable, TablePage } from '../frame/table-page';
import { useIdSet } from '../frame/id-set';
import { useAllUsersQuery, useSetRoleMutation } from './users-api';

const searchTexts = (u: User) => [u.name, u._id.slice(-5), u.profession, u.role, u.email, u.address];

const CSV_COLUMNS: CsvColumn<User>[] = [
  { header: 'Name', value: (u) => u.name },
  { header: 'Id', value: (u) => u._id },
  { header: 'Profession', value: (u) => u.profession },
  { header: 'Role', value: (u) => u.role },
  { header: 'Email', value: (u) => u.email },
  { header: 'Address', value: (u) => u.address },
];

/** Users per page (the API answers at most 100). */
export const USERS_PAGE_SIZE = 50;

/** Every registered person, a page at a time; a click (or Enter/Space) on a row toggles its highlight. */
export function UsersPage() {
  useDocumentTitle('Users'); // the heading, Total Number of Users, is a figure
  const paging = usePaging(USERS_PAGE_SIZE);
  const result = useAllUsersQuery(paging.args);
  const { data, isFetching } = result;
  const { shown, query } = useSearchFilter(data?.rows, searchTexts);
  const { ids: highlighted, toggle } = useIdSet();
  const { user: me } = useAuth();
  const [changing, setChanging] = useState<User | null>(null);
  const [setRole, { isLoading: roleBusy }] = useSetRoleMutation();
  const changeRole = async () => {
    if (!changing) return;
    try {
      const answer = await setRole({ id: changing._id, role: changing.role === 'admin' ? 'user' : 'admin' }).unwrap();
      notifySuccess(answer.message);
    } catch (error) {
      notifyError(errorMessage(error, 'Please try again.'), 'The role did not change');
    }
    setChanging(null);
  };

  return (
    <TablePage
      heading={
        <>
          <Title order={2}>Total Number of Users</Title>
          {data ? (
            <Text fz={28} fw={700} data-testid="users-count">
              {data.total}
            </Text>
          ) : null}
        </>
      }
      actions={<ExportCsvButton name="users" columns={CSV_COLUMNS} rows={shown} />}
      result={result}
      loadingLabel="Loading users..."
      errorTitle="Could not load the users"
      paging={
        <ListPaging paging={paging} total={data?.total} noun="users" />
      }
    >
      <DataTable
        minWidth={720}
        tableProps={{ verticalSpacing: 'sm', highlightOnHover: true }}
        busy={isFetching}
        columns={['Name', 'Profession', 'Role', 'Email', 'Address']}
        rows={shown}
        empty={emptyText(query, 'No users found.')}
        renderRow={(user) => {
          const selected = highlighted.has(user._id);
          return (
            <Table.Tr
              key={user._id}
              tabIndex={0}
              aria-selected={selected}
              data-highlighted={selected || undefined}
              onClick={() => toggle(user._id)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  toggle(user._id);
                }
              }}
              style={{
                cursor: 'pointer',
                backgroundColor: selected ? 'var(--mantine-primary-color-light)' : undefined,
              }}
            >
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={avatarSrc(user.image)} alt="" radius="xl" color="blue">
                    {initials(user.name)}
                  </Avatar>
                  <div>
                    <Text size="sm" fw={600}>
                      {user.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      …{user._id.slice(-5)}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>{user.profession || '—'}</Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Badge color={user.role === 'admin' ? 'grape' : 'blue'} variant="light">
                    {user.role}
                  </Badge>
                  {user._id !== me?.sub ? (
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-label={user.role === 'admin' ? `Make user: ${user.name}` : `Make admin: ${user.name}`}
                      onClick={(event) => {
                        event.stopPropagation(); // the row's click toggles its highlight
                        setChanging(user);
                      }}
                      onKeyDown={(event) => event.stopPropagation()}
                    >
                      {user.role === 'admin' ? 'Make user' : 'Make admin'}
                    </Button>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.address || '—'}</Table.Td>
            </Table.Tr>
          );
        }}
      />
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={changing !== null}
        onClose={() => {
          if (!roleBusy) setChanging(null);
        }}
        title="Change role"
        centered
      >
        {changing ? (
          <Stack>
            <Text>
              {changing.role === 'admin'
                ? `${changing.name} will no longer be an admin.`
                : `${changing.name} will be able to manage campaigns, money and users.`}{' '}
              The change is written to the audit log.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setChanging(null)} disabled={roleBusy} data-autofocus>
                Cancel
              </Button>
              <Button loading={roleBusy} onClick={() => void changeRole()}>
                {changing.role === 'admin' ? 'Make user' : 'Make admin'}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </TablePage>
  );
}
