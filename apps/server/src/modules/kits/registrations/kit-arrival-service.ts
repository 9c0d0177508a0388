import type { Database } from '../../../db/database';
import type { EmailOutbox } from '../../../integrations/email/index';
import { kitArrivalEmail } from './kit-arrival-email';
import { type KitArrival, receiveKitAtLab } from './kit-arrival-repository';

/**
 * The lab receives a kit: in one transaction the kit moves on, and the owner of one not registered yet is asked,
 * the first time it arrives, to register it.
 */
export function receiveKit(
  deps: { db: Database; outbox: EmailOutbox; publicUrl: string },
  identifier: string,
  receivedAt: Date,
): Promise<KitArrival | 'before_order' | null> {
  return deps.db.transaction(async (tx) => {
    const received = await receiveKitAtLab(tx, identifier, receivedAt);
    if (received && received !== 'before_order' && received.owner_email) {
      await deps.outbox.queue(
        tx,
        kitArrivalEmail(
          received.owner_email,
          { productKey: received.product_key, title: received.title, itemId: received.item_id },
          deps.publicUrl,
        ),
      );
    }
    return received;
  });
}
