import type { Database } from '../../../db/database';
import type { EmailOutbox } from '../../../integrations/email/index';
import { stiEnteredEmail, stiReadyEmail } from './sti-emails';
import { releaseStiResults, type SaveStiOutcome, type StiResultRow, saveStiResults } from './sti-repository';

export interface StiPanelDeps {
  db: Database;
  outbox: EmailOutbox;
  now: () => Date;
  publicUrl: string;
}

/**
 * Staff record an STI panel's results: in one transaction the results are saved and the customer emailed (that
 * they can read them, or that a clinician reviews a positive first).
 */
export function enterStiPanelByStaff(
  deps: StiPanelDeps,
  itemId: string,
  results: readonly StiResultRow[],
): Promise<SaveStiOutcome> {
  return deps.db.transaction(async (tx) => {
    const saved = await saveStiResults(tx, itemId, results, deps.now());
    if (!saved.saved) return saved;
    await deps.outbox.queue(tx, stiEnteredEmail(deps.publicUrl, saved.email, itemId, saved.hasPositive));
    return saved;
  });
}

/**
 * A clinician releases a reviewed panel: in one transaction it is released and the customer emailed. Answers the
 * customer's email, or null when nothing waits for release.
 */
export function releaseStiPanel(deps: StiPanelDeps, itemId: string): Promise<string | null> {
  return deps.db.transaction(async (tx) => {
    const owner = await releaseStiResults(tx, itemId, deps.now());
    if (owner) await deps.outbox.queue(tx, stiReadyEmail(deps.publicUrl, owner, itemId));
    return owner;
  });
}
