import { randomUUID } from 'node:crypto';
import type { LabResultsRequest } from '@fathom/contract/results';
import type { Database } from '../../db/database';
import type { EmailOutbox } from '../../integrations/email/index';
import type { AuthUser } from '../../platform/auth-context';
import { labResultsOfKit, recordResultView, releaseAnalysisByStaff, saveLabResults } from '../results';

export interface StaffLabResultsDeps {
  db: Database;
  outbox: EmailOutbox;
  now: () => Date;
  publicUrl: string;
  /** AZOOSPERMIA_SECOND_LOOK: an azoospermic analysis is released by a clinician, not by the lab's staff. */
  azoospermiaSecondLook: boolean;
}

/**
 * A kit's results (released or not) as the lab's staff see them: a read of a result there is, recorded as the staff
 * member's.
 */
export async function kitResultsReadByStaff(
  deps: Pick<StaffLabResultsDeps, 'db' | 'now'>,
  kit: { id: string; client_id: string },
  reader: Pick<AuthUser, 'id' | 'staffRole'>,
) {
  const results = await labResultsOfKit(deps.db, kit.id);
  if (results.result || results.sti_results.length > 0) {
    await recordResultView(deps.db, {
      clientId: kit.client_id,
      itemId: kit.id,
      viewer: 'staff',
      viewerUserId: reader.id,
      viewerStaffRole: reader.staffRole,
      channel: 'staff',
      at: deps.now(),
    });
  }
  return results;
}

/** The lab's staff enter or correct an analysis's values, in a transaction of their own; nothing is released. */
export function enterLabResultsByStaff(
  deps: Pick<StaffLabResultsDeps, 'db' | 'now'>,
  itemId: string,
  values: LabResultsRequest,
): Promise<'saved' | 'not_found' | 'released'> {
  const id = randomUUID();
  const now = deps.now();
  return deps.db.transaction((tx) => saveLabResults(tx, itemId, values, id, now));
}

/** The lab's staff release an analysis: in one transaction it is released and its customer emailed. */
export function releaseLabResultsByStaff(
  deps: StaffLabResultsDeps,
  itemId: string,
): Promise<'released' | 'second_look' | 'nothing_to_release'> {
  return deps.db.transaction((tx) =>
    releaseAnalysisByStaff({ tx, outbox: deps.outbox, publicUrl: deps.publicUrl, now: deps.now() }, itemId, {
      azoospermiaSecondLook: deps.azoospermiaSecondLook,
    }),
  );
}
