import type { FailedInstalment } from '@fathom/contract/money-console';
import { formatDollars } from '@fathom/domain/format';
import { useMemo } from 'react';
import { formatDay } from '../../../../lib/format';
import { listFailedInstalments, retryInstalment } from '../../api/failed-work';
import { type Column, DataTable } from '../data-table';
import { useConsoleList } from '../use-list-state';
import { attemptColumns } from './attempt-columns';
import { RetryButton } from './retry-button';

const ofPlan = (row: FailedInstalment) =>
  `instalment ${row.number} of ${row.parts} for order ${row.po_number}`;

/** Later instalments whose last attempt was declined, the oldest due first: "Try again" charges one now. */
export function FailedInstalmentsList() {
  const { list, answer, reload } = useConsoleList([], listFailedInstalments, 'instalments_');
  const columns: Column<FailedInstalment>[] = useMemo(
    () => [
      { key: 'po_number', header: 'Order', cell: (row) => row.po_number },
      { key: 'email', header: 'Buyer', cell: (row) => row.email },
      { key: 'part', header: 'Part', cell: (row) => `${row.number} of ${row.parts}` },
      { key: 'amount', header: 'Amount', sortable: true, cell: (row) => formatDollars(row.amount) },
      { key: 'due_date', header: 'Due', sortable: true, cell: (row) => formatDay(row.due_date) },
      ...attemptColumns<FailedInstalment>({ lastTriedSortable: false }),
      {
        key: 'retry',
        header: 'Action',
        cell: (row) => (
          <RetryButton
            label={`Try ${ofPlan(row)} again`}
            retry={() => retryInstalment(row.order_id, row.number)}
            done={`The ${ofPlan(row)} is due again now: it is charged shortly.`}
            onDone={reload}
          />
        ),
      },
    ],
    [reload],
  );
  return (
    <DataTable
      caption="Failed instalments"
      columns={columns}
      answer={answer}
      rowKey={(row) => `${row.order_id}-${row.number}`}
      sort={list.state.sort ?? 'due_date'}
      onSort={list.setSort}
      onPage={list.setPage}
      empty={<p>Every instalment due has been collected.</p>}
    />
  );
}
