import type { ItemResource } from '@fathom/contract/items';

/**
 * A kit as GET /api/restify/items answers it: at a tracking stage (1: not shipped, its address still to change),
 * with its details as given; of a product when `productKey` is given (the pages name it by the key).
 */
export function kitFixture(
  id: string,
  title: string,
  stage: number | null,
  category: 'analysis' | 'sti' = 'analysis',
  details: Partial<NonNullable<ItemResource['attributes']['kit']>> = {},
  productKey: string | null = null,
): ItemResource {
  return {
    id,
    type: 'items',
    attributes: {
      uuid: id,
      title,
      category,
      status: { step: null },
      tracking_stage: stage,
      storage_status: { status: null },
      considering_freezing: null,
      delivery_carrier: null,
      po_number: `PO-${id}`,
      is_analysis: category === 'analysis',
      is_sti: category === 'sti',
      is_consultation: false,
      is_supplement: false,
      is_cryogenic: false,
      needs_mdi_validation: false,
      price: 199,
      remaining_vials_count: 0,
      has_cryogenic_addons: false,
      created_at: '2026-11-01T10:00:00.000Z',
      kit: {
        shipping_address: null,
        kit_delivery_type: 'staggered',
        preferred_delivery_date: null,
        order_details_completed: stage !== 1,
        registered: stage !== 1,
        held_at_lab: false,
        can_change_address: stage === 1,
        stages_reached: [{ stage: 1, reached_at: '2026-11-01T10:00:00.000Z' }],
        tracking_number: null,
        tracking_url: null,
        ...details,
      },
    },
    relationships: {
      order: null,
      package: null,
      product:
        productKey === null
          ? null
          : { id: `product-${productKey}`, type: 'products', attributes: { key: productKey, title } },
      resultDocuments: [],
    },
  };
}
