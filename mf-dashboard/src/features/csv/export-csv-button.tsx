import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { csvFileName, downloadCsv, toCsv, type CsvColumn } from './csv';

interface ExportCsvButtonProps<T> {
  /** Used for the file name, e.g. "users" → relief-users-2026-11-22.csv */
  name: string;
  columns: readonly CsvColumn<T>[];
  /** Exactly the rows the table shows (after the search filter). */
  rows: readonly T[];
}

export function ExportCsvButton<T>({ name, columns, rows }: ExportCsvButtonProps<T>) {
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      disabled={rows.length === 0}
      onClick={() => downloadCsv(csvFileName(name), toCsv(columns, rows))}
    >
      Export CSV
    </Button>
  );
}
