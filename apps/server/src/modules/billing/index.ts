/**
 * The billing room's public face (docs/architecture.md). What other rooms may ask of billing, the only writer of `subscriptions`: an order's plans written pending
 * with it, started when it is paid, moved with a claimed order, and dropped with an order cancelled unpaid. Calls
 * take the caller's transaction.
 */

export {
  cardOnFileToken,
  pastDuePlansOf,
  type StoragePlanBilling,
  storagePlansBillingOf,
} from './billing-repository';
export {
  activateSubscriptions,
  createPendingSubscriptions,
  dropPendingPlans,
  moveOrderPlansToClient,
  orderStartsPlan,
  type PlanTerms,
} from './plan-repository';
