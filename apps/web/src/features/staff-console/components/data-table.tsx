import type { ListMeta } from '@fathom/contract/common';
import { formatNumber } from '@fathom/domain/format';
import { nextSort, sortDirection } from '@fathom/domain/staff-console';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import type { RequestState } from '../../../lib/use-request';

export interface Column<Row> {
  key: string;
  header: string;
  /** The server sorts by this column's key. */
  sortable?: boolean;
  cell: (row: Row) => ReactNode;
}

/**
 * The one list of the console (every queue uses it): a table of a page of rows that the server sorted and
 * filtered, headers that sort when pressed, the page's place among all, and an empty state that says so. Every
 * control is a button or a link, so the list works by keyboard; a wide table scrolls in its own focusable region.
 */
export function DataTable<Row>({
  caption,
  columns,
  answer,
  rowKey,
  sort,
  onSort,
  onPage,
  empty,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  answer: RequestState<{ data: Row[]; meta: ListMeta }>;
  rowKey: (row: Row) => string;
  sort: string | null;
  onSort: (sort: string) => void;
  onPage: (page: number) => void;
  /** What an empty list means here, and what to do. */
  empty: ReactNode;
}) {
  if (answer.status === 'loading') {
    return (
      <div className="flex min-h-32 items-center justify-center">
        <Spinner label={`Loading ${caption.toLowerCase()}…`} />
      </div>
    );
  }
  if (answer.status === 'error') {
    return (
      <p role="alert" className="console-notice">
        {caption} could not be loaded: {answer.message}
      </p>
    );
  }
  const { data: rows, meta } = answer.data;
  if (rows.length === 0) {
    return (
      <div className="console-empty" data-testid="list-empty">
        {empty}
      </div>
    );
  }
  return (
    <div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it */}
      <section className="console-table-scroll" aria-label={caption} tabIndex={0}>
        <table className="console-table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = column.sortable ? sortDirection(sort, column.key) : 'none';
                return (
                  <th key={column.key} scope="col" aria-sort={column.sortable ? direction : undefined}>
                    {column.sortable ? (
                      <button
                        type="button"
                        className="console-sort"
                        onClick={() => onSort(nextSort(sort, column.key))}
                      >
                        {column.header}
                        {direction === 'none' ? null : <SortArrow direction={direction} />}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <nav className="console-pager" aria-label={`${caption}: pages`}>
        <Button
          variant="secondary"
          size="sm"
          disabled={meta.current_page <= 1}
          onClick={() => onPage(meta.current_page - 1)}
        >
          Previous page
        </Button>
        <span aria-live="polite">
          {meta.total_at_least
            ? `Page ${meta.current_page} of at least ${formatNumber(meta.last_page)} (at least ${formatNumber(meta.total)} in all)`
            : `Page ${meta.current_page} of ${formatNumber(meta.last_page)} (${formatNumber(meta.total)} in all)`}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={meta.current_page >= meta.last_page}
          onClick={() => onPage(meta.current_page + 1)}
        >
          Next page
        </Button>
      </nav>
    </div>
  );
}

/** Drawn rather than typed: the arrow characters are outside the brand font. */
function SortArrow({ direction }: { direction: 'ascending' | 'descending' }) {
  return (
    <svg className="console-sort-arrow" aria-hidden="true" viewBox="0 0 10 10" width="10" height="10">
      <path d={direction === 'ascending' ? 'M5 2 9 8H1Z' : 'M5 8 1 2h8Z'} fill="currentColor" />
    </svg>
  );
}
