import type { DestructionDue } from '@fathom/contract/storage-console';
import { countOf } from '@fathom/domain/plural';
import { formatDateTime, formatDay } from '../../../../lib/format';
import { listDestructions } from '../../api/storage';
import type { Column } from '../data-table';
import { QueueTable } from '../queue-table';
import { useConsoleList } from '../use-list-state';

const columns: Column<DestructionDue>[] = [
  { key: 'customer', header: 'Customer', cell: (row) => `${row.customer_name} (${row.client_number})` },
  { key: 'vials', header: 'Vials held', cell: (row) => `${countOf(row.vials_held, 'vial')} of ${row.title}` },
  { key: 'date', header: 'Destroyed on', sortable: true, cell: (row) => formatDay(row.destruction_date) },
  { key: 'due', header: 'Due', cell: (row) => (row.due ? 'Due now' : `In ${countOf(row.days_left, 'day')}`) },
  {
    key: 'warnings',
    header: 'Warnings sent',
    cell: (row) =>
      row.warnings.length === 0 ? (
        'None yet'
      ) : (
        <ul className="console-observations">
          {row.warnings.map((warning) => (
            <li key={warning.days_before}>
              {warning.days_before} days before, {formatDateTime(warning.sent_at)}
            </li>
          ))}
        </ul>
      ),
  },
];

/** Stored samples whose plan ended with vials still held, the soonest destruction date first. */
export function DestructionsList() {
  const { list, answer } = useConsoleList(['q'], listDestructions);
  return (
    <QueueTable
      caption="Vials due for destruction"
      field="Client number, name or email"
      list={list}
      columns={columns}
      answer={answer}
      rowKey={(row) => row.item_id}
      defaultSort="date"
      empty={<p>No stored vials are without a plan: nothing is due for destruction.</p>}
    />
  );
}
