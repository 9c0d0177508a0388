import type { FailedLabOrder, UnreadableLabMessage } from '@fathom/contract/lab';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/button';
import { notify } from '../../../../components/toast/notify';
import { formatDateTime } from '../../../../lib/format';
import { listFailedOrders, listUnreadableMessages, resendOrder } from '../../api/lab-queue';
import type { Column } from '../data-table';
import { QueueTable } from '../queue-table';
import { useConsoleList } from '../use-list-state';

const unreadableColumns: Column<UnreadableLabMessage>[] = [
  { key: 'date', header: 'Received', sortable: true, cell: (row) => formatDateTime(row.received_at) },
  { key: 'peer', header: 'From', cell: (row) => row.peer },
  { key: 'detail', header: 'Why', cell: (row) => row.detail ?? '—' },
  {
    key: 'preview',
    header: 'First characters',
    cell: (row) => <code className="console-raw">{row.preview}</code>,
  },
  { key: 'length', header: 'Length', cell: (row) => `${row.length} characters` },
];

/** What the lab's system sent that was not HL7 (answered AR), newest first. */
export function UnreadableMessagesList() {
  const { list, answer } = useConsoleList(['q'], listUnreadableMessages);
  return (
    <QueueTable
      caption="Unreadable messages"
      field="Sender or reason"
      list={list}
      columns={unreadableColumns}
      answer={answer}
      rowKey={(row) => row.id}
      defaultSort="-date"
      empty={<p>Every message from the lab could be read.</p>}
    />
  );
}

function ResendButton({ order, onDone }: { order: FailedLabOrder; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={busy}
      aria-label={`Send the order for ${order.kit_identifier} again`}
      onClick={() => {
        setBusy(true);
        resendOrder(order.id)
          .then(() => {
            notify({ type: 'success', message: `The order for ${order.kit_identifier} is queued again.` });
            onDone();
          })
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      Send again
    </Button>
  );
}

/** Orders the lab never acknowledged, their retries spent: "Send again" queues one anew. */
export function FailedOrdersList() {
  const { list, answer, reload } = useConsoleList(['q'], listFailedOrders);
  const columns: Column<FailedLabOrder>[] = useMemo(
    () => [
      { key: 'kit', header: 'Kit', cell: (row) => row.kit_identifier },
      { key: 'control', header: 'Control id', cell: (row) => row.control_id },
      { key: 'attempts', header: 'Attempts', cell: (row) => row.attempts },
      { key: 'error', header: 'Last error', cell: (row) => row.last_error ?? '—' },
      {
        key: 'date',
        header: 'Failed',
        sortable: true,
        cell: (row) => (row.failed_at ? formatDateTime(row.failed_at) : '—'),
      },
      {
        key: 'action',
        header: 'Action',
        cell: (row) => <ResendButton order={row} onDone={() => reload()} />,
      },
    ],
    [reload],
  );
  return (
    <QueueTable
      caption="Failed orders"
      field="Kit id or control id"
      list={list}
      columns={columns}
      answer={answer}
      rowKey={(row) => row.id}
      defaultSort="-date"
      empty={<p>Every order reached the lab.</p>}
    />
  );
}
