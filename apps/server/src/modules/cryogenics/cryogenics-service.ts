import type { Catalogue } from '@fathom/contract/catalogue';
import type { Cryogenics } from '@fathom/contract/cryogenics';
import { isVialInStorage, storageStatus } from '@fathom/domain/cryogenic';
import type { Queryable } from '../../db/database';
import { loadStorage, type Storage, type VialRow } from './cryogenics-repository';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
const asStored = (vial: VialRow) => ({ status: vial.status, withdrawn: vial.withdrawn_at !== null });

/**
 * GET /api/cryogenics: every stored sample with its vials and their history, and what can be done next.
 * Answers the rows read (`sources`, for an answer written once per set of them) and how to build the answer.
 */
export async function cryogenicsOf(
  db: Queryable,
  catalogue: Catalogue,
  clientId: string,
): Promise<{ sources: object[]; build: () => Cryogenics }> {
  const { sources, storage } = await loadStorage(db, clientId);
  const shipping = (await catalogue.products()).find((product) => product.key === 'withdrawal_shipping');
  return { sources, build: () => cryogenicsFrom(storage(), shipping?.uuid ?? '') };
}

function cryogenicsFrom(storage: Storage, shippingUuid: string): Cryogenics {
  const unused = storage.unusedWithdrawalShipping;
  const allVials = storage.vials.map(asStored);
  const items = storage.items.map((item) => {
    const vials = storage.vials.filter((vial) => vial.item_id === item.id);
    return {
      id: item.id,
      product_key: item.product_key,
      title: item.title,
      storage_status: storageStatus(vials.map(asStored), true),
      destruction_date: item.destruction_date,
      remaining_vials_count: vials.map(asStored).filter(isVialInStorage).length,
      vials: vials.map((vial) => ({
        id: vial.id,
        status: vial.status,
        storage_facility: vial.storage_facility,
        stored_at: iso(vial.stored_at),
        withdrawn_at: iso(vial.withdrawn_at),
        history: storage.events
          .filter((event) => event.vial_id === vial.id)
          .map((event) => ({
            kind: event.kind,
            facility: event.facility,
            note: event.note,
            occurred_at: new Date(event.occurred_at).toISOString(),
          })),
      })),
      withdrawals: storage.withdrawals
        .filter((withdrawal) => withdrawal.item_id === item.id)
        .map((withdrawal) => ({
          id: withdrawal.id,
          status: withdrawal.status,
          requested_date: withdrawal.requested_date,
          vial_count: withdrawal.vial_count,
          destination: withdrawal.destination,
          recipient_type: withdrawal.recipient_type,
          recipient_name: withdrawal.recipient_name,
          recipient_facility: withdrawal.recipient_facility,
          created_at: new Date(withdrawal.created_at).toISOString(),
          shipped_at: iso(withdrawal.shipped_at),
          carrier: withdrawal.carrier,
          tracking_number: withdrawal.tracking_number,
        })),
    };
  });
  return {
    has_cryogenic: allVials.some(isVialInStorage),
    storage_status: storageStatus(allVials, storage.items.length > 0),
    are_all_vials_withdrawn: allVials.length > 0 && allVials.every((vial) => vial.withdrawn),
    are_all_vials_destroyed: allVials.length > 0 && allVials.every((vial) => vial.status === 'destroyed'),
    remaining_vials_count: allVials.filter(isVialInStorage).length,
    cryo_shipping_product_uuid: shippingUuid,
    unused_withdrawals: unused,
    unused_withdrawal_cryoshipping: unused > 0,
    storage_payment_past_due: storage.storagePaymentPastDue,
    items,
  };
}
