import { Avatar, Card, Group, Image, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { assetUrl, formatTk, useAuth, type DonationRecord } from 'shared-auth';
import { formatShortDate } from '../frame/format-date';
import { NotAllowed } from '../frame/not-allowed';
import { emptyText, ErrorState, LoadingState } from '../frame/page-states';
import { useSearchFilter } from '../frame/search-context';
import { EmptyRow } from '../frame/table-parts';
import { useDonationsOfUserQuery } from './user-donations-api';

const searchTexts = (d: DonationRecord) => [d.title, d.donationAmount, formatShortDate(d.time)];

function DonationImage({ record, size }: { record: DonationRecord; size: number }) {
  const src = assetUrl(record.donationImage);
  return src ? (
    <Image src={src} alt="" w={size} h={size} radius="sm" fit="cover" />
  ) : (
    <Avatar size={size} radius="sm" aria-hidden>
      {record.title.slice(0, 1)}
    </Avatar>
  );
}

/** One person's donations: a table on wide screens, cards on phones. */
export function MyDonationsPage() {
  const { email = '' } = useParams();
  const { user } = useAuth();
  const own = user?.email.toLowerCase() === email.toLowerCase();
  const allowed = own || user?.role === 'admin';
  const { data, isLoading, error, refetch } = useDonationsOfUserQuery(email, { skip: !allowed || !email, refetchOnMountOrArgChange: 30 });
  const { shown, query } = useSearchFilter(data, searchTexts);

  if (!allowed) return <NotAllowed />;

  const empty = emptyText(query, 'No donations found.');
  return (
    <Stack gap="md">
      <div>
        {!own ? <Text c="dimmed">Donations of {email}</Text> : null}
        <Title order={2}>Number Of Donations</Title>
        {data ? (
          <Text fz={28} fw={700} data-testid="my-donations-count">
            {data.length}
          </Text>
        ) : null}
      </div>
      {isLoading ? <LoadingState label="Loading donations..." /> : null}
      {error ? <ErrorState error={error} title="Could not load the donations" onRetry={refetch} /> : null}
      {data ? (
        <>
          <Paper withBorder radius="md" visibleFrom="sm">
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Image</Table.Th>
                  <Table.Th scope="col">Title</Table.Th>
                  <Table.Th scope="col">Amount</Table.Th>
                  <Table.Th scope="col">Time</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.length === 0 ? <EmptyRow colSpan={4} text={empty} /> : null}
                {shown.map((d) => (
                  <Table.Tr key={d._id}>
                    <Table.Td>
                      <DonationImage record={d} size={48} />
                    </Table.Td>
                    <Table.Td>{d.title}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTk(d.donationAmount, 'Tk.')}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(d.time)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
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
        </>
      ) : null}
    </Stack>
  );
}
