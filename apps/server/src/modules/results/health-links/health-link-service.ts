import type { Database } from '../../../db/database';
import { type ManifestOpening, openHealthLink } from './health-link-repository';

/**
 * A clinic opens a link's manifest, in a transaction of its own: the link's row is locked from its reading to
 * its counting, so parallel passcode guesses are counted one by one (openHealthLink).
 */
export function openHealthLinkManifest(
  db: Database,
  manifestIdHash: string,
  passcode: string | undefined,
  passcodeMatches: (passcode: string, passcodeHash: string) => Promise<boolean>,
  now: Date,
  fileTicket: { hash: string; expiresAt: Date } | null,
): Promise<ManifestOpening> {
  return db.transaction((tx) =>
    openHealthLink(tx, manifestIdHash, passcode, passcodeMatches, now, fileTicket),
  );
}
