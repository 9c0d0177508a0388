import type { CustomerOrder } from '@fathom/contract/staff-console';
import { formatDollars } from '@fathom/domain/format';
import { ORDER_STATUS_LABELS } from '@fathom/domain/status-labels';
import { isAwaitingPayment } from '@fathom/domain/support-cancellation';
import { useCallback, useMemo, useState } from 'react';
import { formatDay } from '../../../../lib/format';
import { useRequest } from '../../../../lib/use-request';
import { listCustomerOrders } from '../../api/customers';
import { type Column, DataTable } from '../data-table';
import { useListState } from '../use-list-state';
import { CancelOrderButton } from './cancel-order-button';

const statusWords = (status: string) =>
  status in ORDER_STATUS_LABELS.en
    ? ORDER_STATUS_LABELS.en[status as keyof typeof ORDER_STATUS_LABELS.en].label
    : status;

/**
 * The customer's orders, newest first, a page at a time (its page in the address, `orders_page`); one still waiting
 * for its payment can be cancelled, after which the list and the record are read again.
 */
export function CustomerOrders({ clientId, onChanged }: { clientId: string; onChanged: () => void }) {
  const list = useListState([], 'orders');
  const [version, setVersion] = useState(0);
  const load = useCallback(() => listCustomerOrders(clientId, list.query), [clientId, list.query]);
  const answer = useRequest(load, version);
  const changed = useCallback(() => {
    setVersion((count) => count + 1);
    onChanged();
  }, [onChanged]);
  const columns: Column<CustomerOrder>[] = useMemo(
    () => [
      { key: 'po_number', header: 'Order', cell: (order) => order.po_number },
      { key: 'status', header: 'Status', cell: (order) => statusWords(order.status) },
      { key: 'total', header: 'Total', cell: (order) => formatDollars(order.total) },
      { key: 'created_at', header: 'Placed', cell: (order) => formatDay(order.created_at) },
      {
        key: 'action',
        header: 'Action',
        cell: (order) =>
          isAwaitingPayment(order.status) ? <CancelOrderButton order={order} onSettled={changed} /> : '',
      },
    ],
    [changed],
  );
  return (
    <>
      <h2 className="console-subtitle">Orders</h2>
      <DataTable
        caption="Orders"
        columns={columns}
        answer={answer}
        rowKey={(order) => order.id}
        sort={null}
        onSort={list.setSort}
        onPage={list.setPage}
        empty={<p>No orders.</p>}
      />
    </>
  );
}
