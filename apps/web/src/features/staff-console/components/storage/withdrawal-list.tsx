import type { WithdrawalToPrepare } from '@fathom/contract/storage-console';
import { countOf } from '@fathom/domain/plural';
import { shipmentSentence } from '@fathom/domain/withdrawal-shipment';
import { useMemo } from 'react';
import { notify } from '../../../../components/toast/notify';
import { formatDay } from '../../../../lib/format';
import { listWithdrawalsToPrepare, shipWithdrawal } from '../../api/storage';
import type { Column } from '../data-table';
import { QueueTable } from '../queue-table';
import { useConsoleList } from '../use-list-state';
import { ShipForm } from './ship-form';

const CONSENT: Record<WithdrawalToPrepare['partner_consent'], string> = {
  not_needed: 'Not needed',
  given: 'Given',
  awaiting: 'Waiting for the partner',
};

/** Why a row has no "Ship" yet, in the words of the domain's refusal. */
const NOT_READY: Record<Exclude<WithdrawalToPrepare['readiness'], 'ready'>, string> = {
  awaiting_consent: 'Waits for the partner’s consent',
  shipping_unpaid: 'Waits for the shipping to be paid',
  closed: 'Closed',
};

/** Withdrawals not shipped, the oldest request first: "Ship" with the carrier and tracking number when ready. */
export function WithdrawalsToPrepareList() {
  const { list, answer, reload } = useConsoleList(['q'], listWithdrawalsToPrepare);
  const columns: Column<WithdrawalToPrepare>[] = useMemo(
    () => [
      { key: 'customer', header: 'Customer', cell: (row) => `${row.customer_name} (${row.client_number})` },
      {
        key: 'vials',
        header: 'Vials',
        cell: (row) => `${countOf(row.vial_count, 'vial')} of ${row.title}`,
      },
      { key: 'recipient', header: 'To', cell: (row) => row.recipient },
      { key: 'date', header: 'Asked on', sortable: true, cell: (row) => formatDay(row.created_at) },
      { key: 'chosen', header: 'Chosen date', cell: (row) => formatDay(row.requested_date) },
      { key: 'consent', header: 'Partner’s consent', cell: (row) => CONSENT[row.partner_consent] },
      { key: 'paid', header: 'Shipping paid', cell: (row) => (row.shipping_paid ? 'Yes' : 'No') },
      {
        key: 'action',
        header: 'Action',
        cell: (row) =>
          row.readiness === 'ready' ? (
            <ShipForm
              name={`Ship ${row.customer_name}’s ${countOf(row.vial_count, 'vial')}`}
              onShip={async (shipment) => {
                const shipped = await shipWithdrawal(row.id, shipment);
                notify({
                  type: 'success',
                  message: `${row.customer_name}’s vials are shipped. ${shipmentSentence(shipped, 'en')}`,
                });
                reload();
              }}
            />
          ) : (
            NOT_READY[row.readiness]
          ),
      },
    ],
    [reload],
  );
  return (
    <QueueTable
      caption="Withdrawals to prepare"
      field="Client number, name or email"
      list={list}
      columns={columns}
      answer={answer}
      rowKey={(row) => row.id}
      defaultSort="date"
      empty={<p>No withdrawal waits to be prepared: every request is shipped, cancelled or declined.</p>}
    />
  );
}
