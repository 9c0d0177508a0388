import { randomUUID } from 'node:crypto';
import { splitInstalments } from '@fathom/domain/instalments';
import type { Database } from '../../db/database';
import type { PaymentProvider } from '../payments/index';
import type { InstalmentPlanOutcome, InstalmentProvider, PlannedInstalment } from './index';

interface PlanRow {
  id: string;
  first_charge_id: string | null;
  schedule: PlannedInstalment[];
}

/**
 * Three monthly instalments, the odd cents in the first. The plan (schedule and card token, from which the
 * later instalments would be collected) is written before the first instalment is charged through the card
 * payments given, with the plan's idempotency key; so a plan whose first charge went through is never lost.
 */
export function createSandboxInstalments(db: Database, payments: PaymentProvider): InstalmentProvider {
  const findPlan = async (idempotencyKey: string) =>
    (
      await db.query<PlanRow>(
        'SELECT id, first_charge_id, schedule FROM sandbox_instalment_plans WHERE idempotency_key = $1',
        [idempotencyKey],
      )
    ).rows[0] ?? null;

  /** The plan's outcome from its first charge, which is recorded on the plan once it has succeeded. */
  async function settle(plan: PlanRow, idempotencyKey: string): Promise<InstalmentPlanOutcome | null> {
    const chargeId =
      plan.first_charge_id ??
      (await (async () => {
        const charge = await payments.findChargeByIdempotencyKey(idempotencyKey);
        if (charge?.status !== 'succeeded') return null;
        await db.write(
          ['sandbox_instalment_plans'],
          'UPDATE sandbox_instalment_plans SET first_charge_id = $2 WHERE id = $1',
          [plan.id, charge.chargeId],
        );
        return charge.chargeId;
      })());
    if (!chargeId) return null;
    return { status: 'succeeded', planId: plan.id, firstChargeId: chargeId, instalments: plan.schedule };
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
      const firstAmount = plan.schedule[0]?.amountCents ?? first.amountCents;
      const charged = await payments.charge({
        amountCents: firstAmount,
        currency: request.currency,
        paymentMethodToken: request.paymentMethodToken,
        idempotencyKey: request.idempotencyKey,
        description: `${request.description} (instalment 1 of ${plan.schedule.length})`,
        customerEmail: request.customerEmail,
      });
      if (charged.status === 'declined') return charged;
      await db.write(
        ['sandbox_instalment_plans'],
        'UPDATE sandbox_instalment_plans SET first_charge_id = $2 WHERE id = $1',
        [plan.id, charged.chargeId],
      );
      return {
        status: 'succeeded',
        planId: plan.id,
        firstChargeId: charged.chargeId,
        instalments: plan.schedule,
      };
    },

    async findPlanByIdempotencyKey(idempotencyKey) {
      const plan = await findPlan(idempotencyKey);
      if (plan) {
        const settled = await settle(plan, idempotencyKey);
        if (settled) return settled;
      }
      const charge = await payments.findChargeByIdempotencyKey(idempotencyKey);
      return charge?.status === 'declined' ? charge : null;
    },
  };
}
