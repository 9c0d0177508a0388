import type { Database } from '../../../db/database';
import type { EmailOutbox } from '../../../integrations/email/index';
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
      await deps.outbox.queue(tx, {
        to: received.owner_email,
        subject: 'Your kit reached the lab: please register it',
        text: [
          `The lab has received your ${received.title}, but the kit is not registered to you yet, so the lab cannot start on your sample.`,
          `Register it now (it takes a minute; your sample is kept safe meanwhile): ${deps.publicUrl}/onboarding/kit-not-registered/${received.item_id}`,
        ].join('\n\n'),
      });
    }
    return received;
  });
}
