import type { CustomerRecord } from '@fathom/contract/staff-console';
import { formatDay } from '@fathom/domain/format';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/button';
import { notify } from '../../../components/toast/notify';
import { useRequest } from '../../../lib/use-request';
import { createSignInLink, getCustomerRecord } from '../api/customers';
import { RecordTable } from './record-table';
import { CustomerEmails } from './support/customer-emails';
import { CustomerOrders } from './support/customer-orders';

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

function RecordView({ record, onChanged }: { record: CustomerRecord; onChanged: () => void }) {
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
      <CustomerOrders orders={record.orders} onChanged={onChanged} />
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
      <CustomerEmails clientId={customer.client_id} />
    </section>
  );
}

/** A customer's record as support sees it (every opening is written to the audit). */
export function CustomerRecordView({ clientId }: { clientId: string }) {
  const load = useCallback(() => getCustomerRecord(clientId), [clientId]);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((count) => count + 1), []);
  const record = useRequest(load, version);
  // Read again after an action, the record stays on screen (and the focus in it) until the fresh one arrives.
  const [shown, setShown] = useState<CustomerRecord | null>(null);
  useEffect(() => {
    if (record.status === 'success') setShown(record.data);
  }, [record]);
  if (record.status === 'error')
    return <p role="alert">The customer could not be loaded: {record.message}</p>;
  const data = record.status === 'success' ? record.data : shown;
  if (!data || data.customer.client_id !== clientId) return <p>Loading the customer…</p>;
  return <RecordView record={data} onChanged={reload} />;
}
