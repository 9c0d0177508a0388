import type { Queryable } from '../../../db/database';

const ANALYSIS_IN_PROGRESS = 5;
const EN_ROUTE_TO_LAB = 4;

export interface KitArrival {
  item_id: string;
  registered: boolean;
  tracking_stage: number;
  /** Where to tell the owner that the kit waits for its registration; null when it does not wait. */
  owner_email: string | null;
  /** The kit's product, which its e-mail names it by in the owner's language; null without one in the catalogue. */
  product_key: string | null;
  title: string;
}

/**
 * The lab scans a kit's code on arrival, or marks it received at the time it says, in the caller's transaction
 * (the kit's row locked until it ends). A registered kit goes into analysis; one that is not registered yet is
 * held (stage 4, received) until its owner registers it. The first time received is the one kept (the results
 * report prints it). Null for a code that is no kit's; 'before_order' for a time before the kit was ordered.
 */
export async function receiveKitAtLab(
  tx: Queryable,
  identifier: string,
  receivedAt: Date,
): Promise<KitArrival | 'before_order' | null> {
  const { rows } = await tx.query<{
    id: string;
    product_key: string | null;
    title: string;
    registered: boolean;
    email: string;
    created_at: Date;
  }>(
    `SELECT i.id, p.key AS product_key, i.title, c.email, i.created_at,
            EXISTS (SELECT 1 FROM kit_registrations r WHERE r.item_id = i.id) AS registered
       FROM items i JOIN clients c ON c.id = i.client_id LEFT JOIN products p ON p.id = i.product_id
      WHERE i.kit_identifier = $1 AND i.category IN ('analysis', 'sti') FOR UPDATE OF i`,
    [identifier],
  );
  const kit = rows[0];
  if (!kit) return null;
  if (receivedAt < new Date(kit.created_at)) return 'before_order';
  const stage = kit.registered ? ANALYSIS_IN_PROGRESS : EN_ROUTE_TO_LAB;
  const updated = await tx.write<{ tracking_stage: number; first_arrival: boolean }>(
    ['items'],
    `UPDATE items SET tracking_stage = greatest(coalesce(tracking_stage, 1), $2),
            lab_received_at = coalesce(lab_received_at, $3),
            stage_reached_at = jsonb_build_object(greatest(coalesce(tracking_stage, 1), $2::int)::text, $3::timestamptz)
              || stage_reached_at
      WHERE id = $1
      RETURNING tracking_stage, (lab_received_at = $3) AS first_arrival`,
    [kit.id, stage, receivedAt],
  );
  const row = updated.rows[0];
  return {
    item_id: kit.id,
    registered: kit.registered,
    tracking_stage: row?.tracking_stage ?? stage,
    owner_email: !kit.registered && row?.first_arrival ? kit.email : null,
    product_key: kit.product_key,
    title: kit.title,
  };
}

/** A kit registered while the lab holds it goes into analysis at once. */
export async function startHeldKit(db: Queryable, itemId: string, at: Date): Promise<void> {
  await db.write(
    ['items'],
    `UPDATE items SET tracking_stage = $2, stage_reached_at = jsonb_build_object($2::int::text, $3::timestamptz) || stage_reached_at
      WHERE id = $1 AND lab_received_at IS NOT NULL AND coalesce(tracking_stage, 1) < $2`,
    [itemId, ANALYSIS_IN_PROGRESS, at],
  );
}
