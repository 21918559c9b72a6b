import type { CSSProperties, ReactNode } from 'react';
import { Card, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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

/** Below this width (Mantine's `md`, 62em) a table with `cards` shows them instead of its rows. */
export const CARDS_BELOW = '(max-width: 61.99em)';

/**
 * Whether a DataTable with cards shows them now: for what a screen shows around its table only in
 * one layout (Payments' select-all, a header checkbox that the cards have no header for).
 */
export function useCardLayout(): boolean {
  return useMediaQuery(CARDS_BELOW, false, { getInitialValueInEffect: false });
}

/** The cards a table becomes on narrow screens (as "My donations" does): every field and action, no sideways scrolling. */
export interface TableCards<T> {
  /** The list's accessible name. */
  label: string;
  key: (row: T) => string;
  render: (row: T, index: number) => ReactNode;
}

/**
 * A bordered table with one header row (a cell per column: its text, or a TableColumn), a row per
 * item, and one row of `empty` text when there are none. With `cards`, narrow screens get a list
 * of cards instead. A table wider than its place scrolls sideways with its scrollbar always shown.
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
  cards,
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
  cards?: TableCards<T>;
}) {
  const narrow = useCardLayout();
  const busyStyle = busy ? { opacity: 0.6, transition: 'opacity 150ms' } : undefined;
  if (cards && narrow) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} aria-label={cards.label} aria-busy={busy || undefined} style={{ listStyle: 'none', ...busyStyle }}>
        {rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="md" component="li">
            {empty}
          </Text>
        ) : null}
        {rows.map((row, index) => (
          <Card withBorder radius="md" padding="sm" key={cards.key(row)} component="li">
            {cards.render(row, index)}
          </Card>
        ))}
      </Stack>
    );
  }
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
      style={busyStyle}
      {...paperProps}
    >
      {minWidth === undefined ? table : (
        // Mantine hides the scrollbar until hovered: a table cut at its edge looked complete. The
        // scrolling part takes the focus, so a keyboard scrolls it too (axe: scrollable-region-focusable).
        <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ type: 'auto', viewportProps: { tabIndex: 0 } }}>
          {table}
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
