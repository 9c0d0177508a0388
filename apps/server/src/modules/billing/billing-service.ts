/**
 * What other rooms may ask of billing, the only writer of `subscriptions`: an order's plans written pending
 * with it, started when it is paid, and moved with a claimed order. Calls take the caller's transaction.
 */

export { pastDuePlansOf } from './billing-repository';
export {
  activateSubscriptions,
  createPendingSubscriptions,
  moveOrderPlansToClient,
  orderStartsPlan,
  type PlanTerms,
} from './plan-repository';
