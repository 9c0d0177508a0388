import { randomUUID } from 'node:crypto';
import type { LabResultsRequest } from '@fathom/contract/results';
import type { StiOutcome } from '@fathom/domain/results';
import type { StiTestKey } from '@fathom/domain/sti-results';
import { msg, plural } from '@lingui/core/macro';
import type { Queryable } from '../../db/database';
import { translatorFor } from '../../i18n/translator';
import type { EmailOutbox, LocalisedEmail } from '../../integrations/email/index';
import {
  analysisReleased,
  correctReleasedResult,
  endHealthLinksToItem,
  recordLabReceivedAt,
  releaseResult,
  saveLabResults,
  unreleasedAzoospermic,
  withdrawUnreleasedResult,
} from './result-repository';
import { stiEnteredEmail } from './sti/sti-emails';
import { saveStiResults } from './sti/sti-repository';

/**
 * What the lab's interface (the lab room), or staff's release, hands the results room: the caller's transaction,
 * in which the values, the kit's stage and the customer's email are written together.
 */
export interface LabFeedDeps {
  /** The caller's transaction (the lab message's, or staff's release's). */
  tx: Queryable;
  outbox: EmailOutbox;
  publicUrl: string;
  now: Date;
}

/**
 * Tells the customer the lab corrected a result they were sent; health links they shared showed the earlier
 * values, so they were turned off, and the customer is asked to share the corrected result again.
 */
export function correctionEmail(publicUrl: string, to: string, endedLinks: number): LocalisedEmail {
  const link = `${publicUrl}/analysis`;
  return {
    to,
    write(language) {
      const say = translatorFor(language);
      const corrected = say.text(
        msg`The lab corrected your semen analysis results. Sign in to read the corrected results: ${link}`,
      );
      const links = say.text(
        msg`${plural(endedLinks, {
          one: 'The health link you shared showed the earlier results, so it was turned off.',
          other: 'The # health links you shared showed the earlier results, so they were turned off.',
        })} To show the corrected results to your doctor or clinic, share them again from ${link}.`,
      );
      return {
        subject: say.text(msg`Your results were corrected`),
        text: endedLinks === 0 ? corrected : `${corrected}\n\n${links}`,
      };
    },
  };
}

/** The customer is told their semen analysis is ready (by the lab's release or staff's). */
export function analysisReadyEmail(publicUrl: string, to: string): LocalisedEmail {
  const link = `${publicUrl}/analysis`;
  return {
    to,
    write(language) {
      const say = translatorFor(language);
      return {
        subject: say.text(msg`Your results are ready`),
        text: say.text(msg`Your semen analysis results are ready. Sign in to read them: ${link}`),
      };
    },
  };
}

export type AnalysisFromLabOutcome =
  | 'released'
  | 'awaiting_release'
  | 'corrected'
  | 'already_released'
  | 'not_found';

/**
 * A final or corrected semen analysis from the lab's system. Before release, the values are entered (replacing
 * earlier ones) and released at once unless staff release each; a correction of a released result replaces its
 * values, keeps when, and tells the customer, who was sent the earlier one. A second final of a released result
 * changes nothing (the lab corrects with C).
 */
export async function enterAnalysisFromLab(
  deps: LabFeedDeps,
  input: {
    itemId: string;
    values: LabResultsRequest;
    status: 'final' | 'corrected';
    releaseAtOnce: boolean;
    labReceivedAt: Date | null;
  },
): Promise<AnalysisFromLabOutcome> {
  const { tx, now } = deps;
  if (await analysisReleased(tx, input.itemId)) {
    if (input.status !== 'corrected') return 'already_released';
    const email = await correctReleasedResult(tx, input.itemId, input.values, now);
    if (!email) return 'not_found';
    if (input.labReceivedAt) await recordLabReceivedAt(tx, input.itemId, input.labReceivedAt);
    const endedLinks = await endHealthLinksToItem(tx, input.itemId, now);
    await deps.outbox.queue(tx, correctionEmail(deps.publicUrl, email, endedLinks));
    return 'corrected';
  }
  const saved = await saveLabResults(tx, input.itemId, input.values, randomUUID(), now);
  if (saved === 'not_found') return 'not_found';
  if (input.labReceivedAt) await recordLabReceivedAt(tx, input.itemId, input.labReceivedAt);
  if (!input.releaseAtOnce) return 'awaiting_release';
  const email = await releaseResult(tx, input.itemId, now);
  if (email) await deps.outbox.queue(tx, analysisReadyEmail(deps.publicUrl, email));
  return 'released';
}

/**
 * Staff release an analysis's entered values, and its customer is told by email. With AZOOSPERMIA_SECOND_LOOK an
 * azoospermic analysis is left for a clinician's second look (clinician-review-service.ts releases it).
 */
export async function releaseAnalysisByStaff(
  deps: LabFeedDeps,
  itemId: string,
  options: { azoospermiaSecondLook: boolean },
): Promise<'released' | 'second_look' | 'nothing_to_release'> {
  if (options.azoospermiaSecondLook && (await unreleasedAzoospermic(deps.tx, itemId))) return 'second_look';
  const email = await releaseResult(deps.tx, itemId, deps.now);
  if (!email) return 'nothing_to_release';
  await deps.outbox.queue(deps.tx, analysisReadyEmail(deps.publicUrl, email));
  return 'released';
}

/** The lab cancelled the test: unreleased values are withdrawn; a released result is left for staff. */
export async function cancelAnalysisFromLab(
  deps: LabFeedDeps,
  itemId: string,
): Promise<'withdrawn' | 'nothing_entered' | 'released'> {
  if (await analysisReleased(deps.tx, itemId)) return 'released';
  return (await withdrawUnreleasedResult(deps.tx, itemId)) ? 'withdrawn' : 'nothing_entered';
}

/**
 * An STI panel from the lab's system, entered as staff enter it: readable at once when all are negative, and a
 * positive result always held for a clinician's release.
 */
export async function enterStiPanelFromLab(
  deps: LabFeedDeps,
  itemId: string,
  results: readonly { test_key: StiTestKey; outcome: StiOutcome; value: string }[],
): Promise<'entered' | 'held_for_clinician' | 'released' | 'not_found'> {
  const saved = await saveStiResults(deps.tx, itemId, results, deps.now);
  if (!saved.saved) return saved.reason === 'released' ? 'released' : 'not_found';
  await deps.outbox.queue(deps.tx, stiEnteredEmail(deps.publicUrl, saved.email, itemId, saved.hasPositive));
  return saved.hasPositive ? 'held_for_clinician' : 'entered';
}
