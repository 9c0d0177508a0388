import type { ReviewDetail, ReviewQueueQuery } from '@fathom/contract/clinician-review';
import {
  analysisSummary,
  CARE_MESSAGES,
  reviewDueAt,
  shownBeforeReview,
  stiPanelSummary,
} from '@fathom/domain/clinician-review';
import { DEFAULT_LANGUAGE, isLanguage } from '@fathom/domain/languages';
import type { Database, Queryable } from '../../db/database';
import type { EmailOutbox } from '../../integrations/email/index';
import {
  analysisValuesOf,
  type ClinicianNoteRow,
  findWaitingReview,
  insertCareMessage,
  insertNote,
  kitsOfClient,
  listWaitingReviews,
  notesOnItem,
  otherResultsOfClient,
  stiResultsOf,
} from './clinician-review-repository';
import { analysisReadyEmail } from './lab-feed';
import { releaseResult } from './result-repository';
import { stiReadyEmail } from './sti/sti-emails';
import { releaseStiResults } from './sti/sti-repository';
import { recordResultView } from './views/result-view-log';

export interface ClinicianReviewDeps {
  db: Database;
  outbox: EmailOutbox;
  publicUrl: string;
  now: () => Date;
  /** AZOOSPERMIA_SECOND_LOOK: an azoospermic analysis waits for a clinician before release. */
  secondLook: boolean;
}

