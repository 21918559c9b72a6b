import { useState } from 'react';
import { Alert, Button, Code, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useDocumentTitle } from 'shared-auth';
import { formatCount, formatDate, formatTk, renderTags } from 'shared-auth/i18n';
import type { LedgerEntry } from 'api/types';
import { NS } from '../../i18n';
import { ErrorBlock } from '../common/query-state';
import { transparencyApi, useLatestLedgerQuery, useLedgerSummaryQuery } from './transparency-api';
import { chainProblemText, verifyLedger, type EntryProblem, type HeadProblem } from './verify-chain';
import '../common/page-styles';

/** An entry's kind, method and channel as the page's language says them (an unknown value as the API wrote it). */
function kindText(t: TFunction, kind: LedgerEntry['kind']): string {
  switch (kind) {
    case 'confirm':
      return t('kinds.confirm');
    case 'refund':
      return t('kinds.refund');
    case 'offline':
      return t('kinds.offline');
    default:
      return kind;
  }
}

function methodText(t: TFunction, method: LedgerEntry['method']): string {
  switch (method) {
    case 'transfer':
      return t('methods.transfer');
    case 'offline':
      return t('methods.offline');
    default:
      return method;
  }
}

function channelText(t: TFunction, channel: string): string {
  switch (channel) {
    case 'bkash':
      return t('channels.bkash');
    case 'nagad':
      return t('channels.nagad');
    case 'rocket':
      return t('channels.rocket');
    case 'bank':
      return t('channels.bank');
    case 'cash':
      return t('channels.cash');
    case 'cheque':
      return t('channels.cheque');
    default:
      return channel;
  }
}

/**
 * The donor as the ledger names them: an anonymous gift is written "Anonymous" (in every language:
 * the word is part of the hashed entry), shown in the page's language.
 */
function donorText(t: TFunction, donor: string): string {
  return !donor || donor === 'Anonymous' ? t('anonymous') : donor;
}

type Verification =
  | { state: 'idle' }
  | { state: 'running'; checked: number; total: number }
  | { state: 'ok'; count: number; head: string }
  | { state: 'bad'; failure: EntryProblem | HeadProblem }
  | { state: 'error' };

const cell = { padding: '6px 8px', textAlign: 'left' as const, borderBottom: '1px solid var(--mantine-color-default-border)' };
const num = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };

/** /transparency: each campaign's confirmed income, the ledger's head, and a check anyone can run. */
export default function TransparencyPage() {
  const { t } = useTranslation(NS.transparency);
  useDocumentTitle(t('title'));
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
      setCheck(result.ok ? { state: 'ok', count: result.count, head: result.head } : { state: 'bad', failure: result });
    } catch {
      setCheck({ state: 'error' });
    }
  }

  return (
    <Container size={960} py="md" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('intro')}
          </Text>
        </div>

        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="chain-heading">
          <Stack gap="sm">
            <Title order={2} size="h3" id="chain-heading">
              {t('chain.title')}
            </Title>
            {summary.isLoading ? (
              <Skeleton height={40} />
            ) : summary.data ? (
              <>
                <Text>
                  {renderTags(t('chain.entries', { count: summary.data.count }), { number: <b>{formatCount(summary.data.count)}</b> })}
                </Text>
                <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid="ledger-head">
                  {summary.data.head}
                </Code>
              </>
            ) : null}
            <Group>
              <Button onClick={() => void verify()} loading={check.state === 'running'} color="pink">
                {t('chain.verify')}
              </Button>
              {check.state === 'running' && (
                <Text size="sm" role="status">
                  {t('chain.checked', { checked: formatCount(check.checked), total: formatCount(check.total) })}
                </Text>
              )}
            </Group>
            {check.state === 'ok' && (
              <Alert color="green" variant="light" role="status" title={t('chain.ok')} style={{ overflowWrap: 'anywhere' }}>
                {t('chain.okText', { count: check.count, number: formatCount(check.count), head: check.head })}
              </Alert>
            )}
            {check.state === 'bad' && (
              <Alert color="red" variant="light" role="alert" title={t('chain.bad')} style={{ overflowWrap: 'anywhere' }}>
                {chainProblemText(t, check.failure)}
              </Alert>
            )}
            {check.state === 'error' && (
              <Alert color="red" variant="light" role="alert" title={t('chain.error')}>
                {t('chain.errorText')}
              </Alert>
            )}
          </Stack>
        </Paper>

        <section aria-labelledby="income-heading">
          <Title order={2} size="h3" id="income-heading" mb="sm">
            {t('income.title')}
          </Title>
          {summary.isLoading ? (
            <Skeleton height={160} />
          ) : summary.error ? (
            <ErrorBlock error={summary.error} title={t('income.loadError')} onRetry={summary.refetch} />
          ) : summary.data && summary.data.campaigns.length > 0 ? (
            <>
            {/* Above the table, not its caption: a caption is as wide as the table, which scrolls sideways on a phone. */}
            <Text size="sm" c="dimmed" mb={4} id="income-caption">
              {t('income.caption')}
            </Text>
            <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('income.region')}>
              <table style={{ borderCollapse: 'collapse', width: '100%', minWidth: 480 }} aria-describedby="income-caption">
                <thead>
                  <tr>
                    <th style={cell}>{t('columns.campaign')}</th>
                    <th style={num}>{t('columns.confirmed')}</th>
                    <th style={num}>{t('columns.refunded')}</th>
                    <th style={num}>{t('columns.net')}</th>
                    <th style={num}>{t('columns.entries')}</th>
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
                      <td style={num}>{formatCount(c.entries)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            </>
          ) : (
            <Text>{t('income.none')}</Text>
          )}
        </section>

        <section aria-labelledby="latest-heading">
          <Title order={2} size="h3" id="latest-heading" mb="sm">
            {t('latest.title')}
          </Title>
          {latest.data && latest.data.length > 0 ? (
            <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('latest.region')}>
              <table style={{ borderCollapse: 'collapse', width: '100%', minWidth: 640 }}>
                <thead>
                  <tr>
                    <th style={cell}>#</th>
                    <th style={cell}>{t('columns.time')}</th>
                    <th style={cell}>{t('columns.campaign')}</th>
                    <th style={cell}>{t('columns.donor')}</th>
                    <th style={cell}>{t('columns.kind')}</th>
                    <th style={cell}>{t('columns.method')}</th>
                    <th style={num}>{t('columns.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {latest.data.map((e) => (
                    <tr key={e.seq}>
                      <td style={cell}>{formatCount(e.seq)}</td>
                      <td style={cell}>{formatDate(e.time, 'dateTime')}</td>
                      <td style={cell}>{e.campaignTitle}</td>
                      <td style={cell}>{donorText(t, e.donor)}</td>
                      <td style={cell}>{kindText(t, e.kind)}</td>
                      <td style={cell}>
                        {methodText(t, e.method)}
                        {e.channel ? ` · ${channelText(t, e.channel)}` : ''}
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
            <ErrorBlock error={latest.error} title={t('latest.loadError')} onRetry={latest.refetch} />
          ) : (
            <Text>{t('latest.none')}</Text>
          )}
        </section>
      </Stack>
    </Container>
  );
}
