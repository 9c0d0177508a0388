import type { LabMeasure, LabObservation } from '@fathom/domain/lab-interface';
import type { Queryable } from '../../db/database';
import { narrowing, orderWord, type QueuePage } from '../../db/queue-page';

/**
 * Stores a message as it arrived, before anything reads it; committed on its own: its bytes unchanged, and their
 * text in the character set its MSH-18 names.
 */
export async function storeRawMessage(
  db: Queryable,
  message: { id: string; receivedAt: Date; peer: string; raw: string; bytes: Buffer },
): Promise<void> {
  await db.write(
    ['lab_messages'],
    'INSERT INTO lab_messages (id, received_at, peer, raw, raw_bytes) VALUES ($1, $2, $3, $4, $5)',
    [message.id, message.receivedAt, message.peer, message.raw, message.bytes],
  );
}

export interface MessageOutcome {
  sendingApplication: string | null;
  sendingFacility: string | null;
  controlId: string | null;
  messageType: string | null;
  outcome: 'applied' | 'held' | 'duplicate' | 'error' | 'rejected';
  ackCode: 'AA' | 'AE' | 'AR';
  detail: string | null;
}

/** Writes what became of a stored message, with its effects. */
export async function recordMessageOutcome(
  db: Queryable,
  id: string,
  outcome: MessageOutcome,
  now: Date,
): Promise<void> {
  await db.write(
    ['lab_messages'],
    `UPDATE lab_messages SET sending_application = $2, sending_facility = $3, control_id = $4, message_type = $5,
            outcome = $6, ack_code = $7, detail = $8, processed_at = $9
      WHERE id = $1`,
    [
      id,
      outcome.sendingApplication,
      outcome.sendingFacility,
      outcome.controlId,
      outcome.messageType,
      outcome.outcome,
      outcome.ackCode,
      outcome.detail,
      now,
    ],
  );
}

/** Whether a message with this control id from this sender was taken already (applied or held). */
export async function controlIdTaken(
  db: Queryable,
  sender: { sendingApplication: string; sendingFacility: string; controlId: string },
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM lab_messages WHERE sending_application = $1 AND sending_facility = $2 AND control_id = $3
        AND outcome IN ('applied', 'held') LIMIT 1`,
    [sender.sendingApplication, sender.sendingFacility, sender.controlId],
  );
  return rows.length > 0;
}

export type LabReportState = 'applied' | 'awaiting_registration' | 'kept' | 'held' | 'cancelled' | 'rejected';

/** A report as stored: what the lab sent of one kit, and what became of it. */
export interface LabReportRow {
  id: string;
  message_id: string;
  kit_identifier: string | null;
  item_id: string | null;
  status: 'preliminary' | 'final' | 'corrected' | 'cancelled';
  state: LabReportState;
  hold_reason: string | null;
  patient: { familyName: string; givenName: string; dateOfBirth: string | null };
  observations: LabObservation[];
  notes: string | null;
  collected_at: Date | null;
  lab_received_at: Date | null;
  created_at: Date;
}

export async function insertLabReport(
  db: Queryable,
  report: Omit<LabReportRow, 'created_at'>,
  now: Date,
): Promise<void> {
  await db.write(
    ['lab_reports'],
    `INSERT INTO lab_reports (id, message_id, kit_identifier, item_id, status, state, hold_reason, patient,
                              observations, notes, collected_at, lab_received_at, created_at, resolved_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      report.id,
      report.message_id,
      report.kit_identifier,
      report.item_id,
      report.status,
      report.state,
      report.hold_reason,
      JSON.stringify(report.patient),
      JSON.stringify(report.observations),
      report.notes,
      report.collected_at,
      report.lab_received_at,
      now,
      report.state === 'held' || report.state === 'awaiting_registration' ? null : now,
    ],
  );
}

/** A report kept for its kit's registration, settled now. */
export async function settleLabReport(
  db: Queryable,
  id: string,
  state: LabReportState,
  holdReason: string | null,
  now: Date,
): Promise<void> {
  await db.write(
    ['lab_reports'],
    `UPDATE lab_reports SET state = $2, hold_reason = $3, resolved_at = CASE WHEN $2 IN ('held', 'awaiting_registration') THEN NULL ELSE $4::timestamptz END
      WHERE id = $1`,
    [id, state, holdReason, now],
  );
}

const reportColumns = `id, message_id, kit_identifier, item_id, status, state, hold_reason, patient, observations, notes,
  collected_at, lab_received_at, created_at`;

