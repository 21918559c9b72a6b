import { useState } from 'react';
import { Avatar, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Modal, Table } from 'shared-auth/overlays';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { errorMessage, useAuth, useDocumentTitle } from 'shared-auth';
import { formatCount } from 'shared-auth/i18n';
import type { User } from 'api/types';
import { NS } from '../../i18n';
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

type UsersT = TFunction<typeof NS.users>;

/** A role in words, in the page's language. */
const roleText = (t: UsersT, role: User['role']) => (role === 'admin' ? t('roles.admin') : t('roles.user'));

/** The end of a person's id as the list shows it, its digits in the page's language (…১২). */
const idEnd = (id: string) => id.slice(-5).replace(/[0-9]/g, (digit) => formatCount(Number(digit)));

/** What the search box looks in: the role as stored and as shown, the id's end as typed and as shown. */
const searchTextsOf = (t: UsersT) => (u: User) => [u.name, u._id.slice(-5), idEnd(u._id), u.profession, u.role, roleText(t, u.role), u.email, u.address];

/** The spreadsheet's columns, headed in the page's language. */
const csvColumns = (t: UsersT): CsvColumn<User>[] => [
  { header: t('csv.name'), value: (u) => u.name },
  { header: t('csv.id'), value: (u) => u._id },
  { header: t('csv.profession'), value: (u) => u.profession },
  { header: t('csv.role'), value: (u) => roleText(t, u.role) },
  { header: t('csv.email'), value: (u) => u.email },
  { header: t('csv.address'), value: (u) => u.address },
];

/** Users per page (the API answers at most 100). */
export const USERS_PAGE_SIZE = 50;

/** Every registered person, a page at a time; a click (or Enter/Space) on a row toggles its highlight. */
export function UsersPage() {
  const { t } = useTranslation(NS.users);
  useDocumentTitle(t('title')); // the heading, Total Number of Users, is a figure
  const paging = usePaging(USERS_PAGE_SIZE);
  const result = useAllUsersQuery(paging.args);
  const { data, isFetching } = result;
  const { shown, query } = useSearchFilter(data?.rows, searchTextsOf(t));
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
      notifyError(errorMessage(error, t('roleDialog.tryAgain')), t('roleDialog.failedTitle'));
    }
    setChanging(null);
  };

  /** A person's picture, name and id's end. */
  const nameBlock = (user: User) => (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={avatarSrc(user.image)} alt="" radius="xl" color="blue">
        {initials(user.name)}
      </Avatar>
      <div>
        <Text size="sm" fw={600}>
          {user.name}
        </Text>
        <Text size="xs" c="dimmed">
          …{idEnd(user._id)}
        </Text>
      </div>
    </Group>
  );
  /** A person's role, and the button that changes it (not on one's own). */
  const roleBlock = (user: User) => (
    <Stack gap={4} align="flex-start">
      <Badge color={user.role === 'admin' ? 'grape' : 'blue'} variant="light">
        {roleText(t, user.role)}
      </Badge>
      {user._id !== me?.sub ? (
        <Button
          size="compact-xs"
          variant="default"
          aria-label={user.role === 'admin' ? t('makeUserLabel', { name: user.name }) : t('makeAdminLabel', { name: user.name })}
          onClick={(event) => {
            event.stopPropagation(); // the row's click toggles its highlight
            setChanging(user);
          }}
          onKeyDown={(event) => event.stopPropagation()}
        >
          {user.role === 'admin' ? t('makeUser') : t('makeAdmin')}
        </Button>
      ) : null}
    </Stack>
  );

  return (
    <TablePage
      heading={
        <>
          <Title order={2}>{t('heading')}</Title>
          {data ? (
            <Text fz={28} fw={700} data-testid="users-count">
              {formatCount(data.total)}
            </Text>
          ) : null}
        </>
      }
      actions={<ExportCsvButton name="users" columns={csvColumns(t)} rows={shown} />}
      result={result}
      loadingLabel={t('loading')}
      errorTitle={t('loadFailed')}
      paging={
        <ListPaging paging={paging} total={data?.total} noun={(count) => t('pagingNoun', { count })} />
      }
    >
      <DataTable
        minWidth={720}
        tableProps={{ verticalSpacing: 'sm', highlightOnHover: true }}
        busy={isFetching}
        columns={[t('columns.name'), t('columns.profession'), t('columns.role'), t('columns.email'), t('columns.address')]}
        rows={shown}
        empty={emptyText(query, t('empty'))}
        cards={{
          label: t('listLabel'),
          key: (user) => user._id,
          render: (user) => (
            <Stack gap={6}>
              {nameBlock(user)}
              <Text size="sm">{user.profession || '—'}</Text>
              {roleBlock(user)}
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
              <Text size="sm">{user.address || '—'}</Text>
            </Stack>
          ),
        }}
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
              <Table.Td>{nameBlock(user)}</Table.Td>
              <Table.Td>{user.profession || '—'}</Table.Td>
              <Table.Td>{roleBlock(user)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
              <Table.Td>{user.address || '—'}</Table.Td>
            </Table.Tr>
          );
        }}
      />
      <Modal
        closeButtonProps={{ 'aria-label': t('roleDialog.close') }}
        opened={changing !== null}
        onClose={() => {
          if (!roleBusy) setChanging(null);
        }}
        title={t('roleDialog.title')}
        centered
      >
        {changing ? (
          <Stack>
            <Text>
              {changing.role === 'admin' ? t('roleDialog.willStopAdmin', { name: changing.name }) : t('roleDialog.willBeAdmin', { name: changing.name })}{' '}
              {t('roleDialog.audited')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setChanging(null)} disabled={roleBusy} data-autofocus>
                {t('roleDialog.cancel')}
              </Button>
              <Button loading={roleBusy} onClick={() => void changeRole()}>
                {changing.role === 'admin' ? t('makeUser') : t('makeAdmin')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </TablePage>
  );
}
