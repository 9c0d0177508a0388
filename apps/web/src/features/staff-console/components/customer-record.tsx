import type { CustomerRecord } from '@fathom/contract/staff-console';
import { formatDay, formatDollars } from '@fathom/domain/format';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/button';
import { notify } from '../../../components/toast/notify';
import { useRequest } from '../../../lib/use-request';
import { createSignInLink, getCustomerRecord } from '../api/customers';
import { RecordTable } from './record-table';
import { ViewAsButton } from './view-as-button';

const resultWords = {
  none: 'No results yet',
  entered: 'Entered, not released',
  released: 'Released',
} as const;

function SignInLinkButton({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  return (
    <Button
      variant="secondary"
      loading={sending}
      onClick={() => {
        setSending(true);
        createSignInLink(email)
          .then(() =>
            notify({ type: 'success', message: `A sign-in link was made; ${email} was emailed about it.` }),
          )
          .catch(() => undefined)
          .finally(() => setSending(false));
      }}
    >
      Make a sign-in link
    </Button>
  );
}

function RecordView({ record }: { record: CustomerRecord }) {
  const { customer } = record;
  return (
    <section aria-labelledby="customer-title">
      <p>
        <Link href="/" className="console-card-link">
          Back to the search
        </Link>
      </p>
      <h1 id="customer-title" className="console-title">
        {customer.name}
      </h1>
      <dl className="console-definitions console-panel">
        <dt>Email address</dt>
        <dd>{customer.email}</dd>
        <dt>Client number</dt>
        <dd>{customer.number}</dd>
        <dt>Customer since</dt>
        <dd>{formatDay(customer.created_at)}</dd>
      </dl>
      <SignInLinkButton email={customer.email} />
      <ViewAsButton clientId={customer.client_id} name={customer.name} />
      <RecordTable
        caption="Orders"
        rows={record.orders}
        rowKey={(order) => order.id}
        headers={['Order', 'Status', 'Total', 'Placed']}
        cells={(order) => [
          order.po_number,
          order.status,
          formatDollars(order.total),
          formatDay(order.created_at),
        ]}
        empty="No orders."
      />
      <RecordTable
        caption="Kits"
        rows={record.kits}
        rowKey={(kit) => kit.id}
        headers={['Kit', 'Product', 'Stage', 'Results']}
        cells={(kit) => [
          kit.kit_identifier ?? kit.id.slice(0, 8),
          kit.title,
          kit.tracking_stage ?? '—',
          resultWords[kit.result_state],
        ]}
        empty="No kits."
      />
      <RecordTable
        caption="Storage"
        rows={record.storage}
        rowKey={(plan) => plan.id}
        headers={['Plan', 'Status', 'Vials stored']}
        cells={(plan) => [plan.title, plan.storage_status ?? '—', plan.vials]}
        empty="No storage plan."
      />
    </section>
  );
}

/** A customer's record as support sees it (every opening is written to the audit). */
export function CustomerRecordView({ clientId }: { clientId: string }) {
  const load = useCallback(() => getCustomerRecord(clientId), [clientId]);
  const record = useRequest(load);
  if (record.status === 'loading') return <p>Loading the customer…</p>;
  if (record.status === 'error')
    return <p role="alert">The customer could not be loaded: {record.message}</p>;
  return <RecordView record={record.data} />;
}
