import { useState, type CSSProperties } from 'react';
import { Alert, Box, Button, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Checkbox, Table } from 'shared-auth/overlays';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, formatTk } from 'shared-auth';
import type { BulkInput, DonationRecord } from 'api/types';
import { formatDateTime } from '../frame/format-date';
import { notifyError, notifySuccess } from '../frame/notify';
import { emptyText } from '../frame/page-states';
import { ListPaging, usePaging } from '../frame/paging';
import { useSearchFilter } from '../frame/search-context';
import { DataTable, TablePage } from '../frame/table-page';
import { useIdSet } from '../frame/id-set';
import { useCampaignChoices } from './campaign-choices';
import { channelName } from './channel-names';
import { AGE_CHOICES, filtersFrom, withFilters, type GiftFilters } from './gift-filters';
import { useBulkGiftsMutation, useConfirmGiftMutation, useGiftsQuery, useRejectGiftMutation } from './payments-api';
import { ReasonDialog } from './reason-dialog';
import { DonorName } from '../user-donations/gift-status';

/** Gifts per page (the API answers at most 100; a bulk call takes at most 100). */
export const GIFTS_PAGE_SIZE = 50;

const COLUMNS = ['Reference', 'Donor', 'Campaign', 'Amount', 'Channel', 'Transaction ID', 'Sender number', 'Pledged', 'Expires', 'Actions'];

/** "RLF-<id>", what the donor writes in the transfer's reference field. */
export const referenceOf = (g: DonationRecord) => g.reference || `RLF-${g._id}`;

const searchTexts = (g: DonationRecord) => [referenceOf(g), g.name, g.email, g.title, g.donationAmount, g.transactionId, g.senderNumber];

/**
 * On wider screens the actions column stays in view at the right while the wide table scrolls
 * sideways, so a gift can be confirmed without scrolling to the end of its row (on a phone it would
 * cover half the table, so it scrolls with the rest).
 */
const STICKY_END: CSSProperties = {
  position: 'sticky',
  right: 0,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset 1px 0 0 var(--mantine-color-default-border)',
};

type Action = BulkInput['action'];

/** What a bulk call did: how many were done, and each failure with its reason. */
interface BulkOutcome {
  action: Action;
  done: number;
  failed: { id: string; reference: string; message: string }[];
}

const DONE_WORD: Record<Action, string> = { confirm: 'confirmed', reject: 'rejected' };

function emptyWords(filters: GiftFilters): string {
  if (filters.method || filters.campaignId || filters.minAgeDays !== null) return 'No gifts match these filters.';
  return filters.status === 'expired' ? 'No expired gifts.' : 'No gifts are waiting for their money.';
}

