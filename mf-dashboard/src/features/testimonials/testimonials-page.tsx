import { useState } from 'react';
import { ActionIcon, Button, Group, Text, Title } from '@mantine/core';
import { Table } from 'shared-auth/overlays';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from 'shared-auth';
import { ConfirmDeleteDialog } from '../frame/confirm-delete-dialog';
import { formatShortDate } from '../frame/format-date';
import { emptyText } from '../frame/page-states';
import { ListPaging, usePaging } from '../frame/paging';
import { useSearchFilter } from '../frame/search-context';
import { DataTable, TablePage } from '../frame/table-page';
import type { Testimonial } from 'api/types';
import { useDashboardDeleteTestimonialMutation, useDashboardTestimonialsQuery } from './testimonials-api';

export const TESTIMONIALS_PAGE_SIZE = 20;

const searchTexts = (t: Testimonial) => [t.title, t.testimonial, t.name, formatShortDate(t.time)];

/** Admins read the testimonials the public site shows and delete the ones that should not be there. */
export function TestimonialsPage() {
  useDocumentTitle('Testimonials');
  const paging = usePaging(TESTIMONIALS_PAGE_SIZE);
  const result = useDashboardTestimonialsQuery(paging.args, { refetchOnMountOrArgChange: 30 });
  const { data, isFetching } = result;
  const { shown, query } = useSearchFilter(data?.rows, searchTexts);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  const [remove, { isLoading: removing }] = useDashboardDeleteTestimonialMutation();

  return (
    <TablePage
      heading={
        <>
          <Title order={2}>Testimonials</Title>
          <Text c="dimmed">What people wrote about the relief they received or gave; the landing page shows the newest.</Text>
        </>
      }
      actions={
        <Button component={Link} to="/dashboard/create-testimonial" variant="default" leftSection={<IconPlus size={16} aria-hidden />}>
          Add testimonial
        </Button>
      }
      result={result}
      loadingLabel="Loading testimonials..."
      errorTitle="Could not load the testimonials"
      paging={
        <ListPaging paging={paging} total={data?.total} noun="testimonials" />
      }
      footer={
        <ConfirmDeleteDialog
          item={deleting}
          title="Delete testimonial"
          question="Are you sure you want to delete this testimonial? It disappears from the public site."
          describe={(t) => `“${t.title}” by ${t.name}`}
          remove={(t) => remove(t._id).unwrap()}
          busy={removing}
          doneMessage="Testimonial deleted."
          failedTitle="Could not delete the testimonial"
          onClose={() => setDeleting(null)}
        />
      }
    >
      <DataTable
        minWidth={680}
        busy={isFetching}
        tableProps={{ verticalSpacing: 'sm', striped: true }}
        columns={['Title', 'Testimonial', 'By', 'Date', 'Delete']}
        rows={shown}
        empty={emptyText(query, 'No testimonials yet.')}
        renderRow={(t) => (
          <Table.Tr key={t._id} style={{ verticalAlign: 'top' }}>
            <Table.Td fw={600}>{t.title}</Table.Td>
            <Table.Td style={{ maxWidth: 420, whiteSpace: 'pre-wrap' }}>{t.testimonial}</Table.Td>
            <Table.Td>{t.name}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(t.time)}</Table.Td>
            <Table.Td>
              <ActionIcon variant="light" color="red" aria-label={`Delete testimonial ${t.title}`} onClick={() => setDeleting(t)}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </TablePage>
  );
}
