import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { csvFileName, downloadCsv, toCsv, type CsvColumn } from './csv';

interface ExportCsvButtonProps<T> {
  /** Used for the file name (not shown: letters a-z and digits), e.g. "users" → relief-users-2026-11-22.csv */
  name: string;
  /** Their headers in the page's language (the file is what the admin reads). */
  columns: readonly CsvColumn<T>[];
  /** Exactly the rows the table shows (after the search filter). */
  rows: readonly T[];
}

export function ExportCsvButton<T>({ name, columns, rows }: ExportCsvButtonProps<T>) {
  const { t } = useTranslation(NS.csv);
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      disabled={rows.length === 0}
      onClick={() => downloadCsv(csvFileName(name), toCsv(columns, rows))}
    >
      {t('export')}
    </Button>
  );
}