/** The reports of this kit that waited for its registration, oldest first (locked: one registration settles them). */
export async function reportsAwaitingRegistration(
  db: Queryable,
  itemId: string,
): Promise<(LabReportRow & { resolved_by: string | null })[]> {
  const { rows } = await db.query<LabReportRow & { resolved_by: string | null }>(
    `SELECT ${reportColumns}, resolved_by FROM lab_reports WHERE item_id = $1 AND state = 'awaiting_registration'
      ORDER BY created_at, id FOR UPDATE`,
    [itemId],
  );
  return rows;
}

export type HeldReportRow = LabReportRow & { received_at: Date; peer: string; control_id: string | null };

/** Results held for staff, newest first, a page at a time, with how many are held in all. */
export async function listHeldReports(
  db: Queryable,
  page: QueuePage,
): Promise<{ rows: HeldReportRow[]; total: number }> {
  const held = `r.state = 'held' AND ($1::text IS NULL OR r.kit_identifier = upper($1)
    OR lower(coalesce(r.patient ->> 'given_name', '') || ' ' || coalesce(r.patient ->> 'family_name', '')) LIKE $2)`;
  const list = await db.query<HeldReportRow>(
    `SELECT ${reportColumns
      .split(',')
      .map((column) => `r.${column.trim()}`)
      .join(', ')}, m.received_at, m.peer, m.control_id
         FROM lab_reports r JOIN lab_messages m ON m.id = r.message_id
        WHERE ${held}
        ORDER BY m.received_at ${orderWord(page)}, r.id ${orderWord(page)} LIMIT $3 OFFSET $4`,
    [...narrowing(page), page.limit, page.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM lab_reports r WHERE ${held}`,
    narrowing(page),
  );
  return { rows: list.rows, total: count.rows[0]?.total ?? 0 };
}

/** One report, locked for its resolution (two staff resolving it at once: the second finds it resolved). */
export async function lockReport(
  db: Queryable,
  id: string,
): Promise<(LabReportRow & { resolved_by: string | null }) | null> {
  const { rows } = await db.query<LabReportRow & { resolved_by: string | null }>(
    `SELECT ${reportColumns}, resolved_by FROM lab_reports WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * A held report that staff matched to its kit, settled as the kit's report: the reason it was held is kept, and
 * who matched it. A report that waits for the kit's registration stays open (its registration settles it).
 */
export async function settleMatchedReport(
  db: Queryable,
  id: string,
  match: { itemId: string; kitIdentifier: string; state: LabReportState; resolvedBy: string; now: Date },
): Promise<void> {
  await db.write(
    ['lab_reports'],
    `UPDATE lab_reports SET state = $2, item_id = $3, kit_identifier = $4, resolved_by = $5,
            resolved_at = CASE WHEN $2 = 'awaiting_registration' THEN NULL ELSE $6::timestamptz END
      WHERE id = $1`,
    [id, match.state, match.itemId, match.kitIdentifier, match.resolvedBy, match.now],
  );
}

/** Staff turned a held report away, with their reason. */
export async function rejectReport(
  db: Queryable,
  id: string,
  rejection: { reason: string; resolvedBy: string; now: Date },
): Promise<void> {
  await db.write(
    ['lab_reports'],
    `UPDATE lab_reports SET state = 'rejected', rejection_reason = $2, resolved_by = $3, resolved_at = $4
      WHERE id = $1`,
    [id, rejection.reason, rejection.resolvedBy, rejection.now],
  );
}

export interface UnreadableMessageRow {
  id: string;
  received_at: Date;
  peer: string;
  detail: string | null;
  length: number;
  head: string;
}

/** Messages that could not be read as HL7 (answered AR), newest first, with their first characters only. */
export async function listUnreadableMessages(
  db: Queryable,
  page: QueuePage & { headLength: number },
): Promise<{ rows: UnreadableMessageRow[]; total: number }> {
  const unreadable = `outcome = 'rejected' AND ($1::text IS NULL OR lower(coalesce(peer, '')) LIKE $2
    OR lower(coalesce(detail, '')) LIKE $2)`;
  const list = await db.query<UnreadableMessageRow>(
    `SELECT id, received_at, peer, detail, length(raw) AS length, left(raw, $5) AS head
         FROM lab_messages WHERE ${unreadable}
        ORDER BY received_at ${orderWord(page)}, id ${orderWord(page)} LIMIT $3 OFFSET $4`,
    [...narrowing(page), page.limit, page.offset, page.headLength + 1],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM lab_messages WHERE ${unreadable}`,
    narrowing(page),
  );
  return { rows: list.rows, total: count.rows[0]?.total ?? 0 };
}

/** The operator's table of a lab's local codes, keyed as the domain looks them up. */
export async function loadLocalCodes(
  db: Queryable,
): Promise<{ codingSystem: string; code: string; measure: LabMeasure }[]> {
  const { rows } = await db.query<{
    coding_system: string;
    code: string;
    measure_kind: 'semen' | 'sti';
    measure: string;
  }>('SELECT coding_system, code, measure_kind, measure FROM lab_local_codes ORDER BY coding_system, code');
  return rows.map((row) => ({
    codingSystem: row.coding_system,
    code: row.code,
    measure:
      row.measure_kind === 'semen'
        ? ({ kind: 'semen', parameter: row.measure } as LabMeasure)
        : ({ kind: 'sti', test: row.measure } as LabMeasure),
  }));
}

/** Adds or changes one local code. */
export async function saveLocalCode(
  db: Queryable,
  entry: { codingSystem: string; code: string; measure: LabMeasure },
): Promise<void> {
  const [kind, measure] =
    entry.measure.kind === 'semen' ? ['semen', entry.measure.parameter] : ['sti', entry.measure.test];
  await db.write(
    ['lab_local_codes'],
    `INSERT INTO lab_local_codes (coding_system, code, measure_kind, measure) VALUES ($1, $2, $3, $4)
     ON CONFLICT (coding_system, code) DO UPDATE SET measure_kind = EXCLUDED.measure_kind, measure = EXCLUDED.measure`,
    [entry.codingSystem.trim().toUpperCase(), entry.code.trim(), kind, measure],
  );
}

/**
 * Deletes at most `limit` messages received before `cutoff`, with the reports read from them, in one statement
 * (the foreign key is checked at its end); answers how many messages went. A message whose report still waits for
 * staff (held) or for its kit's registration is kept until that is settled: the result it made is a record and stays.
 */
export async function deleteLabMessagesBefore(db: Queryable, cutoff: Date, limit: number): Promise<number> {
  const { rows } = await db.write<{ n: number }>(
    ['lab_reports', 'lab_messages'],
    `WITH chosen AS (
       SELECT m.id FROM lab_messages m
       WHERE m.received_at < $1
         AND NOT EXISTS (SELECT 1 FROM lab_reports r
                         WHERE r.message_id = m.id AND r.state IN ('held', 'awaiting_registration'))
       LIMIT $2),
     reports AS (DELETE FROM lab_reports WHERE message_id IN (SELECT id FROM chosen) RETURNING 1),
     gone AS (DELETE FROM lab_messages WHERE id IN (SELECT id FROM chosen) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [cutoff, limit],
  );
  return rows[0]?.n ?? 0;
}

/** The lab's interface now, for the operator's metrics. */
export interface LabReading {
  /** Messages received in the last day, by how they were acknowledged (`none`: not acknowledged yet). */
  last_day: { AA: number; AE: number; AR: number; none: number };
  /** When the latest message arrived (null when none ever has). */
  last_received_at: Date | null;
  /** Results held for staff, and results waiting for their kit's registration. */
  held: number;
  awaiting_registration: number;
}

export async function labReading(db: Queryable): Promise<LabReading> {
  // Each count through its own index: messages by arrival, reports held or waiting (partial indexes).
  const { rows } = await db.query<{
    aa: number;
    ae: number;
    ar: number;
    none: number;
    last_received_at: Date | null;
    held: number;
    awaiting_registration: number;
  }>(
    `SELECT m.aa, m.ae, m.ar, m.none,
            (SELECT max(received_at) FROM lab_messages) AS last_received_at,
            (SELECT count(*)::int FROM lab_reports WHERE state = 'held') AS held,
            (SELECT count(*)::int FROM lab_reports WHERE state = 'awaiting_registration') AS awaiting_registration
       FROM (SELECT count(*) FILTER (WHERE ack_code = 'AA')::int AS aa,
                    count(*) FILTER (WHERE ack_code = 'AE')::int AS ae,
                    count(*) FILTER (WHERE ack_code = 'AR')::int AS ar,
                    count(*) FILTER (WHERE ack_code IS NULL)::int AS none
               FROM lab_messages WHERE received_at > now() - interval '1 day') AS m`,
  );
  const row = rows[0];
  return {
    last_day: { AA: row?.aa ?? 0, AE: row?.ae ?? 0, AR: row?.ar ?? 0, none: row?.none ?? 0 },
    last_received_at: row?.last_received_at ?? null,
    held: row?.held ?? 0,
    awaiting_registration: row?.awaiting_registration ?? 0,
  };
}
