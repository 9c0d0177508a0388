import type { ListMeta } from '@fathom/contract/common';
import type { ReactNode } from 'react';
import type { RequestState } from '../../../lib/use-request';
import { type Column, DataTable } from './data-table';
import { FilterField, FilterForm } from './filter-form';
import type { useListState } from './use-list-state';

/**
 * One of the console's queues: its one filter (`q` in the URL, the text that narrows it, as `field` says what it
 * may be) above the shared table, sorted by its date (`sort=date` or `-date`, the queue's own way unless told).
 */
export function QueueTable<Row>({
  caption,
  field,
  list,
  answer,
  columns,
  rowKey,
  defaultSort,
  empty,
}: {
  caption: string;
  field: string;
  list: ReturnType<typeof useListState>;
  answer: RequestState<{ data: Row[]; meta: ListMeta }>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  defaultSort: 'date' | '-date';
  empty: ReactNode;
}) {
  return (
    <>
      <FilterForm
        label={`Filter ${caption.toLowerCase()}`}
        applied={list.state.filters}
        onApply={list.setFilters}
      >
        {(values, set) => <FilterField name="q" label={field} values={values} set={set} />}
      </FilterForm>
      <DataTable
        caption={caption}
        columns={columns}
        answer={answer}
        rowKey={rowKey}
        sort={list.state.sort ?? defaultSort}
        onSort={list.setSort}
        onPage={list.setPage}
        empty={empty}
      />
    </>
  );
}
