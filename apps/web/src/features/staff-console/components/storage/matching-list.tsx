import type { StorageToMatch } from '@fathom/contract/storage-console';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/button';
import { notify } from '../../../../components/toast/notify';
import { formatDay } from '../../../../lib/format';
import { listStorageToMatch, matchStorage } from '../../api/storage';
import type { Column } from '../data-table';
import { QueueTable } from '../queue-table';
import { useConsoleList } from '../use-list-state';

type Analysis = StorageToMatch['analyses'][number];

const shortLabel = (analysis: Analysis) => `${analysis.title}, ${formatDay(analysis.created_at)}`;

/** An analysis as the lab tells it apart: its title and day, and its kit id when another has the same. */
const analysisLabel = (analysis: Analysis, all: readonly Analysis[]) => {
  const short = shortLabel(analysis);
  const twin = all.some((other) => other.id !== analysis.id && shortLabel(other) === short);
  return twin && analysis.kit_identifier ? `${short} (${analysis.kit_identifier})` : short;
};

/** The analyses a plan can hold, chosen in place (the newest first), then paired with "Pair". */
function PairForm({ row, onPaired }: { row: StorageToMatch; onPaired: () => void }) {
  const [analysis, setAnalysis] = useState(row.analyses[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  if (row.analyses.length === 0) return <span>No analysis to pair yet</span>;
  const selectId = `pair-${row.item_id}`;
  return (
    <div className="console-row-actions">
      <label htmlFor={selectId} className="sr-only">
        Analysis whose sample {row.customer_name}’s {row.title} holds
      </label>
      <select
        id={selectId}
        className="field-input console-inline-select"
        value={analysis}
        disabled={busy}
        onChange={(event) => setAnalysis(event.target.value)}
      >
        {row.analyses.map((option) => (
          <option key={option.id} value={option.id}>
            {analysisLabel(option, row.analyses)}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        variant="secondary"
        loading={busy}
        aria-label={`Pair ${row.customer_name}’s ${row.title}`}
        onClick={() => {
          const chosen = row.analyses.find((option) => option.id === analysis);
          if (!chosen) return;
          setBusy(true);
          matchStorage(row.item_id, { analysis_item_id: chosen.id })
            .then(() => {
              notify({
                type: 'success',
                message: `${row.customer_name}’s ${row.title} now holds the sample of the ${analysisLabel(chosen, row.analyses)}.`,
              });
              onPaired();
            })
            .catch(() => setBusy(false));
        }}
      >
        Pair
      </Button>
    </div>
  );
}

/**
 * Storage plans not yet paired with the analysis whose sample they hold, the oldest first: the lab pairs each
 * with one of its customer's analyses, as the customer can on their storage page.
 */
export function StorageToMatchList() {
  const { list, answer, reload } = useConsoleList(['q'], listStorageToMatch);
  const columns: Column<StorageToMatch>[] = useMemo(
    () => [
      {
        key: 'customer',
        header: 'Customer',
        cell: (row) => (
          <>
            {row.customer_name} ({row.client_number})
            <br />
            <span className="console-secondary">{row.email}</span>
          </>
        ),
      },
      { key: 'plan', header: 'Plan', cell: (row) => row.title },
      { key: 'date', header: 'Bought', sortable: true, cell: (row) => formatDay(row.created_at) },
      {
        key: 'action',
        header: 'Analysis it holds',
        cell: (row) => <PairForm key={row.item_id} row={row} onPaired={reload} />,
      },
    ],
    [reload],
  );
  return (
    <QueueTable
      caption="Plans to match"
      field="Client number, name or email"
      list={list}
      columns={columns}
      answer={answer}
      rowKey={(row) => row.item_id}
      defaultSort="date"
      empty={<p>Every storage plan is paired with the analysis whose sample it holds.</p>}
    />
  );
}
