import type { FailedRenewal } from '@fathom/contract/money-console';
import { formatDollars } from '@fathom/domain/format';
import { useMemo } from 'react';
import { listFailedRenewals, retryRenewal } from '../../api/failed-work';
import { type Column, DataTable } from '../data-table';
import { useConsoleList } from '../use-list-state';
import { attemptColumns } from './attempt-columns';
import { RetryButton } from './retry-button';

const ofPlan = (row: FailedRenewal) => `the ${row.plan} renewal of ${row.email}, period ${row.cycle}`;

/** Storage plan renewals whose last attempt was declined, the latest first: "Try again" charges one now. */
export function FailedRenewalsList() {
  const { list, answer, reload } = useConsoleList([], listFailedRenewals, 'renewals_');
  const columns: Column<FailedRenewal>[] = useMemo(
    () => [
      { key: 'email', header: 'Customer', sortable: true, cell: (row) => row.email },
      { key: 'plan', header: 'Plan', cell: (row) => row.plan },
      { key: 'cycle', header: 'Period', cell: (row) => row.cycle },
      { key: 'amount', header: 'Amount', sortable: true, cell: (row) => formatDollars(row.amount) },
      ...attemptColumns<FailedRenewal>({ lastTriedSortable: true }),
      {
        key: 'retry',
        header: 'Action',
        cell: (row) => (
          <RetryButton
            label={`Try ${ofPlan(row)} again`}
            retry={() => retryRenewal(row.subscription_id, row.cycle)}
            done={`The ${row.plan} renewal of ${row.email} is due again now: it is charged shortly.`}
            onDone={reload}
          />
        ),
      },
    ],
    [reload],
  );
  return (
    <DataTable
      caption="Failed renewals"
      columns={columns}
      answer={answer}
      rowKey={(row) => `${row.subscription_id}-${row.cycle}`}
      sort={list.state.sort ?? '-last_tried_at'}
      onSort={list.setSort}
      onPage={list.setPage}
      empty={<p>Every storage plan due has renewed.</p>}
    />
  );
}
