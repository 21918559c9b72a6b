import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Image, Table } from 'shared-auth/overlays';
import { useParams } from 'react-router-dom';
import { assetUrl, formatTk, useAuth, useDocumentTitle, type DonationRecord } from 'shared-auth';
import { formatShortDate } from '../frame/format-date';
import { NOT_ALLOWED_TITLE, NotAllowed } from '../frame/not-allowed';
import { emptyText } from '../frame/page-states';
import { useSearchFilter } from '../frame/search-context';
import { ListPaging, usePaging } from '../frame/paging';
import { DataTable, TablePage } from '../frame/table-page';
import { useDonationsOfUserQuery } from './user-donations-api';

const searchTexts = (d: DonationRecord) => [d.title, d.donationAmount, formatShortDate(d.time)];

function DonationImage({ record, size }: { record: DonationRecord; size: number }) {
  const src = assetUrl(record.donationImage);
  return src ? (
    <Image src={src} alt="" w={size} h={size} radius="sm" fit="cover" loading="lazy" />
  ) : (
    <Avatar size={size} radius="sm" aria-hidden>
      {record.title.slice(0, 1)}
    </Avatar>
  );
}

/** Donations per page (the API answers at most 100). */
export const MY_DONATIONS_PAGE_SIZE = 20;

/** One person's donations, a page at a time: a table on wide screens, cards on phones. */
export function MyDonationsPage() {
  const { email = '' } = useParams();
  const { user } = useAuth();
  const own = user?.email.toLowerCase() === email.toLowerCase();
  const allowed = own || user?.role === 'admin';
  // The heading (Number Of Donations) is a figure: the title says whose donations these are.
  useDocumentTitle(!allowed ? NOT_ALLOWED_TITLE : own ? 'My Donations' : `Donations of ${email}`);
  const paging = usePaging(MY_DONATIONS_PAGE_SIZE);
  const result = useDonationsOfUserQuery({ email, ...paging.args }, { skip: !allowed || !email, refetchOnMountOrArgChange: 30 });
  const { data, isFetching } = result;
  const { shown, query } = useSearchFilter(data?.rows, searchTexts);

  if (!allowed) return <NotAllowed />;

  const empty = emptyText(query, 'No donations found.');
  return (
    <TablePage
      heading={
        <>
          {!own ? <Text c="dimmed">Donations of {email}</Text> : null}
          <Title order={2}>Number Of Donations</Title>
          {data ? (
            <Text fz={28} fw={700} data-testid="my-donations-count">
              {data.total}
            </Text>
          ) : null}
        </>
      }
      result={result}
      loadingLabel="Loading donations..."
      errorTitle="Could not load the donations"
      paging={
        <ListPaging paging={paging} total={data?.total} noun="donations" />
      }
    >
      <DataTable
        paperProps={{ visibleFrom: 'sm' }}
        busy={isFetching}
        tableProps={{ verticalSpacing: 'sm', striped: true }}
        columns={['Image', 'Title', 'Amount', 'Time']}
        rows={shown}
        empty={empty}
        renderRow={(d) => (
          <Table.Tr key={d._id}>
            <Table.Td>
              <DonationImage record={d} size={48} />
            </Table.Td>
            <Table.Td>{d.title}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTk(d.donationAmount, 'Tk.')}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(d.time)}</Table.Td>
          </Table.Tr>
        )}
      />
      <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Donations">
        {shown.length === 0 ? (
          <Text c="dimmed" ta="center" py="md" component="li">
            {empty}
          </Text>
        ) : null}
        {shown.map((d) => (
          <Card withBorder radius="md" padding="sm" key={d._id} component="li">
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <DonationImage record={d} size={56} />
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{d.title}</Text>
                <Text size="sm">{formatTk(d.donationAmount, 'Tk.')}</Text>
                <Text size="xs" c="dimmed">
                  {formatShortDate(d.time)}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </Stack>
    </TablePage>
  );
}
