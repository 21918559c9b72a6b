import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Table } from 'shared-auth/overlays';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from 'shared-auth';
import { formatDate } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { ConfirmDeleteDialog } from '../frame/confirm-delete-dialog';
import { emptyText } from '../frame/page-states';
import { ListPaging, usePaging } from '../frame/paging';
import { useSearchFilter } from '../frame/search-context';
import { DataTable, TablePage } from '../frame/table-page';
import { CardLine } from '../frame/table-parts';
import type { Testimonial } from 'api/types';
import { useDashboardDeleteTestimonialMutation, useDashboardTestimonialsQuery } from './testimonials-api';

export const TESTIMONIALS_PAGE_SIZE = 20;

const searchTexts = (item: Testimonial) => [item.title, item.testimonial, item.name, formatDate(item.time, 'short')];

/** Admins read the testimonials the public site shows and delete the ones that should not be there. */
export function TestimonialsPage() {
  const { t } = useTranslation(NS.testimonials);
  useDocumentTitle(t('title'));
  const paging = usePaging(TESTIMONIALS_PAGE_SIZE);
  const result = useDashboardTestimonialsQuery(paging.args, { refetchOnMountOrArgChange: 30 });
  const { data, isFetching } = result;
  const { shown, query } = useSearchFilter(data?.rows, searchTexts);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  const [remove, { isLoading: removing }] = useDashboardDeleteTestimonialMutation();
  const deleteButton = (item: Testimonial) => (
    <ActionIcon variant="light" color="red" aria-label={t('deleteLabel', { title: item.title })} onClick={() => setDeleting(item)}>
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );

  return (
    <TablePage
      heading={
        <>
          <Title order={2}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </>
      }
      actions={
        <Button component={Link} to="/dashboard/create-testimonial" variant="default" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('add')}
        </Button>
      }
      result={result}
      loadingLabel={t('loading')}
      errorTitle={t('loadFailed')}
      paging={
        <ListPaging paging={paging} total={data?.total} noun={(count) => t('pagingNoun', { count })} />
      }
      footer={
        <ConfirmDeleteDialog
          item={deleting}
          title={t('deleteDialog.title')}
          question={t('deleteDialog.question')}
          describe={(item) => t('deleteDialog.describe', { title: item.title, name: item.name })}
          remove={(item) => remove(item._id).unwrap()}
          busy={removing}
          doneMessage={t('deleteDialog.done')}
          failedTitle={t('deleteDialog.failed')}
          onClose={() => setDeleting(null)}
        />
      }
    >
      <DataTable
        minWidth={680}
        busy={isFetching}
        tableProps={{ verticalSpacing: 'sm', striped: true }}
        columns={[t('columns.title'), t('columns.testimonial'), t('columns.by'), t('columns.date'), t('columns.delete')]}
        rows={shown}
        empty={emptyText(query, t('empty'))}
        cards={{
          label: t('listLabel'),
          key: (item) => item._id,
          render: (item) => (
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600}>{item.title}</Text>
                {deleteButton(item)}
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {item.testimonial}
              </Text>
              <CardLine label={t('columns.by')}>{item.name}</CardLine>
              <CardLine label={t('columns.date')}>{formatDate(item.time, 'short')}</CardLine>
            </Stack>
          ),
        }}
        renderRow={(item) => (
          <Table.Tr key={item._id} style={{ verticalAlign: 'top' }}>
            <Table.Td fw={600}>{item.title}</Table.Td>
            <Table.Td style={{ maxWidth: 420, whiteSpace: 'pre-wrap' }}>{item.testimonial}</Table.Td>
            <Table.Td>{item.name}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.time, 'short')}</Table.Td>
            <Table.Td>{deleteButton(item)}</Table.Td>
          </Table.Tr>
        )}
      />
    </TablePage>
  );
}
