import { randomUUID } from 'node:crypto';
import { WITHDRAWN_STORAGE_STATUS } from '@fathom/domain/cryogenic';
import { KIT_IDENTIFIER_BYTES, kitIdentifierFrom } from '@fathom/domain/kit-identifiers';
import type { Queryable } from '../../../db/database';
import { drawRandomBytes } from '../../../platform/tokens';

/** An item an order gives its customer: a kit, stored samples, supplements or a consultation. */
export interface NewItem {
  clientId: string;
  orderId: string;
  productId: string;
  title: string;
  category: string;
  poNumber: string;
  statusStep: string | null;
  trackingStage: number | null;
  createdAt: Date;
  /** A kit's delivery, from the order: null for anything else. */
  shippingAddress: Record<string, unknown> | null;
  kitDeliveryType: string | null;
  preferredDeliveryDate: string | null;
}

const isKit = (category: string) => category === 'analysis' || category === 'sti';

/** Creates an order's items; each kit gets the code printed on its packing slip, unique among all kits. */
export async function insertOrderItems(tx: Queryable, items: readonly NewItem[]): Promise<void> {
  for (const item of items) {
    const kit = isKit(item.category);
    const values = [
      item.clientId,
      item.orderId,
      item.productId,
      item.title,
      item.category,
      item.poNumber,
      item.statusStep,
      item.trackingStage,
      item.createdAt,
      kit && item.shippingAddress ? JSON.stringify(item.shippingAddress) : null,
      kit ? item.kitDeliveryType : null,
      kit ? item.preferredDeliveryDate : null,
      item.category === 'sti',
    ];
    // A kit's code is unique: on the (very unlikely) draw of one already printed, another is drawn.
    for (let inserted = false; !inserted; ) {
      const identifier = kit ? kitIdentifierFrom(drawRandomBytes(KIT_IDENTIFIER_BYTES)) : null;
      const { rows } = await tx.write(
        ['items'],
        `INSERT INTO items (id, client_id, order_id, product_id, title, category, po_number, status_step,
                            tracking_stage, created_at, shipping_address, kit_delivery_type, preferred_delivery_date,
                            needs_mdi_validation, kit_identifier)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (kit_identifier) WHERE kit_identifier IS NOT NULL DO NOTHING RETURNING id`,
        [randomUUID(), ...values, identifier],
      );
      inserted = rows.length > 0;
    }
  }
}

/** An order's items, and their kits' registrations, go to the account that claimed the order. */
export async function moveOrderItemsToClient(
  tx: Queryable,
  orderId: string,
  clientId: string,
): Promise<void> {
  await tx.write(['items'], 'UPDATE items SET client_id = $2 WHERE order_id = $1', [orderId, clientId]);
  await tx.write(
    ['kit_registrations'],
    `UPDATE kit_registrations SET client_id = $2 WHERE item_id IN (SELECT id FROM items WHERE order_id = $1)`,
    [orderId, clientId],
  );
}

/** The lab moves a kit to a tracking stage (and step, and carrier); false when no kit has that id. */
export async function moveKitToStage(
  db: Queryable,
  itemId: string,
  update: {
    tracking_stage: number;
    status_step?: string;
    delivery_carrier?: string;
    tracking_number?: string;
  },
  at: Date,
): Promise<boolean> {
  const { rows } = await db.write(
    ['items'],
    `UPDATE items SET tracking_stage = $2, status_step = coalesce($3, status_step),
            delivery_carrier = coalesce($4, delivery_carrier), tracking_number = coalesce($6, tracking_number),
            stage_reached_at = jsonb_build_object($2::int::text, $5::timestamptz) || stage_reached_at
      WHERE id = $1 AND category IN ('analysis', 'sti') RETURNING id`,
    [
      itemId,
      update.tracking_stage,
      update.status_step ?? null,
      update.delivery_carrier ?? null,
      at,
      update.tracking_number ?? null,
    ],
  );
  return rows.length > 0;
}

/** The lab has entered an analysis's values: the kit's journey is finished (stage 5), never moved back. */
export async function markKitAnalysed(tx: Queryable, itemId: string, at: Date): Promise<void> {
  await tx.write(
    ['items'],
    `UPDATE items SET tracking_stage = 5, status_step = 'FinishedStep', stage_reached_at = jsonb_build_object('5'::text, $2::timestamptz) || stage_reached_at
      WHERE id = $1 AND coalesce(tracking_stage, 0) < 5`,
    [itemId, at],
  );
}

/** A kit's results are out (stage 6); an STI kit's step is finished with them. */
export async function markKitResultsOut(
  tx: Queryable,
  itemId: string,
  finishStep: boolean,
  at: Date,
): Promise<void> {
  await tx.write(
    ['items'],
    `UPDATE items SET tracking_stage = 6, stage_reached_at = jsonb_build_object('6'::text, $2::timestamptz) || stage_reached_at,
            status_step = CASE WHEN $3 THEN 'FinishedStep' ELSE status_step END
      WHERE id = $1`,
    [itemId, at, finishStep],
  );
}

/** The day a kit's results could be read, once known better (a positive panel's release): stage 6's date. */
export async function redateKitResultsOut(tx: Queryable, itemId: string, at: Date): Promise<void> {
  await tx.write(
    ['items'],
    `UPDATE items SET stage_reached_at = stage_reached_at || jsonb_build_object('6'::text, $2::timestamptz)
      WHERE id = $1 AND tracking_stage = 6`,
    [itemId, at],
  );
}

/**
 * Stored samples whose every vial is withdrawn (or destroyed) are marked withdrawn, and so is the analysis the
 * sample came from: its report reads its own item's storage status, and says post-thaw motility was not
 * measured because the sample was withdrawn (checklist RS-13). The status is the domain's own word, in its
 * case, so the report's comparison holds.
 */
export async function markStorageWithdrawnWhenEmpty(tx: Queryable, itemId: string): Promise<void> {
  await tx.write(
    ['items'],
    `UPDATE items SET storage_status = $2
      WHERE id IN (SELECT id FROM items WHERE id = $1 UNION SELECT matched_analysis_id FROM items WHERE id = $1)
        AND NOT EXISTS (
          SELECT 1 FROM vials WHERE item_id = $1 AND withdrawn_at IS NULL AND status <> 'destroyed')`,
    [itemId, WITHDRAWN_STORAGE_STATUS],
  );
}

/** A cancelled plan's stored samples are kept to the date given (the end of what was paid for). */
export async function setStorageDestructionDate(
  tx: Queryable,
  plan: { orderId: string; clientId: string; date: string },
): Promise<void> {
  await tx.write(
    ['items'],
    `UPDATE items SET destruction_date = $3::date
      WHERE order_id = $1 AND client_id = $2 AND category = 'cryogenic'`,
    [plan.orderId, plan.clientId, plan.date],
  );
}
