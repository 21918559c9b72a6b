import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Table } from 'shared-auth/overlays';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-auth';
import { formatCount, formatTk } from 'shared-auth/i18n';
import type { StatementResult } from 'api/types';
import { NS } from '../../i18n';
import { notifySuccess } from '../frame/notify';
import { WarningAlert } from '../frame/page-states';
import { DataTable } from '../frame/table-page';
import { CardLine } from '../frame/table-parts';
import { useImportStatementMutation } from './payments-api';
import { giftReference, mismatchText, statementFileError } from './statement-values';

/**
 * An admin uploads a bank or wallet statement (CSV); the API confirms every pending gift whose
 * transaction ID and amount match a line, and says why each other line matched nothing. A
 * malformed file is refused whole (400, the message names the line): nothing is confirmed.
 */
export function StatementUpload() {
  const { t } = useTranslation([NS.payments, NS.common]);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ fileName: string; result: StatementResult } | null>(null);
  const [importStatement, { isLoading }] = useImportStatementMutation();
  const [reading, setReading] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setFileError(t('statement.chooseFirst'));
      input.current?.focus();
      return;
    }
    const found = statementFileError(file);
    setFileError(found);
    if (found) {
      input.current?.focus();
      return;
    }
    setFailure(null);
    let csv: string;
    setReading(true);
    try {
      csv = await file.text();
    } catch {
      setFileError(t('statement.unreadable', { name: file.name }));
      return;
    } finally {
      setReading(false);
    }
    try {
      const result = await importStatement({ csv, fileName: file.name }).unwrap();
      setAnswer({ fileName: file.name, result });
      notifySuccess(t('statement.imported', { confirmed: formatCount(result.confirmed.length), lines: formatCount(result.lines) }));
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setAnswer(null);
      setFailure(errorMessage(error, t('statement.couldNotImport')));
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={3}>{t('statement.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('statement.intro')}
        </Text>
      </div>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" maw={720}>
        <form onSubmit={submit} noValidate aria-busy={isLoading || reading}>
          <Stack gap="sm">
            <TextInput
              ref={input}
              type="file"
              label={t('statement.fileLabel')}
              description={t('statement.fileDescription')}
              accept=".csv,text/csv"
              required
              error={fileError}
              onChange={(e) => {
                setFile(e.currentTarget.files?.[0] ?? null);
                setFileError(undefined);
              }}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={isLoading || reading}>
                {t('statement.import')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {failure !== null ? (
        <WarningAlert color="red" title={t('statement.notImported')}>
          <Text size="sm">{failure}</Text>
          <Text size="sm" mt="xs">
            {t('statement.nothingConfirmed')}
          </Text>
        </WarningAlert>
      ) : null}
      {answer ? <StatementOutcome fileName={answer.fileName} result={answer.result} /> : null}
    </Stack>
  );
}

function StatementOutcome({ fileName, result }: { fileName: string; result: StatementResult }) {
  const { t } = useTranslation(NS.payments);
  return (
    <Stack gap="md" data-testid="statement-result">
      <Title order={4}>
        {t('statement.outcome', {
          fileName,
          confirmed: formatCount(result.confirmed.length),
          unmatched: formatCount(result.unmatched.length),
          lines: formatCount(result.lines),
        })}
      </Title>
      <StatementLines
        id="statement-confirmed"
        heading={t('statement.confirmedHeading', { n: formatCount(result.confirmed.length) })}
        empty={t('statement.noneConfirmed')}
        minWidth={480}
        rows={result.confirmed}
        lastHeader={t('statement.columns.gift')}
        last={(c) => <span style={{ whiteSpace: 'nowrap' }}>{giftReference(c.donationId)}</span>}
      />
      <StatementLines
        id="statement-unmatched"
        heading={t('statement.unmatchedHeading')}
        empty={t('statement.allMatched')}
        minWidth={560}
        rows={result.unmatched}
        lastHeader={t('statement.columns.reason')}
        last={(u) => (
          <>
            {mismatchText(u)}
            {u.donationId ? ` (${giftReference(u.donationId)})` : ''}
          </>
        )}
      />
    </Stack>
  );
}

/** One part of the outcome: its heading, then its lines (line, transaction ID, amount and one column of its own). */
function StatementLines<T extends { line: number; transactionId: string; amount: number }>({
  id,
  heading,
  empty,
  minWidth,
  rows,
  lastHeader,
  last,
}: {
  id: string;
  heading: string;
  empty: string;
  minWidth: number;
  rows: T[];
  lastHeader: string;
  last: (row: T) => ReactNode;
}) {
  const { t } = useTranslation(NS.payments);
  return (
    <section aria-labelledby={id}>
      <Title order={5} id={id} mb="xs">
        {heading}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <DataTable
          minWidth={minWidth}
          tableProps={{ 'aria-labelledby': id, verticalSpacing: 'xs' }}
          columns={[t('statement.columns.line'), t('statement.columns.transactionId'), t('statement.columns.amount'), lastHeader]}
          rows={rows}
          empty={empty}
          cards={{
            label: heading,
            key: (row) => `${row.line}-${row.transactionId}`,
            render: (row) => (
              <Stack gap={4}>
                <CardLine label={t('statement.columns.line')}>{formatCount(row.line)}</CardLine>
                <CardLine label={t('statement.columns.transactionId')}>
                  <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{row.transactionId || '—'}</span>
                </CardLine>
                <CardLine label={t('statement.columns.amount')}>{formatTk(row.amount)}</CardLine>
                <CardLine label={lastHeader}>{last(row)}</CardLine>
              </Stack>
            ),
          }}
          renderRow={(row) => (
            <Table.Tr key={`${row.line}-${row.transactionId}`}>
              <Table.Td>{formatCount(row.line)}</Table.Td>
              <Table.Td style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{row.transactionId || '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTk(row.amount)}</Table.Td>
              <Table.Td>{last(row)}</Table.Td>
            </Table.Tr>
          )}
        />
      )}
    </section>
  );
}
