import type { ItemResource } from '@fathom/contract/items';
import type { ItemRow, ResultDocumentRow } from './item-repository';

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

function resultDocumentResource(row: ResultDocumentRow) {
  return {
    id: row.id,
    type: 'result-documents' as const,
    attributes: {
      ready_at: new Date(row.ready_at).toISOString(),
      is_azoospermic: row.is_azoospermic,
      total_count: numberOrNull(row.total_count),
      total_motile_sperm: numberOrNull(row.total_motile_sperm),
      total_motility: numberOrNull(row.total_motility),
      concentration: numberOrNull(row.concentration),
      actual_ejaculate_concentration: numberOrNull(row.actual_ejaculate_concentration),
      volume: numberOrNull(row.volume),
      normal: numberOrNull(row.normal),
      dna_fragmentation: numberOrNull(row.dna_fragmentation),
      post_thaw_motility: numberOrNull(row.post_thaw_motility),
    },
  };
}

export function itemResource(row: ItemRow, documents: readonly ResultDocumentRow[]): ItemResource {
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
      needs_mdi_validation: false,
      price: row.product_price_cents === null ? null : row.product_price_cents / 100,
      remaining_vials_count: row.remaining_vials_count,
      created_at: new Date(row.created_at).toISOString(),
    },
    relationships: {
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
