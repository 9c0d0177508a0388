import { randomUUID } from 'node:crypto';
import type { LabInterfaceConfig } from '../../config/config-schema';
import type { Database, Queryable } from '../../db/database';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue';
import { inSpan, SpanKind } from '../../observability/tracing';
import {
  findLabOrder,
  insertLabOrder,
  markOrderFailed,
  recordOrderAttempt,
  requeueFailedOrder,
} from './lab-orders-repository';
import { sendOverMllp } from './mllp-client';
import { orderMessage } from './orm-message';

/** A kit as its order to the lab names it (the kits room's kit for the lab has this shape). */
interface OrderedKit {
  item_id: string;
  kit_identifier: string;
  category: 'analysis' | 'sti';
  client_number: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
}

export const LAB_ORDER_JOB = 'lab-order';

/**
 * Orders to the lab: written with the kit's registration, sent by a job (retried with backoff) until the lab
 * answers AA; an order whose retries run out is marked failed, where staff see it.
 */
export function createLabOrders(deps: {
  db: Database;
  config: LabInterfaceConfig;
  enqueue: JobQueue['enqueue'];
  now: () => Date;
  /** How long the lab has to acknowledge (10 s unless given). */
  ackTimeoutMs?: number;
}) {
  const { config } = deps;

  /** The kit's order, in the registration's transaction: written once, and its job queued with it. */
  async function queue(tx: Queryable, kit: OrderedKit): Promise<void> {
    if (!config.ordersUrl) return;
    const id = randomUUID();
    // Up to 20 characters (ST of MSH-10 in v2.5.1).
    const controlId = `FO${id.replace(/-/g, '').slice(0, 18).toUpperCase()}`;
    const message = orderMessage({
      controlId,
      kitIdentifier: kit.kit_identifier,
      category: kit.category,
      patient: {
        clientNumber: kit.client_number,
        firstName: kit.first_name,
        lastName: kit.last_name,
        dateOfBirth: kit.date_of_birth,
      },
      at: deps.now(),
    });
    const written = await insertLabOrder(
      tx,
      { id, item_id: kit.item_id, kit_identifier: kit.kit_identifier, control_id: controlId, message },
      deps.now(),
    );
    if (written) await deps.enqueue(tx, LAB_ORDER_JOB, { orderId: id });
  }

  const job: JobDefinition = {
    name: LAB_ORDER_JOB,
    policy: 'standard',
    // By default 8 retries doubling from 30 s: the last about 2 hours after the first try.
    retryLimit: config.orderRetries,
    retryDelaySeconds: config.orderRetryDelaySeconds,
    expireInSeconds: 60,
    pollingIntervalSeconds: 1,
    async run(run) {
      const order = await findLabOrder(deps.db, String(run.data.orderId));
      if (order?.state !== 'queued' || !config.ordersUrl) return;
      try {
        const ordersUrl = config.ordersUrl;
        const { code } = await inSpan('lab.sendOrder', { kind: SpanKind.CLIENT }, () =>
          sendOverMllp(ordersUrl, order.message, { tls: config.tls, timeoutMs: deps.ackTimeoutMs ?? 10_000 }),
        );
        if (code !== 'AA' && code !== 'CA') throw new Error(`The lab answered ${code || 'no MSA-1'}`);
        await recordOrderAttempt(deps.db, order.id, { acknowledgedAt: deps.now() });
      } catch (error) {
        await recordOrderAttempt(deps.db, order.id, {
          error: error instanceof Error ? error.message : String(error),
        });
        throw error;
      }
    },
    async onLastFailure(run) {
      await markOrderFailed(deps.db, String(run.data.orderId), deps.now());
    },
  };

  /**
   * Staff send a failed order again: it is queued with its retries anew, and its job with it, in one transaction.
   * Refused when orders go nowhere (no LAB_HL7_ORDERS) or the order is not a failed one.
   */
  async function resend(orderId: string): Promise<'queued' | 'not_found' | 'not_failed' | 'not_configured'> {
    if (!config.ordersUrl) return 'not_configured';
    return deps.db.transaction(async (tx) => {
      if (!(await findLabOrder(tx, orderId))) return 'not_found';
      if (!(await requeueFailedOrder(tx, orderId))) return 'not_failed';
      await deps.enqueue(tx, LAB_ORDER_JOB, { orderId });
      return 'queued';
    });
  }

  return { queue, job, resend };
}

export type LabOrders = ReturnType<typeof createLabOrders>;
