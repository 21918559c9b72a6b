import { useState } from 'react';
import { Alert, Box, Button, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Checkbox, Table } from 'shared-auth/overlays';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { errorMessage } from 'shared-auth';
import { formatCount, formatTk } from 'shared-auth/i18n';
import type { BulkInput, DonationRecord } from 'api/types';
import { NS } from '../../i18n';
import { formatDateTime } from '../frame/format-date';
import { notifyError, notifySuccess } from '../frame/notify';
import { emptyText } from '../frame/page-states';
import { ListPaging, usePaging } from '../frame/paging';
import { useSearchFilter } from '../frame/search-context';
import { DataTable, TablePage, useCardLayout } from '../frame/table-page';
import { CardLine, STICKY_END } from '../frame/table-parts';
import { useIdSet } from '../frame/id-set';
import { useCampaignChoices } from './campaign-choices';
import { channelName } from './channel-names';
import { AGE_CHOICES, filtersFrom, withFilters, type GiftFilters } from './gift-filters';
import { useBulkGiftsMutation, useConfirmGiftMutation, useGiftsQuery, useRejectGiftMutation } from './payments-api';
import { ReasonDialog } from './reason-dialog';
import { DonorName, statusLabel } from '../user-donations/gift-status';

/** Gifts per page (the API answers at most 100; a bulk call takes at most 100). */
export const GIFTS_PAGE_SIZE = 50;

const COLUMNS = ['reference', 'donor', 'campaign', 'amount', 'channel', 'transactionId', 'senderNumber', 'pledged', 'expires', 'actions'] as const;

/** "RLF-<id>", what the donor writes in the transfer's reference field. */
export const referenceOf = (g: DonationRecord) => g.reference || `RLF-${g._id}`;

// The amount as typed (1500) and as shown (Tk 1,500 / ৳১,৫০০: Bengali digits find it too).
const searchTexts = (g: DonationRecord) => [referenceOf(g), g.name, g.email, g.title, g.donationAmount, formatTk(g.donationAmount), g.transactionId, g.senderNumber];


type Action = BulkInput['action'];

/** What a bulk call did: how many were done, and each failure with its reason. */
interface BulkOutcome {
  action: Action;
  done: number;
  failed: { id: string; reference: string; message: string }[];
}

function emptyWords(filters: GiftFilters, t: TFunction): string {
  if (filters.method || filters.campaignId || filters.minAgeDays !== null) return t('gifts.empty.filtered');
  return filters.status === 'expired' ? t('gifts.empty.expired') : t('gifts.empty.pending');
}

