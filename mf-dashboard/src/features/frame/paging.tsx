import { useCallback, useEffect } from 'react';
import { Group, Pagination, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatCount } from 'shared-auth/i18n';
import { NS } from '../../i18n';

/**
 * Paged lists (issue 13): the API answers at most 100 rows per call, takes `?limit=&offset=` and
 * adds `total` (every matching row). The page number lives in the address (`?page=3`), so Back,
 * reload and a shared link keep it.
 */

/** The rows of one page and how many there are in all. */
export interface Paged<T> {
  rows: T[];
  total: number;
}

/** What a paged endpoint is called with. */
export interface PageArgs {
  limit: number;
  offset: number;
}

/** A paged list answer of the API. */
export interface PagedAnswer<T> {
  data: T[];
  total?: number;
}

/** `path?limit=..&offset=..` */
export function pagedUrl(path: string, { limit, offset }: PageArgs): string {
  return `${path}?limit=${limit}&offset=${offset}`;
}

/** The answer as rows + total (an API without `total` yet: what this page and those before hold). */
export function toPaged<T>(answer: PagedAnswer<T>, args: PageArgs): Paged<T> {
  const rows = Array.isArray(answer.data) ? answer.data : [];
  return { rows, total: typeof answer.total === 'number' ? answer.total : args.offset + rows.length };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The address with a list filter set (removed when empty), back on the first page. */
export function withFilter(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete('page');
  return next;
}

function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The current page (from `?page=`), a way to change it, and the call arguments for it. */
export function usePaging(pageSize: number) {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete('page');
          else updated.set('page', String(next));
          return updated;
        },
        { replace: options?.replace ?? false },
      );
    },
    [setParams],
  );
  return { page, setPage, pageSize, args: { limit: pageSize, offset: (page - 1) * pageSize } satisfies PageArgs };
}

/**
 * "Showing 21–40 of 134" and the page buttons (only when there is more than one page). When the
 * page asked for is past the end (the last rows were deleted, an old link), it moves to the last page.
 */
export function ListPaging({
  paging,
  total,
  noun,
}: {
  /** The list's paging state (usePaging). */
  paging: Pick<ReturnType<typeof usePaging>, 'page' | 'pageSize' | 'setPage'>;
  /** Every row (undefined while the first answer is on its way). */
  total: number | undefined;
  /**
   * What the rows are for a count, in the page's language (the caller's t() with `count`, keys
   * `_one`/`_other`), e.g. "1 user", "45 users": the summary says it, the page buttons are "Pages of users".
   */
  noun: (count: number) => string;
}) {
  const { t } = useTranslation(NS.frame);
  const { page, pageSize, setPage: onChange } = paging;
  const controlLabels: Record<string, string> = {
    first: t('paging.first'),
    previous: t('paging.previous'),
    next: t('paging.next'),
    last: t('paging.last'),
  };
  const pages = total === undefined ? 1 : pageCount(total, pageSize);
  useEffect(() => {
    if (total !== undefined && page > pages) onChange(pages, { replace: true });
  }, [total, page, pages, onChange]);

  if (total === undefined || total === 0) return null;
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  // Only a list of more than one page has buttons (their label: the plural).
  const rows = noun(total);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="paging-summary">
        {pages > 1
          ? t('paging.summary', { first: formatCount(first), last: formatCount(last), total: formatCount(total), noun: rows })
          : t('paging.total', { total: formatCount(total), noun: rows })}
        {pages > 1 ? t('paging.searchThisPage') : ''}
      </Text>
      {pages > 1 ? (
        <nav aria-label={t('paging.label', { noun: rows })}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(next) => {
              onChange(next);
              window.scrollTo?.({ top: 0 });
            }}
            siblings={1}
            boundaries={1}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] ?? control })}
            // The number in the page's digits (১, ২, ৩ in Bangla), shown and named alike (WCAG 2.5.3).
            getItemProps={(n) => ({
              children: formatCount(n),
              'aria-label': t('paging.page', { page: formatCount(n) }),
              'aria-current': n === page ? 'page' : undefined,
            })}
          />
        </nav>
      ) : null}
    </Group>
  );
}
