import type { CSSProperties, ReactNode } from 'react';
import { Group, Paper, Stack } from '@mantine/core';
import { Table } from 'shared-auth/overlays';
import type { PaperProps, TableProps } from '@mantine/core';
import { ErrorState, LoadingState } from './page-states';
import { EmptyRow } from './table-parts';

/** The parts of a query result a list screen shows (an RTK Query hook's answer fits). */
export interface ListResult {
  data?: unknown;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A dashboard list screen: its heading (with actions such as the CSV export at the right), the
 * loading and error states, then `children` once the data is there (and `paging` under them);
 * `footer` is always rendered (dialogs).
 */
export function TablePage({
  heading,
  actions,
  result,
  loadingLabel,
  errorTitle,
  children,
  footer,
  paging,
}: {
  heading: ReactNode;
  actions?: ReactNode;
  result: ListResult;
  loadingLabel: string;
  errorTitle: string;
  children: ReactNode;
  footer?: ReactNode;
  /** The page summary and buttons of a paged list (see paging.tsx), under the rows. */
  paging?: ReactNode;
}) {
  return (
    <Stack gap="md">
      {actions === undefined ? (
        <div>{heading}</div>
      ) : (
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>{heading}</div>
          {actions}
        </Group>
      )}
      {result.isLoading ? <LoadingState label={loadingLabel} /> : null}
      {result.error ? <ErrorState error={result.error} title={errorTitle} onRetry={result.refetch} /> : null}
      {result.data ? children : null}
      {result.data ? paging : null}
      {footer}
    </Stack>
  );
}

/** A header cell that is more than its text (a checkbox, a style); `key` names it among the columns. */
export interface TableColumn {
  key: string;
  header: ReactNode;
  style?: CSSProperties;
}

/**
 * A bordered table with one header row (a cell per column: its text, or a TableColumn), a row per
 * item, and one row of `empty` text when there are none.
 */
export function DataTable<T>({
  columns,
  rows,
  renderRow,
  empty,
  minWidth,
  tableProps,
  paperProps,
  busy = false,
}: {
  columns: readonly (string | TableColumn)[];
  rows: readonly T[];
  renderRow: (row: T, index: number) => ReactNode;
  empty: string;
  /** Below this width the table scrolls sideways (no scroll container without it). */
  minWidth?: number;
  tableProps?: TableProps;
  paperProps?: PaperProps;
  /** Another page is on its way (the rows shown are the previous page's). */
  busy?: boolean;
}) {
  const table = (
    <Table {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ) : (
              <Table.Th key={column.key} scope="col" style={column.style}>
                {column.header}
              </Table.Th>
            ),
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 ? <EmptyRow colSpan={columns.length} text={empty} /> : null}
        {rows.map(renderRow)}
      </Table.Tbody>
    </Table>
  );
  return (
    <Paper
      withBorder
      radius="md"
      aria-busy={busy || undefined}
      style={busy ? { opacity: 0.6, transition: 'opacity 150ms' } : undefined}
      {...paperProps}
    >
      {minWidth === undefined ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>}
    </Paper>
  );
}
