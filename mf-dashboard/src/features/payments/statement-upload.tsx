import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Table } from 'shared-auth/overlays';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage, formatTk } from 'shared-auth';
import type { StatementResult } from 'api/types';
import { notifySuccess } from '../frame/notify';
import { DataTable } from '../frame/table-page';
import { useImportStatementMutation } from './payments-api';
import { mismatchText, statementFileError } from './statement-values';

/**
 * An admin uploads a bank or wallet statement (CSV); the API confirms every pending gift whose
 * transaction ID and amount match a line, and says why each other line matched nothing. A
 * malformed file is refused whole (400, the message names the line): nothing is confirmed.
 */
export function StatementUpload() {
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
      setFileError('Choose a statement file first');
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
      setFileError(`“${file.name}” could not be read. Choose it again.`);
      return;
    } finally {
      setReading(false);
    }
    try {
      const result = await importStatement({ csv, fileName: file.name }).unwrap();
      setAnswer({ fileName: file.name, result });
      notifySuccess(`Statement imported: ${result.confirmed.length} of ${result.lines} lines confirmed a gift.`);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setAnswer(null);
      setFailure(errorMessage(error, 'The statement could not be imported. Please try again.'));
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={3}>Upload a statement</Title>
        <Text c="dimmed" size="sm">
          Every pending gift whose transaction ID and amount match a line is confirmed.
        </Text>
      </div>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" maw={720}>
        <form onSubmit={submit} noValidate aria-busy={isLoading || reading}>
          <Stack gap="sm">
            <TextInput
              ref={input}
              type="file"
              label="Statement file (CSV, at most 5 MB)"
              description="Columns: Transaction ID, Amount, Time, Sender. A bKash statement's own column names are accepted too."
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
                Import statement
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {failure !== null ? (
        <Alert
          color="red"
          variant="light"
          title="The statement was not imported"
          icon={<IconAlertTriangle aria-hidden />}
          role="alert"
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Text size="sm">{failure}</Text>
          <Text size="sm" mt="xs">
            No gift was confirmed. Fix the file and upload it again.
          </Text>
        </Alert>
      ) : null}
      {answer ? <StatementOutcome fileName={answer.fileName} result={answer.result} /> : null}
    </Stack>
  );
}

function StatementOutcome({ fileName, result }: { fileName: string; result: StatementResult }) {
  return (
    <Stack gap="md" data-testid="statement-result">
      <Title order={4}>
        {fileName}: {result.confirmed.length} confirmed, {result.unmatched.length} unmatched of {result.lines} lines
      </Title>
      <StatementLines
        id="statement-confirmed"
        heading={`${result.confirmed.length} confirmed`}
        empty="No line confirmed a gift."
        minWidth={480}
        rows={result.confirmed}
        lastHeader="Gift"
        last={(c) => <span style={{ whiteSpace: 'nowrap' }}>RLF-{c.donationId}</span>}
      />
      <StatementLines
        id="statement-unmatched"
        heading="Unmatched"
        empty="Every line matched a gift."
        minWidth={560}
        rows={result.unmatched}
        lastHeader="Reason"
        last={(u) => (
          <>
            {mismatchText(u)}
            {u.donationId ? ` (RLF-${u.donationId})` : ''}
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
          columns={['Line', 'Transaction ID', 'Amount', lastHeader]}
          rows={rows}
          empty={empty}
          renderRow={(row) => (
            <Table.Tr key={`${row.line}-${row.transactionId}`}>
              <Table.Td>{row.line}</Table.Td>
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
