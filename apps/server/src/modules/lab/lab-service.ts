import { randomUUID } from 'node:crypto';
import { calendarDateIn } from '@fathom/domain/calendar-date';
import { LAB_TIME_ZONE } from '@fathom/domain/kit-dates';
import {
  decideLabReport,
  type LabKit,
  type LabMeasure,
  type LabReportDecision,
  localCodeKey,
} from '@fathom/domain/lab-interface';
import { Hl7Message } from '@medplum/core';
import type { Database, Queryable, Transaction } from '../../db/database';
import type { EmailOutbox } from '../../integrations/email/index';
import { findKitForLab, findKitForLabById, type KitForLab } from '../kits';
import {
  cancelAnalysisFromLab,
  enterAnalysisFromLab,
  enterStiPanelFromLab,
  type LabFeedDeps,
  labResultsOfKit,
} from '../results';
import { decodeHl7, type Hl7Charset } from './hl7-charset';
import type { LabOrders } from './lab-orders';
import {
  controlIdTaken,
  insertLabReport,
  type LabReportRow,
  type LabReportState,
  labReading,
  loadLocalCodes,
  lockReport,
  type MessageOutcome,
  recordMessageOutcome,
  rejectReport,
  reportsAwaitingRegistration,
  settleLabReport,
  settleMatchedReport,
  storeRawMessage,
} from './lab-repository';
import { errSegment, READ_VERSIONS, readHeader, readOru } from './oru-message';

export interface LabInterfaceDeps {
  db: Database;
  outbox: EmailOutbox;
  publicUrl: string;
  now: () => Date;
  /** LAB_RESULTS_RELEASE: a final semen analysis is released at once (lab), or by staff (staff). */
  release: 'lab' | 'staff';
  /** AZOOSPERMIA_SECOND_LOOK: an azoospermic analysis waits for a clinician, whatever LAB_RESULTS_RELEASE says. */
  azoospermiaSecondLook: boolean;
  log: { warn(details: Record<string, unknown>, message: string): void };
  /** Orders to the lab, queued when a kit is registered (with LAB_HL7_ORDERS). */
  orders?: Pick<LabOrders, 'queue'>;
}

/** What the listener sends back: the acknowledgement's text, its code, and the character set to send it in. */
export interface Acknowledgement {
  text: string;
  code: 'AA' | 'AE' | 'AR';
  charset: Hl7Charset | null;
}

const asKit = (kit: KitForLab | null): LabKit | null =>
  kit && {
    category: kit.category,
    registered: kit.registered,
    customer: { familyName: kit.last_name, givenName: kit.first_name, dateOfBirth: kit.date_of_birth },
  };

const unique = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * The lab's interface: each message is stored raw (committed) before it is read; then it is read, its effects
 * and its outcome written in one transaction, and only then acknowledged. A control id taken before (with its
 * sending application and facility) is acknowledged AA again and changes nothing, even when its twin arrives on
 * another connection at the same moment (the unique index decides).
 */
