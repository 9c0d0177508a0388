import type { ResultAwaitingRelease } from '@fathom/contract/lab';
import type { StaffItem } from '@fathom/contract/staff';
import { SEMEN_MEASURES } from '@fathom/domain/fhir-record';
import { RESULT_PARAMETERS } from '@fathom/domain/results';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '../../../../components/button';
import { notify } from '../../../../components/toast/notify';
import { formatDateTime } from '../../../../lib/format';
import { api } from '../../../../lib/http/client';
import { useRequest } from '../../../../lib/use-request';
import { listResultsAwaitingRelease, releaseResults } from '../../api/lab-queue';
import type { Column } from '../data-table';
import { QueueTable } from '../queue-table';
import { useConsoleList } from '../use-list-state';

/** The entered values of one result, read when opened (the read is audited). */
function ResultValues({ itemId }: { itemId: string }) {
  const load = useCallback(() => api.get<StaffItem>(`/staff/items/${itemId}`), [itemId]);
  const answer = useRequest(load);
  if (answer.status === 'loading') return <p>Loading the values…</p>;
  if (answer.status === 'error') return <p role="alert">The values could not be loaded: {answer.message}</p>;
  const result = answer.data.result;
  if (!result) return <p>No values are entered.</p>;
  const rows = RESULT_PARAMETERS.filter((parameter) => result[parameter] !== null);
  return (
    <dl className="console-values">
      {result.is_azoospermic ? (
        <div>
          <dt>Azoospermia</dt>
          <dd>No sperm seen</dd>
        </div>
      ) : null}
      {rows.map((parameter) => (
        <div key={parameter}>
          <dt>{SEMEN_MEASURES[parameter].text}</dt>
          <dd>
            {result[parameter]} {SEMEN_MEASURES[parameter].unit}
          </dd>
        </div>
      ))}
      {result.lab_notes ? (
        <div>
          <dt>Lab notes</dt>
          <dd>{result.lab_notes}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function ReleaseActions({ row, onReleased }: { row: ResultAwaitingRelease; onReleased: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = row.kit_identifier ?? row.customer_name;
  return (
    <div className="console-row-actions">
      <Button size="sm" variant="quiet" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
        {open ? `Close ${name}` : `Open ${name}`}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        loading={busy}
        aria-label={`Release the results of ${name}`}
        onClick={() => {
          setBusy(true);
          releaseResults(row.item_id)
            .then(() => {
              notify({
                type: 'success',
                message: `The results of ${name} are released: the customer is emailed.`,
              });
              onReleased();
            })
            .catch(() => undefined)
            .finally(() => setBusy(false));
        }}
      >
        Release
      </Button>
      {open ? <ResultValues itemId={row.item_id} /> : null}
    </div>
  );
}

/** Semen analyses entered and waiting for staff to release them. */
export function ResultsAwaitingReleaseList() {
  const { list, answer, reload } = useConsoleList(['q'], listResultsAwaitingRelease);
  const columns: Column<ResultAwaitingRelease>[] = useMemo(
    () => [
      { key: 'kit', header: 'Kit', cell: (row) => row.kit_identifier ?? '—' },
      { key: 'customer', header: 'Customer', cell: (row) => `${row.customer_name} (${row.client_number})` },
      { key: 'date', header: 'Entered', sortable: true, cell: (row) => formatDateTime(row.entered_at) },
      {
        key: 'action',
        header: 'Action',
        cell: (row) => <ReleaseActions row={row} onReleased={() => reload()} />,
      },
    ],
    [reload],
  );
  return (
    <QueueTable
      caption="Results awaiting release"
      field="Kit id, client number or name"
      list={list}
      columns={columns}
      answer={answer}
      rowKey={(row) => row.item_id}
      defaultSort="date"
      empty={<p>No result waits for release.</p>}
    />
  );
}