export interface Clinician {
  userId: string;
  staffRole: 'lab' | 'clinician' | 'support' | 'admin' | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
const asNote = (row: ClinicianNoteRow) => ({ ...row, at: iso(row.at) });

/** The results waiting for a clinician, a page at a time, with the window each STI panel has left. */
export async function reviewQueue(
  deps: ClinicianReviewDeps,
  query: ReviewQueueQuery & { limit: number; offset: number },
) {
  const now = deps.now();
  const { rows, total } = await listWaitingReviews(deps.db, {
    kind: query.kind ?? null,
    secondLook: deps.secondLook,
    oldestFirst: query.sort !== '-entered_at',
    limit: query.limit,
    offset: query.offset,
  });
  return {
    total,
    rows: rows.map((row) => ({
      item_id: row.item_id,
      kind: row.kind,
      title: row.title,
      kit_identifier: row.kit_identifier,
      entered_at: iso(row.entered_at),
      review_due_at: reviewDueAt(row.kind, row.entered_at)?.toISOString() ?? null,
      shown_to_customer: shownBeforeReview(row.kind, row.entered_at, now),
      customer_name: row.customer_name,
      client_number: row.client_number,
      notes: row.notes,
    })),
  };
}

/**
 * A waiting result as the clinician reviews it: the values, the customer's other kits and results (no money),
 * the notes, and the care messages to release it with. The read is a result read, which the customer's "Who has
 * seen your results" lists as Fathom staff (clinician). Null when nothing waits on the kit.
 */
export async function openReview(
  deps: ClinicianReviewDeps,
  itemId: string,
  clinician: Clinician,
): Promise<ReviewDetail | null> {
  const now = deps.now();
  const review = await findWaitingReview(deps.db, itemId, deps.secondLook);
  if (!review) return null;
  const sti = review.kind === 'sti' ? await stiResultsOf(deps.db, itemId) : [];
  const analysis = review.kind === 'azoospermia' ? await analysisValuesOf(deps.db, itemId) : null;
  const kits = await kitsOfClient(deps.db, review.client_id);
  const others = await otherResultsOfClient(deps.db, review.client_id, itemId);
  const notes = await notesOnItem(deps.db, itemId);
  // The customer's language: their e-mails' and pages' (English when they chose none).
  const language = isLanguage(review.customer_language) ? review.customer_language : DEFAULT_LANGUAGE;
  await recordResultView(deps.db, {
    clientId: review.client_id,
    itemId,
    viewer: 'staff',
    viewerUserId: clinician.userId,
    viewerStaffRole: clinician.staffRole,
    channel: 'staff',
    at: now,
  });
  const results = [
    ...others.analyses.map((row) => ({
      item_id: row.item_id,
      kind: 'analysis' as const,
      title: row.title,
      entered_at: iso(row.entered_at),
      released_at: row.released_at ? iso(row.released_at) : null,
      summary: analysisSummary(row),
    })),
    ...others.panels.map((row) => ({
      item_id: row.item_id,
      kind: 'sti' as const,
      title: row.title,
      entered_at: iso(row.entered_at),
      released_at: row.released_at ? iso(row.released_at) : null,
      summary: stiPanelSummary(row.results),
    })),
  ].sort((a, b) => b.entered_at.localeCompare(a.entered_at));
  return {
    item_id: review.item_id,
    kind: review.kind,
    title: review.title,
    kit_identifier: review.kit_identifier,
    entered_at: iso(review.entered_at),
    review_due_at: reviewDueAt(review.kind, review.entered_at)?.toISOString() ?? null,
    shown_to_customer: shownBeforeReview(review.kind, review.entered_at, now),
    customer: {
      client_id: review.client_id,
      name: review.customer_name,
      number: review.client_number,
      date_of_birth: review.date_of_birth,
      language,
    },
    sti_results: sti.map((row) => ({
      test_key: row.test_key as ReviewDetail['sti_results'][number]['test_key'],
      outcome: row.outcome,
      value: row.value,
    })),
    analysis: analysis && {
      is_azoospermic: analysis.is_azoospermic,
      volume: numberOrNull(analysis.volume),
      concentration: numberOrNull(analysis.concentration),
      total_count: numberOrNull(analysis.total_count),
      total_motility: numberOrNull(analysis.total_motility),
      lab_notes: analysis.lab_notes,
      collected_on: analysis.collected_on,
    },
    history: {
      kits: kits.map((kit) => ({ ...kit, ordered_at: iso(kit.ordered_at) })),
      results,
    },
    notes: notes.map(asNote),
    // The care messages a clinician starts from, in the language the customer reads them in.
    care_messages: CARE_MESSAGES[language][review.kind].map((message) => ({ ...message })),
  };
}

/** A clinician's note on a waiting result, in the caller's transaction; null when nothing waits on the kit. */
export async function addClinicianNote(
  tx: Queryable,
  deps: Pick<ClinicianReviewDeps, 'now' | 'secondLook'>,
  itemId: string,
  clinician: Clinician,
  body: string,
) {
  const review = await findWaitingReview(tx, itemId, deps.secondLook);
  if (!review) return null;
  const note = await insertNote(tx, {
    itemId,
    clientId: review.client_id,
    authorUserId: clinician.userId,
    body,
    at: deps.now(),
  });
  return asNote(note);
}

/**
 * The clinician releases a waiting result with the care message the customer will read with it: in the caller's
 * transaction the result is released, the message kept and the customer emailed (the email names no result).
 * 'not_waiting' when nothing waits on the kit (never entered, not held, or released already).
 */
export async function releaseReviewed(
  tx: Queryable,
  deps: Omit<ClinicianReviewDeps, 'db'>,
  itemId: string,
  clinician: Clinician,
  careMessage: string,
): Promise<'released' | 'not_waiting'> {
  const review = await findWaitingReview(tx, itemId, deps.secondLook);
  if (!review) return 'not_waiting';
  const now = deps.now();
  const email =
    review.kind === 'sti' ? await releaseStiResults(tx, itemId, now) : await releaseResult(tx, itemId, now);
  if (!email) return 'not_waiting';
  await insertCareMessage(tx, {
    itemId,
    clientId: review.client_id,
    text: careMessage,
    releasedBy: clinician.userId,
    at: now,
  });
  await deps.outbox.queue(
    tx,
    review.kind === 'sti'
      ? stiReadyEmail(deps.publicUrl, email, itemId)
      : analysisReadyEmail(deps.publicUrl, email),
  );
  return 'released';
}
