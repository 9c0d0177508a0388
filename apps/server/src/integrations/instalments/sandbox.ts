import { randomUUID } from 'node:crypto';
import { splitInstalments } from '@fathom/domain/instalments';
import type { Database } from '../../db/database';
import { type IntentState, type PaymentProvider, PaymentProviderUnavailableError } from '../payments/index';
import type { InstalmentPlanOutcome, InstalmentProvider, PlannedInstalment } from './index';

interface PlanRow {
  id: string;
  first_intent_id: string | null;
  first_charge_id: string | null;
  schedule: PlannedInstalment[];
}

/**
 * Three monthly instalments, the odd cents in the first. The plan (schedule and card token, from which the
 * later instalments are collected) is written before the first instalment is charged through the card
 * payments given, with the plan's idempotency key; the first charge's intent id is kept on the plan before it is
 * confirmed, so a plan whose first charge went through is never lost, and is found again by that id.
 */
export function createSandboxInstalments(db: Database, payments: PaymentProvider): InstalmentProvider {
  const findPlan = async (idempotencyKey: string) =>
    (
      await db.query<PlanRow>(
        'SELECT id, first_intent_id, first_charge_id, schedule FROM sandbox_instalment_plans WHERE idempotency_key = $1',
        [idempotencyKey],
      )
    ).rows[0] ?? null;

  const succeeded = (plan: PlanRow, chargeId: string): InstalmentPlanOutcome => ({
    status: 'succeeded',
    planId: plan.id,
    firstChargeId: chargeId,
    instalments: plan.schedule,
  });

  /** The plan's outcome from its first charge's intent (recorded on the plan once it has succeeded). */
  async function outcomeOf(plan: PlanRow, state: IntentState): Promise<InstalmentPlanOutcome | null> {
    if (state.status === 'succeeded') {
      await db.write(
        ['sandbox_instalment_plans'],
        'UPDATE sandbox_instalment_plans SET first_charge_id = $2 WHERE id = $1',
        [plan.id, state.intentId],
      );
      return succeeded(plan, state.intentId);
    }
    if (state.status === 'declined') return { status: 'declined', reason: state.reason };
    // A card that asks the customer to authenticate cannot start a plan here: no page asks them.
    if (state.status === 'requires_action') return { status: 'declined', reason: 'card_declined' };
    return null;
  }

  return {
    name: 'sandbox',

    async startPlan(request) {
      const schedule = splitInstalments(request.totalCents, request.startDate);
      const first = schedule[0];
      if (!first) throw new Error('An instalment plan needs at least one instalment');
      await db.write(
        ['sandbox_instalment_plans'],
        `INSERT INTO sandbox_instalment_plans
           (id, idempotency_key, payment_method_token, customer_email, total_cents, schedule)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING`,
        [
          randomUUID(),
          request.idempotencyKey,
          request.paymentMethodToken,
          request.customerEmail,
          request.totalCents,
          JSON.stringify(schedule),
        ],
      );
      const plan = await findPlan(request.idempotencyKey);
      if (!plan) throw new Error('The sandbox lost an instalment plan it had just recorded');
      if (plan.first_charge_id) return succeeded(plan, plan.first_charge_id);
      const firstAmount = plan.schedule[0]?.amountCents ?? first.amountCents;
      const intentId =
        plan.first_intent_id ??
        (
          await payments.createIntent({
            amountCents: firstAmount,
            currency: request.currency,
            paymentMethodToken: request.paymentMethodToken,
            idempotencyKey: request.idempotencyKey,
            description: `${request.description} (instalment 1 of ${plan.schedule.length})`,
            customerEmail: request.customerEmail,
            // The later parts are charged to this card while the customer is away.
            reuse: 'save',
          })
        ).intentId;
      await db.write(
        ['sandbox_instalment_plans'],
        'UPDATE sandbox_instalment_plans SET first_intent_id = $2 WHERE id = $1',
        [plan.id, intentId],
      );
      const state = await payments.confirmIntent(intentId, {
        idempotencyKey: `${request.idempotencyKey}:confirm`,
      });
      const outcome = await outcomeOf(plan, state);
      if (!outcome)
        throw new PaymentProviderUnavailableError('The first instalment is still being processed');
      return outcome;
    },

    async findPlanByIdempotencyKey(idempotencyKey) {
      const plan = await findPlan(idempotencyKey);
      if (!plan) return null;
      if (plan.first_charge_id) return succeeded(plan, plan.first_charge_id);
      if (!plan.first_intent_id) return null;
      return outcomeOf(plan, await payments.retrieveIntent(plan.first_intent_id));
    },
  };
}
