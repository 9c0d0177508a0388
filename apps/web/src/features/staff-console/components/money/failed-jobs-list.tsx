import type { FailedJobResource } from '@fathom/contract/jobs';
import { useMemo } from 'react';
import { formatDateTime } from '../../../../lib/format';
import { listFailedJobs, retryJob } from '../../api/failed-work';
import { type Column, DataTable } from '../data-table';
import { FilterField, FilterForm } from '../filter-form';
import { useConsoleList } from '../use-list-state';
import { RetryButton } from './retry-button';

const kindOptions = [{ value: 'send-email', label: 'emails' }];

/** Background jobs whose retries ran out, emails not sent among them, the latest failed first. */
export function FailedJobsList() {
  const { list, answer, reload } = useConsoleList(['name'], listFailedJobs, 'jobs_');
  const columns: Column<FailedJobResource>[] = useMemo(
    () => [
      { key: 'name', header: 'Job', sortable: true, cell: (job) => job.name },
      {
        key: 'about',
        header: 'About',
        cell: (job) =>
          typeof job.data.to === 'string'
            ? `Email to ${job.data.to}: ${String(job.data.subject ?? '')}`
            : '—',
      },
      { key: 'error', header: 'Last error', cell: (job) => job.error ?? '—' },
      {
        key: 'failed_at',
        header: 'Failed',
        sortable: true,
        cell: (job) => (job.failed_at ? formatDateTime(job.failed_at) : '—'),
      },
      {
        key: 'retry',
        header: 'Action',
        cell: (job) => (
          <RetryButton
            label={`Try ${job.name} ${job.id.slice(0, 8)} again`}
            retry={() => retryJob(job.id)}
            done="Back in its queue: it runs again shortly."
            onDone={reload}
          />
        ),
      },
    ],
    [reload],
  );
  return (
    <>
      <FilterForm label="Filter the failed jobs" applied={list.state.filters} onApply={list.setFilters}>
        {(values, set) => (
          <FilterField name="name" label="Kind" values={values} set={set} options={kindOptions} />
        )}
      </FilterForm>
      <DataTable
        caption="Failed jobs"
        columns={columns}
        answer={answer}
        rowKey={(job) => job.id}
        sort={list.state.sort ?? '-failed_at'}
        onSort={list.setSort}
        onPage={list.setPage}
        empty={<p>No job or email is waiting: everything that failed has gone through on a retry.</p>}
      />
    </>
  );
}
