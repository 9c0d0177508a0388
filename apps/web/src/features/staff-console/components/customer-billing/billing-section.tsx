import type { CustomerBilling, CustomerPayment, RefundResult } from '@fathom/contract/staff-billing';
import { cardInWords } from '@fathom/domain/card-words';
import { formatDollars } from '@fathom/domain/format';
import { formatDay } from '../../../../lib/format';
import { RecordTable } from '../record-table';
import { RefundButton } from './refund-dialog';

const paymentWords: Record<CustomerPayment['status'], string> = {
  paid: 'Paid',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

const renewalWords = { pending: 'Being charged', paid: 'Paid', failed: 'Failed' } as const;

function methodOf(payment: CustomerPayment): string {
  if (payment.method === 'instalment_plan') return 'Instalment provider';
  return payment.card ? cardInWords(payment.card, 'en') : 'Card';
}

function refundedOf(payment: CustomerPayment): string {
  const refunded = formatDollars(payment.refunded);
  return payment.refunding > 0 ? `${refunded} (${formatDollars(payment.refunding)} on its way)` : refunded;
}

/** What can be done with a payment: refund what is left, or why it cannot be refunded here. */
function PaymentAction({
  payment,
  onRefunded,
}: {
  payment: CustomerPayment;
  onRefunded: (result: RefundResult) => void;
}) {
  if (payment.method === 'instalment_plan') return <span>Refunded by the instalment provider</span>;
  if (payment.left_to_refund <= 0) return <span>Nothing left to refund</span>;
  return <RefundButton payment={payment} onRefunded={onRefunded} />;
}

/**
 * The customer's billing in their record: payments of orders and of storage renewals (refund one), card on file,
 * instalments, storage renewals.
 */
export function BillingSection({
  billing,
  onRefunded,
}: {
  billing: CustomerBilling;
  onRefunded: (result: RefundResult) => void;
}) {
  const refunds = billing.payments.flatMap((payment) =>
    payment.refunds.map((refund) => ({ ...refund, description: payment.description })),
  );
  return (
    <>
      <h2 className="console-subtitle">Billing</h2>
      <dl className="console-definitions console-panel">
        <dt>Card on file</dt>
        <dd>{billing.card_on_file ? cardInWords(billing.card_on_file, 'en') : 'None'}</dd>
      </dl>
      <RecordTable
        caption="Payments"
        rows={billing.payments}
        rowKey={(payment) => payment.id}
        headers={['Paid on', 'For', 'Paid', 'Refunded', 'Method', 'Status', 'Refund']}
        cells={(payment) => [
          formatDay(payment.paid_at),
          payment.description,
          formatDollars(payment.amount),
          refundedOf(payment),
          methodOf(payment),
          paymentWords[payment.status],
          <PaymentAction key="refund" payment={payment} onRefunded={onRefunded} />,
        ]}
        empty="No payments."
      />
      <RecordTable
        caption="Refunds"
        rows={refunds}
        rowKey={(refund) => refund.id}
        headers={['Asked on', 'Payment', 'Amount', 'Reason', 'State']}
        cells={(refund) => [
          formatDay(refund.created_at),
          refund.description,
          formatDollars(refund.amount),
          refund.reason,
          refund.state === 'made'
            ? 'Made'
            : refund.state === 'pending'
              ? 'On its way: made as soon as the payment processor answers'
              : 'Refused by the payment processor',
        ]}
        empty="No refunds."
      />
      <RecordTable
        caption="Instalment plans"
        rows={billing.instalment_plans}
        rowKey={(plan) => plan.order_id}
        headers={['Order', 'Parts', 'Paid', 'Due', 'Failed']}
        cells={(plan) => [plan.po_number, plan.parts, plan.paid, plan.due, plan.failed]}
        empty="No instalment plan being paid."
      />
      <RecordTable
        caption="Storage plan renewals"
        rows={billing.storage_plans}
        rowKey={(plan) => plan.id}
        headers={['Plan', 'Status', 'Next renewal', 'Last renewal']}
        cells={(plan) => [
          plan.title,
          plan.past_due ? 'Past due' : plan.status === 'active' ? 'Active' : 'Cancelled',
          plan.next_renewal_at && plan.status === 'active' ? formatDay(plan.next_renewal_at) : '—',
          plan.last_renewal
            ? `Period ${plan.last_renewal.period}: ${renewalWords[plan.last_renewal.status]}, ${formatDay(plan.last_renewal.at)}`
            : 'None yet',
        ]}
        empty="No storage plan."
      />
    </>
  );
}
