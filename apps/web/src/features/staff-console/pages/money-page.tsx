import type { FailedJobResource } from '@fathom/contract/jobs';
import { formatDateTime, formatDay, formatDollars } from '@fathom/domain/format';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { notify } from '../../../components/toast/notify';
import { type RequestState, useRequest } from '../../../lib/use-request';
import { type FailedInstalment, listFailedInstalments, listFailedJobs, retryJob } from '../api/failed-work';
import { type Column, DataTable } from '../components/data-table';

/** A whole short list as one page of the shared table. */
function asOnePage<Row>(answer: RequestState<Row[]>): RequestState<{
  data: Row[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}> {
  if (answer.status !== 'success') return answer;
  const total = answer.data.length;
  return {
    status: 'success',
    data: { data: answer.data, meta: { current_page: 1, last_page: 1, per_page: Math.max(1, total), total } },
  };
}

function RetryButton({ job, onDone }: { job: FailedJobResource; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={busy}
      aria-label={`Try ${job.name} ${job.id.slice(0, 8)} again`}
      onClick={() => {
        setBusy(true);
        retryJob(job.id)
          .then(() => {
            notify({ type: 'success', message: 'Back in its queue: it runs again shortly.' });
            onDone();
          })
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      Try again
    </Button>
  );
}

const instalmentColumns: Column<FailedInstalment>[] = [
  { key: 'po_number', header: 'Order', cell: (row) => row.po_number },
  { key: 'email', header: 'Buyer', cell: (row) => row.email },
  { key: 'part', header: 'Part', cell: (row) => `${row.number} of ${row.parts}` },
  { key: 'amount', header: 'Amount', cell: (row) => formatDollars(row.amount) },
  { key: 'due_date', header: 'Due', cell: (row) => formatDay(row.due_date) },
  { key: 'attempts', header: 'Attempts', cell: (row) => row.attempts },
];

/** Money and messages (admins): what failed and waits for someone, with "Try again" where it can be. */
export default function MoneyPage() {
  const [refresh, setRefresh] = useState(0);
  const jobs = useRequest(listFailedJobs, refresh);
  const instalments = useRequest(listFailedInstalments, refresh);
  const jobColumns: Column<FailedJobResource>[] = useMemo(
    () => [
      { key: 'name', header: 'Job', cell: (job) => job.name },
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
        cell: (job) => (job.failed_at ? formatDateTime(job.failed_at) : '—'),
      },
      {
        key: 'retry',
        header: 'Action',
        cell: (job) => <RetryButton job={job} onDone={() => setRefresh((count) => count + 1)} />,
      },
    ],
    [],
  );
  return (
    <section aria-labelledby="money-title">
      <h1 id="money-title" className="console-title">
        Money and messages
      </h1>
      <h2 className="console-subtitle">Jobs and emails that failed</h2>
      <DataTable
        caption="Failed jobs"
        columns={jobColumns}
        answer={asOnePage(jobs)}
        rowKey={(job) => job.id}
        sort={null}
        onSort={() => undefined}
        onPage={() => undefined}
        empty={<p>No job or email is waiting: everything that failed has gone through on a retry.</p>}
      />
      <h2 className="console-subtitle">Instalments not collected</h2>
      <p className="console-lead">
        The buyer was emailed to change their card; the next collection tries again.
      </p>
      <DataTable
        caption="Failed instalments"
        columns={instalmentColumns}
        answer={asOnePage(instalments)}
        rowKey={(row) => `${row.order_id}-${row.number}`}
        sort={null}
        onSort={() => undefined}
        onPage={() => undefined}
        empty={<p>Every instalment due has been collected.</p>}
      />
    </section>
  );
}
