import type { HeldLabResult } from '@fathom/contract/lab';
import { useMemo } from 'react';
import { notify } from '../../../../components/toast/notify';
import { formatDateTime, formatDay } from '../../../../lib/format';
import { listHeldResults, matchHeldResult, rejectHeldResult } from '../../api/lab-queue';
import type { Column } from '../data-table';
import { QueueTable } from '../queue-table';
import { useConsoleList } from '../use-list-state';
import { InlineForm } from './inline-form';

const patientOf = (row: HeldLabResult) => {
  const name = [row.patient.given_name, row.patient.family_name].filter(Boolean).join(' ') || 'No name given';
  return row.patient.date_of_birth ? `${name}, born ${formatDay(row.patient.date_of_birth)}` : name;
};

function Observations({ row }: { row: HeldLabResult }) {
  if (row.observations.length === 0) return <span>None</span>;
  return (
    <ul className="console-observations">
      {row.observations.map((observation) => (
        <li key={`${observation.coding_system}|${observation.code}|${observation.value}`}>
          {observation.text || observation.code}: {observation.value} {observation.units}
          {observation.reference_range ? ` (range ${observation.reference_range})` : ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * Results the lab sent that reached no one: why each was held, the patient the lab named and what it measured;
 * staff match one to the right kit, or reject it with a reason.
 */
export function HeldResultsList() {
  const { list, answer, reload } = useConsoleList(['q'], listHeldResults);
  const columns: Column<HeldLabResult>[] = useMemo(() => {
    const done = () => reload();
    const named = (row: HeldLabResult) =>
      `the result for ${row.kit_identifier ?? 'no kit'} received ${formatDateTime(row.received_at)}`;
    return [
      { key: 'date', header: 'Received', sortable: true, cell: (row) => formatDateTime(row.received_at) },
      { key: 'kit', header: 'Kit named', cell: (row) => row.kit_identifier ?? 'None' },
      { key: 'reason', header: 'Why it is held', cell: (row) => row.hold_reason },
      { key: 'patient', header: 'Patient (as the lab sent)', cell: patientOf },
      { key: 'observations', header: 'Observations', cell: (row) => <Observations row={row} /> },
      {
        key: 'action',
        header: 'Action',
        cell: (row) => (
          <div className="console-row-actions">
            <InlineForm
              open="Match to kit"
              openName={`Match ${named(row)} to a kit`}
              label="Kit id"
              field="kit_identifier"
              initial={() => ''}
              submit="Match"
              onSubmit={async (kit) => {
                const matched = await matchHeldResult(row.id, kit.trim());
                notify({
                  type: 'success',
                  message: matched.released
                    ? `The result is now ${matched.kit_identifier}'s, and the customer can read it.`
                    : `The result is now ${matched.kit_identifier}'s.`,
                });
                done();
              }}
            />
            <InlineForm
              open="Reject"
              openName={`Reject ${named(row)}`}
              label="Reason"
              field="reason"
              initial={() => ''}
              multiline
              variant="quiet"
              submit="Reject the result"
              onSubmit={async (reason) => {
                await rejectHeldResult(row.id, reason);
                notify({ type: 'success', message: 'The result is rejected: it reaches no customer.' });
                done();
              }}
            />
          </div>
        ),
      },
    ];
  }, [reload]);
  return (
    <QueueTable
      caption="Held results"
      field="Kit id or patient’s name"
      list={list}
      columns={columns}
      answer={answer}
      rowKey={(row) => row.id}
      defaultSort="-date"
      empty={<p>No result is held: everything the lab sent reached its kit.</p>}
    />
  );
}