/** Pending (or expired) gifts, filtered and paged by the address; confirm or reject one, or several at once. */
export function PendingGifts() {
  const { t } = useTranslation([NS.payments, NS['user-donations'], NS.frame, NS.common]);
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const paging = usePaging(GIFTS_PAGE_SIZE);
  const result = useGiftsQuery({ ...filters, ...paging.args }, { refetchOnMountOrArgChange: 30 });
  const { data, isFetching } = result;
  const { shown, query } = useSearchFilter(data?.rows, searchTexts);
  const campaigns = useCampaignChoices();
  const stickyActions = useMediaQuery('(min-width: 48em)') ? STICKY_END : undefined;
  // The cards have no header row: their select-all checkbox goes with the bulk buttons.
  const cardLayout = useCardLayout();

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
      notifySuccess(answer.message || t('gifts.confirmed', { reference: ref }));
    } catch (error) {
      notifyError(errorMessage(error, t('dashboard-common:pleaseTryAgain')), t('gifts.couldNotConfirm', { reference: ref }));
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
      notifyError(
        errorMessage(error, t('dashboard-common:pleaseTryAgain')),
        action === 'confirm' ? t('gifts.couldNotConfirmSelected') : t('gifts.couldNotRejectSelected'),
      );
      return false;
    }
  };

  const reject = async (gifts: DonationRecord[], reason: string): Promise<boolean> => {
    if (gifts.length !== 1) return runBulk('reject', gifts, reason);
    const gift = gifts[0]!;
    const ref = referenceOf(gift);
    try {
      const answer = await rejectGift({ id: gift._id, reason }).unwrap();
      notifySuccess(answer.message || t('gifts.rejected', { reference: ref }));
      return true;
    } catch (error) {
      notifyError(errorMessage(error, t('dashboard-common:pleaseTryAgain')), t('gifts.couldNotReject', { reference: ref }));
      return false;
    }
  };

  const campaignOptions = [
    { value: '', label: t('gifts.filters.anyCampaign') },
    ...campaigns.options,
    ...(filters.campaignId && !campaigns.options.some((o) => o.value === filters.campaignId)
      ? [{ value: filters.campaignId, label: campaigns.titleOf(filters.campaignId) }]
      : []),
  ];
  const heading = filters.status === 'expired' ? t('gifts.headingExpired') : t('gifts.headingPending');

  const selectAll = (label?: string) => (
    <Checkbox
      {...(label ? { label } : { 'aria-label': t('gifts.selectAll') })}
      checked={allChosen}
      indeterminate={chosen.length > 0 && !allChosen}
      disabled={shown.length === 0}
      onChange={toggleAll}
    />
  );
  const selectOne = (g: DonationRecord) => (
    <Checkbox aria-label={t('gifts.selectOne', { reference: referenceOf(g) })} checked={selected.has(g._id)} onChange={() => toggle(g._id)} />
  );
  const donor = (g: DonationRecord) => (
    <>
      <Text size="sm" component="div">
        <DonorName gift={g} />
      </Text>
      {g.email ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {g.email}
        </Text>
      ) : null}
    </>
  );
  const expires = (g: DonationRecord) => (g.expiresAt !== null ? formatDateTime(g.expiresAt) : g.status === 'expired' ? t('gifts.expired') : '—');
  const actions = (g: DonationRecord, wrap: 'wrap' | 'nowrap') => {
    const ref = referenceOf(g);
    return (
      <Group gap="xs" wrap={wrap}>
        <Button size="xs" aria-label={t('gifts.confirmLabel', { reference: ref })} loading={confirmingId === g._id} onClick={() => void confirmOne(g)}>
          {t('gifts.confirm')}
        </Button>
        <Button size="xs" variant="default" aria-label={t('gifts.rejectLabel', { reference: ref })} onClick={() => setRejecting([g])}>
          {t('gifts.reject')}
        </Button>
      </Group>
    );
  };

  return (
    <TablePage
      heading={
        <Stack gap="sm">
          <div>
            <Title order={3}>{heading}</Title>
            <Text c="dimmed" size="sm">
              {filters.status === 'expired' ? t('gifts.introExpired') : t('gifts.introPending')}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <NativeSelect
              label={t('gifts.filters.status')}
              value={filters.status}
              data={[
                { value: 'pending', label: statusLabel('pending') },
                { value: 'expired', label: statusLabel('expired') },
              ]}
              onChange={(e) => setFilter({ status: e.currentTarget.value === 'expired' ? 'expired' : 'pending' })}
            />
            <NativeSelect
              label={t('gifts.filters.method')}
              value={filters.method ?? ''}
              data={[
                { value: '', label: t('gifts.filters.anyMethod') },
                { value: 'transfer', label: t('gifts.filters.transfer') },
                { value: 'offline', label: t('gifts.filters.offline') },
              ]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setFilter({ method: value === 'transfer' || value === 'offline' ? value : null });
              }}
            />
            <NativeSelect
              label={t('gifts.filters.campaign')}
              value={filters.campaignId ?? ''}
              data={campaignOptions}
              description={campaigns.error ? t('campaignsFailed') : undefined}
              onChange={(e) => setFilter({ campaignId: e.currentTarget.value || null })}
            />
            <NativeSelect
              label={t('gifts.filters.age')}
              value={filters.minAgeDays === null ? '' : String(filters.minAgeDays)}
              data={[
                { value: '', label: t('gifts.filters.anyAge') },
                ...AGE_CHOICES.map((d) => ({ value: String(d), label: t('gifts.filters.olderThan', { count: d, n: formatCount(d) }) })),
              ]}
              onChange={(e) => setFilter({ minAgeDays: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
            />
          </SimpleGrid>
          <Group gap="sm" wrap="wrap">
            {cardLayout ? selectAll(t('gifts.selectAll')) : null}
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="selected-count">
              {t('gifts.selected', { n: formatCount(chosen.length) })}
            </Text>
            <Button size="xs" disabled={chosen.length === 0} loading={bulkState.isLoading && !rejecting} onClick={() => void runBulk('confirm', chosen)}>
              {t('gifts.confirmSelected')}
            </Button>
            <Button size="xs" variant="default" disabled={chosen.length === 0 || bulkState.isLoading} onClick={() => setRejecting(chosen)}>
              {t('gifts.rejectSelected')}
            </Button>
          </Group>
          {outcome ? <BulkOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} /> : null}
        </Stack>
      }
      result={result}
      loadingLabel={t('gifts.loading')}
      errorTitle={t('gifts.couldNotLoad')}
      paging={<ListPaging paging={paging} total={data?.total} noun={(count) => t('gifts.noun', { count })} />}
      footer={
        <ReasonDialog
          opened={rejecting !== null}
          title={rejecting && rejecting.length > 1 ? t('gifts.rejectManyTitle', { n: formatCount(rejecting.length) }) : t('gifts.rejectOneTitle')}
          describe={
            rejecting === null
              ? ''
              : rejecting.length === 1
                ? t('gifts.rejectOne', { reference: referenceOf(rejecting[0]!), amount: formatTk(rejecting[0]!.donationAmount), name: rejecting[0]!.name })
                : t('gifts.rejectMany', { references: rejecting.map(referenceOf).join(', ') })
          }
          submitLabel={t('gifts.reject')}
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
          { key: 'select', header: selectAll() },
          // i18n-keys: gifts.columns.reference, gifts.columns.donor, gifts.columns.campaign, gifts.columns.amount, gifts.columns.channel, gifts.columns.transactionId, gifts.columns.senderNumber, gifts.columns.pledged, gifts.columns.expires, gifts.columns.actions
          ...COLUMNS.map((c) => (c === 'actions' ? { key: c, header: t(`gifts.columns.${c}`), style: stickyActions } : t(`gifts.columns.${c}`))),
        ]}
        rows={shown}
        empty={emptyText(query, emptyWords(filters, t))}
        cards={{
          label: heading,
          key: (g) => g._id,
          render: (g) => (
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="center">
                <Group gap="sm" wrap="nowrap">
                  {selectOne(g)}
                  <Text fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {referenceOf(g)}
                  </Text>
                </Group>
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatTk(g.donationAmount)}
                </Text>
              </Group>
              <CardLine label={t('gifts.columns.donor')}>{donor(g)}</CardLine>
              <CardLine label={t('gifts.columns.campaign')}>{g.title}</CardLine>
              <CardLine label={t('gifts.columns.channel')}>{channelName(g.channel)}</CardLine>
              <CardLine label={t('gifts.columns.transactionId')}>
                <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{g.transactionId ?? '—'}</span>
              </CardLine>
              <CardLine label={t('gifts.columns.senderNumber')}>{g.senderNumber ?? '—'}</CardLine>
              <CardLine label={t('gifts.columns.pledged')}>{formatDateTime(g.time)}</CardLine>
              <CardLine label={t('gifts.columns.expires')}>{expires(g)}</CardLine>
              {actions(g, 'wrap')}
            </Stack>
          ),
        }}
        renderRow={(g) => {
          const ref = referenceOf(g);
          return (
            <Table.Tr key={g._id} aria-selected={selected.has(g._id)}>
              <Table.Td>{selectOne(g)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap', fontFamily: 'var(--mantine-font-family-monospace)' }}>{ref}</Table.Td>
              <Table.Td style={{ minWidth: 200 }}>{donor(g)}</Table.Td>
              <Table.Td style={{ minWidth: 160 }}>{g.title}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTk(g.donationAmount)}</Table.Td>
              <Table.Td>{channelName(g.channel)}</Table.Td>
              <Table.Td style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{g.transactionId ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{g.senderNumber ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(g.time)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{expires(g)}</Table.Td>
              <Table.Td style={stickyActions}>{actions(g, 'nowrap')}</Table.Td>
            </Table.Tr>
          );
        }}
      />
    </TablePage>
  );
}

/** "3 confirmed, 1 not: RLF-9: already confirmed" after a bulk call. */
function BulkOutcomeAlert({ outcome, onClose }: { outcome: BulkOutcome; onClose: () => void }) {
  const { t } = useTranslation([NS.payments, NS.common]);
  const failed = outcome.failed.length;
  const counts = { done: formatCount(outcome.done), failed: formatCount(failed) };
  const title =
    outcome.action === 'confirm'
      ? failed
        ? t('gifts.outcome.confirm.titleWithFailed', counts)
        : t('gifts.outcome.confirm.title', counts)
      : failed
        ? t('gifts.outcome.reject.titleWithFailed', counts)
        : t('gifts.outcome.reject.title', counts);
  return (
    <Alert
      color={failed ? 'orange' : 'teal'}
      variant="light"
      withCloseButton
      closeButtonLabel={t('dashboard-common:dismiss')}
      onClose={onClose}
      title={title}
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
        <Text size="sm">{outcome.action === 'confirm' ? t('gifts.outcome.confirm.all') : t('gifts.outcome.reject.all')}</Text>
      )}
    </Alert>
  );
}
