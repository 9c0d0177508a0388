import type { CustomerRecord } from '@fathom/contract/staff-console';
import { formatDay, formatDollars } from '@fathom/domain/format';
import { ORDER_STATUS_LABELS } from '@fathom/domain/status-labels';
import { isAwaitingPayment } from '@fathom/domain/support-cancellation';
import { RecordTable } from '../record-table';
import { CancelOrderButton } from './cancel-order-button';

type Order = CustomerRecord['orders'][number];

const statusWords = (status: string) =>
  status in ORDER_STATUS_LABELS
    ? ORDER_STATUS_LABELS[status as keyof typeof ORDER_STATUS_LABELS].label
    : status;

/** The customer's orders; one still waiting for its payment can be cancelled. */
export function CustomerOrders({ orders, onChanged }: { orders: Order[]; onChanged: () => void }) {
  return (
    <RecordTable
      caption="Orders"
      rows={orders}
      rowKey={(order) => order.id}
      headers={['Order', 'Status', 'Total', 'Placed', 'Action']}
      cells={(order) => [
        order.po_number,
        statusWords(order.status),
        formatDollars(order.total),
        formatDay(order.created_at),
        isAwaitingPayment(order.status) ? (
          <CancelOrderButton key="cancel" order={order} onSettled={onChanged} />
        ) : (
          ''
        ),
      ]}
      empty="No orders."
    />
  );
}