/** Pending (or expired) gifts, filtered and paged by the address; confirm or reject one, or several at once. */
export function PendingGifts() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const paging = usePaging(GIFTS_PAGE_SIZE);
  const result = useGiftsQuery({ ...filters, ...paging.args }, { refetchOnMountOrArgChange: 30 });
  const { data, isFetching } = result;
  const { shown, query } = useSearchFilter(data?.rows, searchTexts);
  const campaigns = useCampaignChoices();
  const stickyActions = useMediaQuery('(min-width: 48em)') ? STICKY_END : undefined;

  const { ids: selected, toggle, setEach, clear: clearSelection } = useIdSet();
  const [rejecting, setRejecting] = useState<DonationRecord[] | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [confirmGift] = useConfirmGiftMutation();
  const [rejectGift, rejectState] = useRejectGiftMutation();
  const [bulk, bulkState] = useBulkGiftsMutation();

  /** The selected gifts among those shown (a selection never reaches past the page and the filters). */
  const chosen = shown.filter((g) => selected.has(g._id));
  const allChosen = shown.length > 0 && chosen.length === shown.length;

  const setFilter = (patch: Partial<GiftFilters>) => {
    setOutcome(null);
    setParams((current) => withFilters(current, { ...filtersFrom(current), ...patch }));
  };

  const toggleAll = () => setEach(shown.map((g) => g._id), !allChosen);

  const confirmOne = async (gift: DonationRecord) => {
    const ref = referenceOf(gift);
    setConfirmingId(gift._id);
    try {
      const answer = await confirmGift(gift._id).unwrap();
      notifySuccess(answer.message || `${ref} confirmed.`);
    } catch (error) {
      notifyError(errorMessage(error, 'Please try again.'), `Could not confirm ${ref}`);
    } finally {
      setConfirmingId(null);
    }
  };

  const runBulk = async (action: Action, gifts: DonationRecord[], reason?: string): Promise<boolean> => {
    try {
      const answer = await bulk({ action, ids: gifts.map((g) => g._id), ...(reason === undefined ? {} : { reason }) }).unwrap();
      const refs = new Map(gifts.map((g) => [g._id, referenceOf(g)]));
      setOutcome({
        action,
        done: answer.done.length,
        failed: answer.failed.map((f) => ({ ...f, reference: refs.get(f.id) ?? `RLF-${f.id}` })),
      });
      clearSelection();
      return true;
    } catch (error) {
      notifyError(errorMessage(error, 'Please try again.'), `Could not ${action} the selected gifts`);
      return false;
    }
  };

  const reject = async (gifts: DonationRecord[], reason: string): Promise<boolean> => {
    if (gifts.length !== 1) return runBulk('reject', gifts, reason);
    const gift = gifts[0]!;
    const ref = referenceOf(gift);
    try {
      const answer = await rejectGift({ id: gift._id, reason }).unwrap();
      notifySuccess(answer.message || `${ref} rejected.`);
      return true;
    } catch (error) {
      notifyError(errorMessage(error, 'Please try again.'), `Could not reject ${ref}`);
      return false;
    }
  };

  const campaignOptions = [
    { value: '', label: 'Any campaign' },
    ...campaigns.options,
    ...(filters.campaignId && !campaigns.options.some((o) => o.value === filters.campaignId)
      ? [{ value: filters.campaignId, label: campaigns.titleOf(filters.campaignId) }]
      : []),
  ];
  const heading = filters.status === 'expired' ? 'Expired gifts' : 'Pending gifts';

  return (
    <TablePage
      heading={
        <Stack gap="sm">
          <div>
            <Title order={3}>{heading}</Title>
            <Text c="dimmed" size="sm">
              {filters.status === 'expired'
                ? 'Gifts whose time ran out. Confirm one when its money turns up late.'
                : 'Gifts waiting for their money. Confirm a gift once you see the money in the account.'}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <NativeSelect
              label="Status"
              value={filters.status}
              data={[
                { value: 'pending', label: 'Pending' },
                { value: 'expired', label: 'Expired' },
              ]}
              onChange={(e) => setFilter({ status: e.currentTarget.value === 'expired' ? 'expired' : 'pending' })}
            />
            <NativeSelect
              label="Method"
              value={filters.method ?? ''}
              data={[
                { value: '', label: 'Any method' },
                { value: 'transfer', label: 'Transfer (bKash, Nagad, Rocket, bank)' },
                { value: 'offline', label: 'Offline (cash, cheque)' },
              ]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setFilter({ method: value === 'transfer' || value === 'offline' ? value : null });
              }}
            />
            <NativeSelect
              label="Campaign"
              value={filters.campaignId ?? ''}
              data={campaignOptions}
              description={campaigns.error ? 'The campaigns could not be loaded' : undefined}
              onChange={(e) => setFilter({ campaignId: e.currentTarget.value || null })}
            />
            <NativeSelect
              label="Age"
              value={filters.minAgeDays === null ? '' : String(filters.minAgeDays)}
              data={[{ value: '', label: 'Any age' }, ...AGE_CHOICES.map((d) => ({ value: String(d), label: `Older than ${d} day${d === 1 ? '' : 's'}` }))]}
              onChange={(e) => setFilter({ minAgeDays: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
            />
          </SimpleGrid>
          <Group gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="selected-count">
              {chosen.length} selected
            </Text>
            <Button size="xs" disabled={chosen.length === 0} loading={bulkState.isLoading && !rejecting} onClick={() => void runBulk('confirm', chosen)}>
              Confirm selected
            </Button>
            <Button size="xs" variant="default" disabled={chosen.length === 0 || bulkState.isLoading} onClick={() => setRejecting(chosen)}>
              Reject selected
            </Button>
          </Group>
          {outcome ? <BulkOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} /> : null}
        </Stack>
      }
      result={result}
      loadingLabel="Loading gifts..."
      errorTitle="Could not load the gifts"
      paging={<ListPaging paging={paging} total={data?.total} noun="gifts" />}
      footer={
        <ReasonDialog
          opened={rejecting !== null}
          title={rejecting && rejecting.length > 1 ? `Reject ${rejecting.length} gifts` : 'Reject this gift'}
          describe={
            rejecting === null
              ? ''
              : rejecting.length === 1
                ? `${referenceOf(rejecting[0]!)}: ${formatTk(rejecting[0]!.donationAmount)} from ${rejecting[0]!.name}. Reject it when its money will not come.`
                : `${rejecting.map(referenceOf).join(', ')}. Each gets the same reason.`
          }
          submitLabel="Reject"
          busy={rejectState.isLoading || bulkState.isLoading}
          onSubmit={(reason) => reject(rejecting ?? [], reason)}
          onClose={() => setRejecting(null)}
        />
      }
    >
      <DataTable
        minWidth={1180}
        tableProps={{ verticalSpacing: 'sm', 'aria-label': heading }}
        busy={isFetching}
        columns={[
          {
            key: 'select',
            header: (
              <Checkbox
                aria-label="Select every gift on this page"
                checked={allChosen}
                indeterminate={chosen.length > 0 && !allChosen}
                disabled={shown.length === 0}
                onChange={toggleAll}
              />
            ),
          },
          ...COLUMNS.map((c) => (c === 'Actions' ? { key: c, header: c, style: stickyActions } : c)),
        ]}
        rows={shown}
        empty={emptyText(query, emptyWords(filters))}
        renderRow={(g) => {
          const ref = referenceOf(g);
          return (
            <Table.Tr key={g._id} aria-selected={selected.has(g._id)}>
              <Table.Td>
                <Checkbox aria-label={`Select ${ref}`} checked={selected.has(g._id)} onChange={() => toggle(g._id)} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap', fontFamily: 'var(--mantine-font-family-monospace)' }}>{ref}</Table.Td>
              <Table.Td style={{ minWidth: 200 }}>
                <Text size="sm" component="div">
                  <DonorName gift={g} />
                </Text>
                {g.email ? (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {g.email}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={{ minWidth: 160 }}>{g.title}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTk(g.donationAmount)}</Table.Td>
              <Table.Td>{channelName(g.channel)}</Table.Td>
              <Table.Td style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{g.transactionId ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{g.senderNumber ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(g.time)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {g.expiresAt !== null ? formatDateTime(g.expiresAt) : g.status === 'expired' ? 'Expired' : '—'}
              </Table.Td>
              <Table.Td style={stickyActions}>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" aria-label={`Confirm ${ref}`} loading={confirmingId === g._id} onClick={() => void confirmOne(g)}>
                    Confirm
                  </Button>
                  <Button size="xs" variant="default" aria-label={`Reject ${ref}`} onClick={() => setRejecting([g])}>
                    Reject
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        }}
      />
    </TablePage>
  );
}

/** "3 confirmed, 1 not: RLF-9: already confirmed" after a bulk call. */
function BulkOutcomeAlert({ outcome, onClose }: { outcome: BulkOutcome; onClose: () => void }) {
  const word = DONE_WORD[outcome.action];
  const failed = outcome.failed.length;
  return (
    <Alert
      color={failed ? 'orange' : 'teal'}
      variant="light"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      title={failed ? `${outcome.done} ${word}, ${failed} not ${word}` : `${outcome.done} ${word}`}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="bulk-outcome"
    >
      {failed ? (
        <Box component="ul" m={0} pl="md">
          {outcome.failed.map((f) => (
            <li key={f.id}>
              <Text size="sm">
                {f.reference}: {f.message}
              </Text>
            </li>
          ))}
        </Box>
      ) : (
        <Text size="sm">Every selected gift was {word}.</Text>
      )}
    </Alert>
  );
}
