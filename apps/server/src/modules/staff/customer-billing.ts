import type { CustomerBilling, CustomerPayment, StaffRefund } from '@fathom/contract/staff-billing';
import { ORDER_OWNER, STORAGE_PLAN_OWNER } from '@fathom/domain/payment-owners';
import type { Database } from '../../db/database';
import { cardOnFileToken, storagePlansBillingOf } from '../billing';
import type { PaymentOfClient, PaymentRefund, PaymentsLedger } from '../payments';
import { findPaymentOwnersOfClient } from './support-repository';

/** Where a customer's billing is read from: each room that owns a part of it. */
export interface CustomerBillingSources {
  db: Database;
  ledger: Pick<PaymentsLedger, 'paymentsOf' | 'describeCard'>;
  /** Checkout's orders still paying in instalments, with their parts counted. */
  instalmentPlansOf(clientId: string): Promise<CustomerBilling['instalment_plans']>;
}

const dollars = (cents: number) => cents / 100;
const isoOf = (at: Date | string) => new Date(at).toISOString();

export function staffRefundOf(
  refund: Pick<PaymentRefund, 'id' | 'amount_cents' | 'reason' | 'state'> & { created_at: Date | string },
): StaffRefund {
  return {
    id: refund.id,
    amount: dollars(refund.amount_cents),
    reason: refund.reason,
    state: refund.state,
    created_at: isoOf(refund.created_at),
  };
}

/** What a customer's payments paid for, by the ledger's owner of each: orders' numbers, plans' titles. */
interface PaidFor {
  orders: ReadonlyMap<string, string>;
  plans: ReadonlyMap<string, string>;
}

/** What a payment paid for: a storage plan's period when it is a renewal, else its order. */
function paymentForOf(payment: PaymentOfClient, paidFor: PaidFor): CustomerPayment['for'] {
  if (payment.owner_kind === STORAGE_PLAN_OWNER) {
    return {
      kind: 'plan',
      plan_id: payment.owner_id,
      title: paidFor.plans.get(payment.owner_id) ?? 'Storage plan',
      period: payment.owner_part ?? 0,
    };
  }
  return { kind: 'order', order_id: payment.owner_id, po_number: paidFor.orders.get(payment.owner_id) ?? '' };
}

function descriptionOf(payment: PaymentOfClient, paidFor: CustomerPayment['for']): string {
  if (paidFor.kind === 'plan') return `${paidFor.title} — period ${paidFor.period}`;
  const part =
    payment.method === 'instalment_plan'
      ? ', instalment plan'
      : payment.owner_part !== null
        ? `, instalment ${payment.owner_part}`
        : '';
  return `Order ${paidFor.po_number}${part}`;
}

function paymentOf(payment: PaymentOfClient, owners: PaidFor): CustomerPayment {
  const paidFor = paymentForOf(payment, owners);
  return {
    id: payment.id,
    for: paidFor,
    description: descriptionOf(payment, paidFor),
    paid_at: isoOf(payment.created_at),
    amount: dollars(payment.amount_cents),
    refunded: dollars(payment.refunded_cents),
    refunding: dollars(payment.in_flight_cents),
    left_to_refund: dollars(payment.left_cents),
    method: payment.method,
    card: payment.card,
    status:
      payment.refunded_cents >= payment.amount_cents
        ? 'refunded'
        : payment.refunded_cents > 0
          ? 'partly_refunded'
          : 'paid',
    refunds: payment.refunds.map(staffRefundOf),
  };
}

/** A customer's billing as support sees it: payments (with refunds), the card on file, instalments, renewals. */
export async function customerBilling(
  sources: CustomerBillingSources,
  clientId: string,
): Promise<CustomerBilling> {
  const owners = await findPaymentOwnersOfClient(sources.db, clientId);
  const [payments, cardToken, instalmentPlans, storagePlans] = await Promise.all([
    sources.ledger.paymentsOf([
      ...owners.orders.map((order) => ({ kind: ORDER_OWNER, id: order.id })),
      ...owners.plans.map((plan) => ({ kind: STORAGE_PLAN_OWNER, id: plan.id })),
    ]),
    cardOnFileToken(sources.db, clientId),
    sources.instalmentPlansOf(clientId),
    storagePlansBillingOf(sources.db, clientId),
  ]);
  const paidFor: PaidFor = {
    orders: new Map(owners.orders.map((order) => [order.id, order.po_number])),
    plans: new Map(owners.plans.map((plan) => [plan.id, plan.title])),
  };
  return {
    payments: payments.map((payment) => paymentOf(payment, paidFor)),
    card_on_file: cardToken ? await sources.ledger.describeCard(cardToken) : null,
    instalment_plans: instalmentPlans,
    storage_plans: storagePlans.map((plan) => ({
      id: plan.id,
      title: plan.title,
      status: plan.status,
      next_renewal_at: plan.next_billing_at ? isoOf(plan.next_billing_at) : null,
      past_due: plan.past_due,
      last_renewal: plan.last_renewal
        ? {
            period: plan.last_renewal.period,
            status: plan.last_renewal.status === 'succeeded' ? 'paid' : plan.last_renewal.status,
            at: isoOf(plan.last_renewal.at),
          }
        : null,
    })),
  };
}
