import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Table } from 'shared-auth/overlays';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage, formatTk } from 'shared-auth';
import type { StatementResult } from 'api/types';
import { notifySuccess } from '../frame/notify';
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
      <section aria-labelledby="statement-confirmed">
        <Title order={5} id="statement-confirmed" mb="xs">
          {result.confirmed.length} confirmed
        </Title>
        {result.confirmed.length === 0 ? (
          <Text size="sm" c="dimmed">
            No line confirmed a gift.
          </Text>
        ) : (
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={480}>
              <Table aria-labelledby="statement-confirmed" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Line</Table.Th>
                    <Table.Th scope="col">Transaction ID</Table.Th>
                    <Table.Th scope="col">Amount</Table.Th>
                    <Table.Th scope="col">Gift</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.confirmed.map((c) => (
                    <Table.Tr key={`${c.line}-${c.transactionId}`}>
                      <Table.Td>{c.line}</Table.Td>
                      <Table.Td style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{c.transactionId}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTk(c.amount)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>RLF-{c.donationId}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </section>
      <section aria-labelledby="statement-unmatched">
        <Title order={5} id="statement-unmatched" mb="xs">
          Unmatched
        </Title>
        {result.unmatched.length === 0 ? (
          <Text size="sm" c="dimmed">
            Every line matched a gift.
          </Text>
        ) : (
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={560}>
              <Table aria-labelledby="statement-unmatched" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Line</Table.Th>
                    <Table.Th scope="col">Transaction ID</Table.Th>
                    <Table.Th scope="col">Amount</Table.Th>
                    <Table.Th scope="col">Reason</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.unmatched.map((u) => (
                    <Table.Tr key={`${u.line}-${u.transactionId}`}>
                      <Table.Td>{u.line}</Table.Td>
                      <Table.Td style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{u.transactionId || '—'}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTk(u.amount)}</Table.Td>
                      <Table.Td>
                        {mismatchText(u)}
                        {u.donationId ? ` (RLF-${u.donationId})` : ''}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </section>
    </Stack>
  );
}