export function createLabInterface(deps: LabInterfaceDeps) {
  const collectedOn = (moment: Date) => calendarDateIn(moment, LAB_TIME_ZONE);

  async function localCodes(db: Queryable): Promise<Map<string, LabMeasure>> {
    const entries = await loadLocalCodes(db);
    return new Map(entries.map((entry) => [localCodeKey(entry.codingSystem, entry.code), entry.measure]));
  }

  /**
   * Carries out a decision on a registered kit's report, in the caller's transaction; answers the report's state,
   * and why when held.
   */
  async function carryOut(
    tx: Queryable,
    decision: LabReportDecision,
    itemId: string,
    labReceivedAt: Date | null,
    now: Date,
  ): Promise<{ state: Exclude<LabReportState, 'rejected'>; reason: string | null }> {
    const feed: LabFeedDeps = { tx, outbox: deps.outbox, publicUrl: deps.publicUrl, now };
    switch (decision.action) {
      case 'hold':
        return { state: 'held', reason: decision.reason };
      case 'await_registration':
        return { state: 'awaiting_registration', reason: null };
      case 'keep_preliminary':
        return { state: 'kept', reason: null };
      case 'cancel': {
        const outcome = await cancelAnalysisFromLab(feed, itemId);
        return outcome === 'released'
          ? { state: 'held', reason: 'The lab cancelled a test whose results were released: staff decide.' }
          : { state: 'cancelled', reason: null };
      }
      case 'enter_analysis': {
        const outcome = await enterAnalysisFromLab(feed, {
          itemId,
          values: decision.values,
          status: decision.status,
          releaseAtOnce:
            deps.release === 'lab' && !(deps.azoospermiaSecondLook && decision.values.is_azoospermic),
          labReceivedAt,
        });
        if (outcome === 'already_released') {
          return {
            state: 'held',
            reason:
              'A final result for a kit whose results are released: a change comes as a correction (OBR-25 C).',
          };
        }
        if (outcome === 'not_found') return { state: 'held', reason: 'The kit is not an analysis kit.' };
        return { state: 'applied', reason: null };
      }
      case 'enter_sti': {
        const outcome = await enterStiPanelFromLab(feed, itemId, decision.results);
        if (outcome === 'released') {
          return {
            state: 'held',
            reason: 'A clinician released this panel already: its results cannot change.',
          };
        }
        if (outcome === 'not_found') return { state: 'held', reason: 'The kit is not an STI kit.' };
        return { state: 'applied', reason: null };
      }
    }
  }

  /** The answer to a message read: in Latin-1 (and naming it in MSH-18) when the message came in Latin-1. */
  function acknowledge(
    message: Hl7Message,
    charset: Hl7Charset | null,
    code: 'AA' | 'AE',
    error?: { code: '100' | '102' | '103' | '200' | '203' | '207'; text: string },
  ): Acknowledgement {
    const ack = message.buildAck({
      ackCode: code,
      ...(error ? { errSegment: errSegment(message, error.code, error.text) } : {}),
    });
    if (charset === 'latin1') ack.header.setField(18, '8859/1');
    return { text: ack.toString(), code, charset };
  }

  /** An acknowledgement for what could not be read as HL7 at all: AR, naming no control id. */
  function reject(now: Date, reason: string): Acknowledgement {
    const stamp = now
      .toISOString()
      .replace(/[-:TZ]/g, '')
      .slice(0, 14);
    const text = [
      `MSH|^~\\&|FATHOM|FATHOM|||${stamp}||ACK|${randomUUID().replace(/-/g, '').slice(0, 20)}|P|2.5.1`,
      'MSA|AR|',
      `ERR|||100^Segment sequence error^HL70357|E||||${reason}`,
    ].join('\r');
    return { text, code: 'AR', charset: null };
  }

  async function receive(bytes: Buffer, peer: string): Promise<Acknowledgement> {
    const id = randomUUID();
    const decoded = decodeHl7(bytes);
    const raw = decoded.text;
    await storeRawMessage(deps.db, { id, receivedAt: deps.now(), peer, raw, bytes });
    let message: Hl7Message;
    try {
      message = Hl7Message.parse(raw.replace(/^[\r\n]+/, ''));
    } catch {
      message = undefined as unknown as Hl7Message;
    }
    const header = message ? readHeader(message) : null;
    if (!message || !header) {
      const reason = message ? 'The message has no control id (MSH-10).' : 'This is not an HL7 v2 message.';
      await recordMessageOutcome(
        deps.db,
        id,
        {
          sendingApplication: null,
          sendingFacility: null,
          controlId: null,
          messageType: null,
          outcome: 'rejected',
          ackCode: 'AR',
          detail: reason,
        },
        deps.now(),
      );
      return reject(deps.now(), reason);
    }
    const base = {
      sendingApplication: header.sendingApplication,
      sendingFacility: header.sendingFacility,
      controlId: header.controlId,
      messageType: header.messageType,
    };
    const refusal =
      header.messageType !== 'ORU^R01'
        ? { code: '200' as const, text: `Fathom takes ORU^R01 here, not ${header.messageType}.` }
        : !(READ_VERSIONS as readonly string[]).includes(header.version)
          ? {
              code: '203' as const,
              text: `Fathom reads HL7 v2.3 to v2.5.1, not ${header.version || 'no version'}.`,
            }
          : decoded.problem;
    const oru = refusal ? null : readOru(message);
    const error =
      refusal ??
      (oru && oru.reports.length === 0 ? { code: '100' as const, text: 'The message has no OBR.' } : null);

    const settle = async (): Promise<Acknowledgement> =>
      deps.db.transaction(async (tx) => {
        const now = deps.now();
        const write = (outcome: Pick<MessageOutcome, 'outcome' | 'ackCode' | 'detail'>) =>
          recordMessageOutcome(tx, id, { ...base, ...outcome }, now);
        if (await controlIdTaken(tx, header)) {
          await write({ outcome: 'duplicate', ackCode: 'AA', detail: null });
          return acknowledge(message, decoded.charset, 'AA');
        }
        if (error || !oru) {
          await write({ outcome: 'error', ackCode: 'AE', detail: error?.text ?? null });
          return acknowledge(message, decoded.charset, 'AE', error ?? undefined);
        }
        const codes = await localCodes(tx);
        let held = false;
        for (const report of oru.reports) {
          const kit = report.kitIdentifier ? await findKitForLab(tx, report.kitIdentifier) : null;
          const decision = decideLabReport(report, asKit(kit), oru.patient, codes, collectedOn);
          const labReceivedAt = report.labReceivedAt ? new Date(report.labReceivedAt) : null;
          const settled = kit
            ? await carryOut(tx, decision, kit.item_id, labReceivedAt, now)
            : { state: 'held' as const, reason: decision.action === 'hold' ? decision.reason : 'No kit.' };
          held ||= settled.state === 'held';
          await insertLabReport(
            tx,
            {
              id: randomUUID(),
              message_id: id,
              kit_identifier: report.kitIdentifier,
              item_id: kit?.item_id ?? null,
              status: statusOf(report.resultStatus),
              state: settled.state,
              hold_reason: settled.reason,
              patient: oru.patient,
              observations: report.observations,
              notes: report.notes.length > 0 ? report.notes.join('\n') : null,
              collected_at: report.collectedAt ? new Date(report.collectedAt) : null,
              lab_received_at: labReceivedAt,
            },
            now,
          );
        }
        await write({ outcome: held ? 'held' : 'applied', ackCode: 'AA', detail: null });
        return acknowledge(message, decoded.charset, 'AA');
      });

    try {
      return await settle();
    } catch (failure) {
      // Its twin, on another connection, was taken first: this one is a repeat.
      if (unique(failure)) return settle();
      throw failure;
    }
  }

  /** A kit just registered: its order to the lab is queued, and the reports that waited for it settled, in the registration's transaction. */
  async function onKitRegistered(tx: Transaction, itemId: string): Promise<void> {
    const kit = await findKitForLabById(tx, itemId);
    if (!kit) return;
    await deps.orders?.queue(tx, kit);
    const waiting = await reportsAwaitingRegistration(tx, itemId);
    if (waiting.length === 0) return;
    const codes = await localCodes(tx);
    const now = deps.now();
    for (const report of waiting) await settleWaiting(tx, report, kit, codes, now);
  }

  /** A stored report decided again for a kit (its registration came, or staff named the kit). */
  function decideStored(
    report: LabReportRow,
    kit: KitForLab,
    patient: LabReportRow['patient'],
    codes: Map<string, LabMeasure>,
  ): LabReportDecision {
    return decideLabReport(
      {
        kitIdentifier: kit.kit_identifier,
        resultStatus: { preliminary: 'P', final: 'F', corrected: 'C', cancelled: 'X' }[report.status],
        collectedAt: report.collected_at ? new Date(report.collected_at).toISOString() : null,
        observations: report.observations,
        notes: report.notes ? [report.notes] : [],
      },
      asKit(kit),
      patient,
      codes,
      collectedOn,
    );
  }

  /** The patient a stored report is checked against: the lab's details, unless staff matched it to its kit. */
  const patientOf = (report: LabReportRow & { resolved_by?: string | null }, kit: KitForLab) =>
    report.resolved_by ? (asKit(kit)?.customer ?? report.patient) : report.patient;

  async function settleWaiting(
    tx: Queryable,
    report: LabReportRow & { resolved_by?: string | null },
    kit: KitForLab,
    codes: Map<string, LabMeasure>,
    now: Date,
  ): Promise<void> {
    const decision = decideStored(report, kit, patientOf(report, kit), codes);
    const labReceivedAt = report.lab_received_at ? new Date(report.lab_received_at) : null;
    const settled = await carryOut(tx, decision, kit.item_id, labReceivedAt, now);
    await settleLabReport(tx, report.id, settled.state, settled.reason, now);
  }

  /**
   * Staff match a held result to the kit it belongs to: the kit must exist, be at the lab and have no results yet.
   * The held observations are then applied exactly as a result arriving for that kit would be (released at once or
   * left for staff to release, as the clinic set it; a positive STI held for a clinician), on the staff member's
   * word that the patient is the kit's customer, and the hold is resolved, all in one transaction. Nothing is
   * written when the result still cannot be applied (a code or unit not read): the reason is answered.
   */
  async function matchHeldReport(input: {
    reportId: string;
    kitIdentifier: string;
    staffUserId: string;
  }): Promise<MatchOutcome> {
    return deps.db.transaction(async (tx) => {
      const report = await lockReport(tx, input.reportId);
      if (!report) return { outcome: 'not_found' };
      if (report.state !== 'held') return { outcome: 'resolved' };
      const kit = await findKitForLab(tx, input.kitIdentifier.trim().toUpperCase());
      if (!kit) return { outcome: 'unknown_kit' };
      if (!kit.at_lab) return { outcome: 'not_at_lab' };
      const existing = await labResultsOfKit(tx, kit.item_id);
      if (existing.result || existing.sti_results.length > 0) return { outcome: 'has_results' };
      const decision = decideStored(
        report,
        kit,
        asKit(kit)?.customer ?? report.patient,
        await localCodes(tx),
      );
      if (decision.action === 'hold') return { outcome: 'still_held', reason: decision.reason };
      const now = deps.now();
      const labReceivedAt = report.lab_received_at ? new Date(report.lab_received_at) : null;
      const settled = await carryOut(tx, decision, kit.item_id, labReceivedAt, now);
      if (settled.state === 'held') {
        return {
          outcome: 'still_held',
          reason: settled.reason ?? 'The result cannot be applied to this kit.',
        };
      }
      await settleMatchedReport(tx, report.id, {
        itemId: kit.item_id,
        kitIdentifier: kit.kit_identifier,
        state: settled.state,
        resolvedBy: input.staffUserId,
        now,
      });
      const after = await labResultsOfKit(tx, kit.item_id);
      return {
        outcome: 'matched',
        itemId: kit.item_id,
        kitIdentifier: kit.kit_identifier,
        state: settled.state,
        released: Boolean(after.result?.ready_at) || after.sti_released_at !== null,
      };
    });
  }

  /** Staff turn a held result away with their reason; it leaves the held list. */
  async function rejectHeldReport(input: {
    reportId: string;
    reason: string;
    staffUserId: string;
  }): Promise<'rejected' | 'not_found' | 'resolved'> {
    return deps.db.transaction(async (tx) => {
      const report = await lockReport(tx, input.reportId);
      if (!report) return 'not_found';
      if (report.state !== 'held') return 'resolved';
      await rejectReport(tx, report.id, {
        reason: input.reason,
        resolvedBy: input.staffUserId,
        now: deps.now(),
      });
      return 'rejected';
    });
  }

  /** How the interface stands now, for the operator's metrics. */
  const reading = () => labReading(deps.db);

  return { receive, onKitRegistered, matchHeldReport, rejectHeldReport, reading };
}

export type LabInterface = ReturnType<typeof createLabInterface>;

/** What became of staff's match of a held result to a kit. */
export type MatchOutcome =
  | { outcome: 'not_found' | 'resolved' | 'unknown_kit' | 'not_at_lab' | 'has_results' }
  | { outcome: 'still_held'; reason: string }
  | {
      outcome: 'matched';
      itemId: string;
      kitIdentifier: string;
      state: Exclude<LabReportState, 'held' | 'rejected'>;
      released: boolean;
    };

/** OBR-25 as the report's stored status; a status Fathom does not take is kept as final, held with its reason. */
function statusOf(code: string): LabReportRow['status'] {
  switch (code.trim().toUpperCase()) {
    case 'P':
      return 'preliminary';
    case 'C':
      return 'corrected';
    case 'X':
      return 'cancelled';
    default:
      return 'final';
  }
}
