import type { RefundResult } from '@fathom/contract/staff-billing';
import type { CustomerRecord } from '@fathom/contract/staff-console';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/button';
import { notify } from '../../../components/toast/notify';
import { formatDay } from '../../../lib/format';
import { useRequest } from '../../../lib/use-request';
import { createSignInLink, getCustomerRecord } from '../api/customers';
import { BillingSection } from './customer-billing/billing-section';
import { RecordTable } from './record-table';
import { CustomerEmails } from './support/customer-emails';
import { CustomerKits } from './support/customer-kits';
import { CustomerOrders } from './support/customer-orders';
import { ViewAsButton } from './view-as-button';

function SignInLinkButton({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
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

function RecordView({
  record,
  onRefunded,
  onChanged,
}: {
  record: CustomerRecord;
  onRefunded: (result: RefundResult) => void;
  onChanged: () => void;
}) {
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
      <div className="console-row-actions console-record-actions">
        <SignInLinkButton email={customer.email} />
        <ViewAsButton clientId={customer.client_id} name={customer.name} />
      </div>
      <CustomerOrders clientId={customer.client_id} onChanged={onChanged} />
      <CustomerKits clientId={customer.client_id} />
      <RecordTable
        caption="Storage"
        rows={record.storage}
        rowKey={(plan) => plan.id}
        headers={['Plan', 'Status', 'Vials stored']}
        cells={(plan) => [plan.title, plan.storage_status ?? '—', plan.vials]}
        empty="No storage plan."
      />
      <BillingSection billing={record.billing} onRefunded={onRefunded} />
      <CustomerEmails clientId={customer.client_id} />
    </section>
  );
}

/**
 * A customer's record as support sees it (every opening is written to the audit). After a refund it is read
 * again, the record staying on screen meanwhile, and the member is told what happened.
 */
export function CustomerRecordView({ clientId }: { clientId: string }) {
  const load = useCallback(() => getCustomerRecord(clientId), [clientId]);
  const [refreshKey, setRefreshKey] = useState(0);
  const record = useRequest(load, refreshKey);
  // Read again after an action, the record stays on screen (and the focus in it) until the fresh one arrives.
  const shown = useRef<{ clientId: string; record: CustomerRecord } | null>(null);
  if (record.status === 'success') shown.current = { clientId, record: record.data };
  const last = shown.current?.clientId === clientId ? shown.current.record : null;
  const reload = useCallback(() => setRefreshKey((key) => key + 1), []);
  const onRefunded = useCallback(
    (result: RefundResult) => {
      notify({ type: result.refund.state === 'made' ? 'success' : 'warning', message: result.message });
      reload();
    },
    [reload],
  );
  if (last) return <RecordView record={last} onRefunded={onRefunded} onChanged={reload} />;
  if (record.status === 'loading') return <p>Loading the customer…</p>;
  if (record.status === 'error')
    return <p role="alert">The customer could not be loaded: {record.message}</p>;
  return <RecordView record={record.data} onRefunded={onRefunded} onChanged={reload} />;
}
