import type { KitArriving, KitAtLab } from '@fathom/contract/lab';
import { useMemo, useRef } from 'react';
import { notify } from '../../../../components/toast/notify';
import { formatDateTime } from '../../../../lib/format';
import { listKitsArriving, listKitsAtLab, markKitReceived } from '../../api/lab-queue';
import type { Column } from '../data-table';
import { QueueTable } from '../queue-table';
import { useConsoleList } from '../use-list-state';
import { InlineForm } from './inline-form';

/** Now, as a datetime-local field writes it (the browser's time zone, to the minute). */
function localNow(): string {
  const now = new Date();
  now.setSeconds(0, 0);
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const kindOf = (category: 'analysis' | 'sti') => (category === 'sti' ? 'STI panel' : 'Semen analysis');

/** Kits the customer sent back that the lab has not received: "Mark received", at the time given (now unless changed). */
export function KitsArrivingList() {
  const { list, answer, reload } = useConsoleList(['q'], listKitsArriving);
  // The field shows now to the minute; left as proposed, the kit is received now, to the second.
  const proposed = useRef('');
  const columns: Column<KitArriving>[] = useMemo(
    () => [
      { key: 'kit', header: 'Kit', cell: (kit) => kit.kit_identifier },
      { key: 'kind', header: 'Test', cell: (kit) => kindOf(kit.category) },
      { key: 'customer', header: 'Customer', cell: (kit) => `${kit.customer_name} (${kit.client_number})` },
      { key: 'registered', header: 'Registered', cell: (kit) => (kit.registered ? 'Yes' : 'Not yet') },
      {
        key: 'date',
        header: 'Sent back',
        sortable: true,
        cell: (kit) => (kit.sent_at ? formatDateTime(kit.sent_at) : '—'),
      },
      {
        key: 'action',
        header: 'Action',
        cell: (kit) => (
          <InlineForm
            open="Mark received"
            openName={`Mark ${kit.kit_identifier} received`}
            label="Time received"
            field="received_at"
            type="datetime-local"
            initial={() => {
              proposed.current = localNow();
              return proposed.current;
            }}
            submit="Mark received"
            onSubmit={async (value) => {
              const at = value === proposed.current ? new Date() : new Date(value);
              await markKitReceived(kit.kit_identifier, at.toISOString());
              notify({ type: 'success', message: `${kit.kit_identifier} is marked received.` });
              reload();
            }}
          />
        ),
      },
    ],
    [reload],
  );
  return (
    <QueueTable
      caption="Kits arriving"
      field="Kit id, client number or name"
      list={list}
      columns={columns}
      answer={answer}
      rowKey={(kit) => kit.item_id}
      defaultSort="date"
      empty={<p>No kit is on its way to the lab: every kit sent back has been received.</p>}
    />
  );
}

const atLabColumns: Column<KitAtLab>[] = [
  { key: 'kit', header: 'Kit', cell: (kit) => kit.kit_identifier },
  { key: 'kind', header: 'Test', cell: (kit) => kindOf(kit.category) },
  { key: 'customer', header: 'Customer', cell: (kit) => `${kit.customer_name} (${kit.client_number})` },
  { key: 'registered', header: 'Registered', cell: (kit) => (kit.registered ? 'Yes' : 'Not yet') },
  { key: 'date', header: 'Received', sortable: true, cell: (kit) => formatDateTime(kit.received_at) },
  {
    key: 'age',
    header: 'Days at the lab',
    cell: (kit) => (kit.days_at_lab === 1 ? '1 day' : `${kit.days_at_lab} days`),
  },
];

/** Kits the lab holds whose analysis is not finished, the longest held first. */
export function KitsAtLabList() {
  const { list, answer } = useConsoleList(['q'], listKitsAtLab);
  return (
    <QueueTable
      caption="Kits at the lab"
      field="Kit id, client number or name"
      list={list}
      columns={atLabColumns}
      answer={answer}
      rowKey={(kit) => kit.item_id}
      defaultSort="date"
      empty={<p>The lab holds no kit waiting for its analysis.</p>}
    />
  );
}
