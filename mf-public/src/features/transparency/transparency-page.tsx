import { useState } from 'react';
import { Alert, Button, Code, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatTk, useAppDispatch, useDocumentTitle } from 'shared-auth';
import type { LedgerEntry } from 'api/types';
import { ErrorBlock } from '../common/query-state';
import { transparencyApi, useLatestLedgerQuery, useLedgerSummaryQuery } from './transparency-api';
import { verifyLedger } from './verify-chain';
import '../common/page-styles';

const KIND: Record<LedgerEntry['kind'], string> = { confirm: 'Confirmed', refund: 'Refunded', offline: 'Offline gift' };
const METHOD: Record<LedgerEntry['method'], string> = { transfer: 'Transfer', offline: 'By hand' };
const CHANNEL: Record<string, string> = { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket', bank: 'Bank', cash: 'Cash', cheque: 'Cheque' };
const when = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const count = new Intl.NumberFormat('en-US');

type Verification =
  | { state: 'idle' }
  | { state: 'running'; checked: number; total: number }
  | { state: 'ok'; count: number; head: string }
  | { state: 'bad'; message: string }
  | { state: 'error'; message: string };

const cell = { padding: '6px 8px', textAlign: 'left' as const, borderBottom: '1px solid var(--mantine-color-default-border)' };
const num = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };

/** /transparency: each campaign's confirmed income, the ledger's head, and a check anyone can run. */
export default function TransparencyPage() {
  useDocumentTitle('Transparency');
  const summary = useLedgerSummaryQuery();
  const latest = useLatestLedgerQuery();
  const dispatch = useAppDispatch();
  const [check, setCheck] = useState<Verification>({ state: 'idle' });

  /** Downloads every entry page by page and recomputes the chain here, with the browser's own SHA-256. */
  async function verify() {
    setCheck({ state: 'running', checked: 0, total: summary.data?.count ?? 0 });
    try {
      const head = await dispatch(transparencyApi.endpoints.ledgerHead.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap();
      setCheck({ state: 'running', checked: 0, total: head.count });
      const result = await verifyLedger(
        head,
        async (offset) => (await dispatch(transparencyApi.endpoints.ledgerPage.initiate(offset, { subscribe: false, forceRefetch: true })).unwrap()).data,
        (checked, total) => setCheck({ state: 'running', checked, total }),
      );
      setCheck(result.ok ? { state: 'ok', count: result.count, head: result.head } : { state: 'bad', message: result.message });
    } catch {
      setCheck({ state: 'error', message: 'The ledger could not be downloaded. Check your connection and try again.' });
    }
  }

  return (
    <Container size={960} py="md" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Transparency</Title>
          <Text c="dimmed" mt={4}>
            Every gift counts only once its money has been seen. Each confirmation, refund and offline gift is written to a public ledger whose
            entries are chained by SHA-256 hashes: every entry&apos;s hash covers the one before it, so changing any past entry breaks the chain. Anyone
            can recompute it — press Verify and your browser does, entry by entry.
          </Text>
        </div>

        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="chain-heading">
          <Stack gap="sm">
            <Title order={2} size="h3" id="chain-heading">
              The chain
            </Title>
            {summary.isLoading ? (
              <Skeleton height={40} />
            ) : summary.data ? (
              <>
                <Text>
                  <b>{count.format(summary.data.count)}</b> entries. Head (the last entry&apos;s hash):
                </Text>
                <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid="ledger-head">
                  {summary.data.head}
                </Code>
              </>
            ) : null}
            <Group>
              <Button onClick={() => void verify()} loading={check.state === 'running'} color="pink">
                Verify
              </Button>
              {check.state === 'running' && (
                <Text size="sm" role="status">
                  Checked {count.format(check.checked)} of {count.format(check.total)}
                </Text>
              )}
            </Group>
            {check.state === 'ok' && (
              <Alert color="green" variant="light" role="status" title="The chain verifies" style={{ overflowWrap: 'anywhere' }}>
                All {count.format(check.count)} entries verify; head {check.head}.
              </Alert>
            )}
            {check.state === 'bad' && (
              <Alert color="red" variant="light" role="alert" title="The chain does NOT verify" style={{ overflowWrap: 'anywhere' }}>
                {check.message}
              </Alert>
            )}
            {check.state === 'error' && (
              <Alert color="red" variant="light" role="alert" title="Could not verify">
                {check.message}
              </Alert>
            )}
          </Stack>
        </Paper>

        <section aria-labelledby="income-heading">
          <Title order={2} size="h3" id="income-heading" mb="sm">
            Confirmed income by campaign
          </Title>
          {summary.isLoading ? (
            <Skeleton height={160} />
          ) : summary.error ? (
            <ErrorBlock error={summary.error} title="Could not load the ledger" onRetry={summary.refetch} />
          ) : summary.data && summary.data.campaigns.length > 0 ? (
            <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Income table, scrolls sideways on small screens">
              <table style={{ borderCollapse: 'collapse', width: '100%', minWidth: 480 }}>
                <caption style={{ textAlign: 'left', paddingBottom: 4 }}>
                  <Text span size="sm" c="dimmed">
                    From the ledger: money seen, money refunded, and what remains.
                  </Text>
                </caption>
                <thead>
                  <tr>
                    <th style={cell}>Campaign</th>
                    <th style={num}>Confirmed</th>
                    <th style={num}>Refunded</th>
                    <th style={num}>Net</th>
                    <th style={num}>Entries</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.data.campaigns.map((c) => (
                    <tr key={c.campaignId ?? c.title}>
                      <td style={cell}>{c.title}</td>
                      <td style={num}>{formatTk(c.confirmed)}</td>
                      <td style={num}>{formatTk(c.refunded)}</td>
                      <td style={num}>
                        <b>{formatTk(c.net)}</b>
                      </td>
                      <td style={num}>{count.format(c.entries)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <Text>No money has been confirmed yet.</Text>
          )}
        </section>

        <section aria-labelledby="latest-heading">
          <Title order={2} size="h3" id="latest-heading" mb="sm">
            Latest entries
          </Title>
          {latest.data && latest.data.length > 0 ? (
            <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Latest entries table, scrolls sideways on small screens">
              <table style={{ borderCollapse: 'collapse', width: '100%', minWidth: 640 }}>
                <thead>
                  <tr>
                    <th style={cell}>#</th>
                    <th style={cell}>Time (Dhaka)</th>
                    <th style={cell}>Campaign</th>
                    <th style={cell}>Donor</th>
                    <th style={cell}>Kind</th>
                    <th style={cell}>Method</th>
                    <th style={num}>Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {latest.data.map((e) => (
                    <tr key={e.seq}>
                      <td style={cell}>{e.seq}</td>
                      <td style={cell}>{when.format(e.time)}</td>
                      <td style={cell}>{e.campaignTitle}</td>
                      <td style={cell}>{e.donor || 'Anonymous'}</td>
                      <td style={cell}>{KIND[e.kind]}</td>
                      <td style={cell}>
                        {METHOD[e.method] ?? e.method}
                        {e.channel ? ` · ${CHANNEL[e.channel] ?? e.channel}` : ''}
                      </td>
                      <td style={num}>{e.kind === 'refund' ? `−${formatTk(e.amount)}` : formatTk(e.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : latest.isLoading ? (
            <Skeleton height={120} />
          ) : latest.error ? (
            <ErrorBlock error={latest.error} title="Could not load the latest entries" onRetry={latest.refetch} />
          ) : (
            <Text>No entries yet.</Text>
          )}
        </section>
      </Stack>
    </Container>
  );
}
