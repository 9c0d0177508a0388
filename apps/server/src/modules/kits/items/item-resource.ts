import type { ItemResource, KitAddress } from '@fathom/contract/items';
import { canChangeKitAddress, carrierTrackingUrl } from '@fathom/domain/kits';
import type { ItemRow, ResultDocumentRow } from './item-repository';

function resultDocumentResource(row: ResultDocumentRow) {
  return {
    id: row.id,
    type: 'result-documents' as const,
    attributes: { ready_at: new Date(row.ready_at).toISOString() },
  };
}

/** The order's date is stage 1; the later stages as the kit reached them, in order. */
function stagesReached(row: ItemRow) {
  const later = Object.entries(row.stage_reached_at ?? {})
    .map(([stage, at]) => ({ stage: Number(stage), reached_at: new Date(at).toISOString() }))
    .filter((entry) => entry.stage > 1 && Number.isInteger(entry.stage))
    .sort((a, b) => a.stage - b.stage);
  return [{ stage: 1, reached_at: new Date(row.created_at).toISOString() }, ...later];
}

function kitDetails(row: ItemRow) {
  if (row.category !== 'analysis' && row.category !== 'sti') return null;
  return {
    shipping_address: (row.shipping_address as KitAddress | null) ?? null,
    kit_delivery_type: row.kit_delivery_type,
    preferred_delivery_date: row.preferred_delivery_date,
    order_details_completed: row.order_details_completed_at !== null,
    registered: row.registered,
    held_at_lab: row.held_at_lab && !row.registered,
    can_change_address: canChangeKitAddress({ trackingStage: row.tracking_stage, category: row.category }),
    stages_reached: stagesReached(row),
    tracking_number: row.tracking_number,
    tracking_url: carrierTrackingUrl(row.delivery_carrier, row.tracking_number),
  };
}

export function itemResource(
  row: ItemRow,
  documents: readonly ResultDocumentRow[],
  agreements?: ItemResource['relationships']['documents'],
): ItemResource {
  return {
    id: row.id,
    type: 'items',
    attributes: {
      uuid: row.id,
      title: row.title,
      category: row.category,
      status: { step: row.status_step },
      tracking_stage: row.tracking_stage,
      storage_status: { status: row.storage_status },
      considering_freezing: row.considering_freezing,
      delivery_carrier: row.delivery_carrier,
      po_number: row.po_number,
      is_analysis: row.category === 'analysis',
      is_sti: row.category === 'sti',
      is_consultation: row.category === 'consultation',
      is_supplement: row.category === 'supplement',
      is_cryogenic: row.category === 'cryogenic',
      needs_mdi_validation: row.needs_mdi_validation,
      price: row.product_price_cents === null ? null : row.product_price_cents / 100,
      remaining_vials_count: row.remaining_vials_count,
      has_cryogenic_addons: row.has_cryogenic_addons,
      created_at: new Date(row.created_at).toISOString(),
      kit: kitDetails(row),
    },
    relationships: {
      order:
        row.order_id && row.order_po_number && row.order_created_at
          ? {
              id: row.order_id,
              type: 'orders',
              attributes: {
                po_number: row.order_po_number,
                created_at: new Date(row.order_created_at).toISOString(),
              },
            }
          : null,
      package:
        row.package_id && row.package_title
          ? {
              id: row.package_id,
              type: 'products',
              attributes: { key: row.package_key, title: row.package_title },
            }
          : null,
      ...(agreements ? { documents: agreements } : {}),
      product:
        row.product_id === null
          ? null
          : {
              id: row.product_id,
              type: 'products',
              attributes: { key: row.product_key, title: row.product_title ?? row.title },
            },
      resultDocuments: documents
        .filter((document) => document.item_id === row.id)
        .map(resultDocumentResource),
    },
  };
}
