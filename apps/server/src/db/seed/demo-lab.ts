import { randomUUID } from 'node:crypto';
import type { LabResultsRequest } from '@fathom/contract/results';
import { calendarDateIn } from '@fathom/domain/calendar-date';
import { DEMO_LAB, LAB_REPORT_TIME_ZONE } from '@fathom/domain/lab';
import { recordVialEvent, storeVials } from '../../modules/cryogenics/vial-repository';
import { moveKitToStage } from '../../modules/kits';
import { completeKitOrderDetails } from '../../modules/kits/details/kit-details-repository';
import { matchStorageWithAnalyses } from '../../modules/kits/items/item-repository';
import { registerKitByPoNumber } from '../../modules/kits/registrations/kit-registration-service';
import { releaseResult, saveLabResults } from '../../modules/results/result-repository';
import {
  releaseStiResults,
  type StiResultRow,
  saveStiResults,
} from '../../modules/results/sti/sti-repository';
import type { DemoCustomer, DemoOrder, DemoShop } from './demo-shop';

const dayMs = 86_400_000;
const later = (from: Date, days: number) => new Date(from.getTime() + days * dayMs);

const labFacility = `${DEMO_LAB.name}, ${DEMO_LAB.city}`;
const cryobank = 'Fathom Cryobank, Austin, Texas';

/** The one item of a category that an order gave (its kit, its storage). */
export function itemOf(order: DemoOrder, category: string): string {
  const item = order.items.find((candidate) => candidate.category === category);
  if (!item) throw new Error(`Order ${order.poNumber} gave no ${category} item`);
  return item.id;
}

/**
 * What follows an order, as the customer and the lab do it through the product: each step at its own moment
 * of the customer's past (the shop's clock is moved to it).
 */
export function createDemoLab(shop: DemoShop) {
  const { db } = shop;

  return {
    /** The customer completes the kit's order details, as the kit page asks after checkout. */
    async completeOrderDetails(
      customer: DemoCustomer,
      kitId: string,
      at: Date,
      consideringFreezing: 'yes' | 'no' | 'not_sure' | null = null,
    ): Promise<void> {
      shop.at(at);
      const outcome = await completeKitOrderDetails(
        db,
        customer.user.clientId ?? '',
        kitId,
        {
          shipping_address: { ...customer.address, country: 'US' },
          kit_delivery_type: 'staggered',
          considering_freezing: consideringFreezing,
        },
        at,
      );
      if (outcome !== 'saved') throw new Error(`The kit ${kitId} took no order details: ${outcome}`);
    },

    /** The customer registers the kit by its order number. */
    async register(customer: DemoCustomer, order: DemoOrder, at: Date): Promise<void> {
      shop.at(at);
      await registerKitByPoNumber(db, customer.user.clientId ?? '', order.poNumber, at);
    },

    /** The lab (or the carrier's scans) moves the kit to a tracking stage. */
    async track(
      kitId: string,
      update: { tracking_stage: number; status_step?: string; delivery_carrier?: string },
      at: Date,
    ): Promise<void> {
      if (!(await moveKitToStage(db, kitId, update, at))) throw new Error(`No kit ${kitId}`);
    },

    /**
     * The warehouse ships the kit by UPS the day after its order (with a tracking number of UPS's shape) and the
     * carrier delivers it two days later.
     */
    async ship(kitId: string, orderedAt: Date): Promise<void> {
      const digits = [...kitId.replace(/[^0-9]/g, '').padEnd(10, '7')].slice(0, 10).join('');
      const shipped = { delivery_carrier: 'UPS', tracking_number: `1Z999AA1${digits}` };
      await this.track(kitId, { tracking_stage: 2, ...shipped }, later(orderedAt, 1));
      await this.track(kitId, { tracking_stage: 3 }, later(orderedAt, 3));
    },

    /**
     * The kit travels back, the lab enters its values (the sample collected the day before, unless told),
     * then releases them to the customer.
     */
    async analyse(
      kitId: string,
      values: LabResultsRequest,
      timeline: { enteredAt: Date; releasedAt: Date },
    ): Promise<void> {
      await moveKitToStage(
        db,
        kitId,
        { tracking_stage: 4, status_step: 'SealShippingBoxStep', delivery_carrier: 'UPS' },
        later(timeline.enteredAt, -2),
      );
      shop.at(timeline.enteredAt);
      const collectedOn = calendarDateIn(later(timeline.enteredAt, -1), LAB_REPORT_TIME_ZONE);
      const entered = { collected_on: collectedOn, ...values };
      const saved = await saveLabResults(db, kitId, entered, randomUUID(), timeline.enteredAt);
      if (saved !== 'saved') throw new Error(`The lab could not enter the results of ${kitId}: ${saved}`);
      shop.at(timeline.releasedAt);
      await releaseResult(db, kitId, timeline.releasedAt);
    },

    /** The lab enters an STI panel; a clinician reviews and releases it. */
    async analyseSti(
      kitId: string,
      results: readonly StiResultRow[],
      timeline: { enteredAt: Date; releasedAt: Date },
    ): Promise<void> {
      shop.at(timeline.enteredAt);
      const saved = await saveStiResults(db, kitId, results, timeline.enteredAt);
      if (!saved.saved) throw new Error(`The lab could not enter the STI results of ${kitId}`);
      shop.at(timeline.releasedAt);
      await releaseStiResults(db, kitId, timeline.releasedAt);
    },

    /**
     * The lab freezes the sample in vials for the storage item; unless `keepAtLab`, they move to the cryobank
     * six days later.
     */
    async freeze(storageId: string, at: Date, keepAtLab = false): Promise<void> {
      shop.at(at);
      const { vial_ids } = await storeVials(db, storageId, { count: 4, facility: labFacility }, at);
      if (keepAtLab) return;
      const moved = later(at, 6);
      shop.at(moved);
      for (const vialId of vial_ids) {
        await recordVialEvent(
          db,
          vialId,
          { kind: 'moved', facility: cryobank, note: 'Moved to permanent storage' },
          moved,
        );
      }
    },

    /** The customer says which analysis's sample the storage holds. */
    async match(customer: DemoCustomer, storageId: string, analysisId: string, at: Date): Promise<void> {
      shop.at(at);
      const matched = await matchStorageWithAnalyses(db, customer.user.clientId ?? '', [
        { cryogenicId: storageId, analysisId },
      ]);
      if (!matched) throw new Error(`Storage ${storageId} could not be matched with ${analysisId}`);
    },
  };
}

export type DemoLab = ReturnType<typeof createDemoLab>;
