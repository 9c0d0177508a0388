import {
  hl7Date,
  hl7Moment,
  kitIdentifierOf,
  type LabObservation,
  type LabPatient,
} from '@fathom/domain/lab-interface';
import { type Hl7Message, Hl7Segment } from '@medplum/core';

/** MSH's facts that identify a message and its sender. */
export interface MessageHeader {
  sendingApplication: string;
  sendingFacility: string;
  controlId: string;
  /** MSH-9's type and trigger, e.g. ORU^R01. */
  messageType: string;
  version: string;
}

/** What one OBR (with its ORC, OBX, NTE and SPM) reports of one kit. */
export interface LabReportDraft {
  kitIdentifier: string | null;
  /** OBR-25. */
  resultStatus: string;
  /** OBR-7. */
  collectedAt: string | null;
  /** OBR-14, else SPM-18. */
  labReceivedAt: string | null;
  observations: LabObservation[];
  notes: string[];
}

export interface OruMessage {
  patient: LabPatient;
  reports: LabReportDraft[];
}

/** The versions whose ORU^R01 Fathom reads (MSH-12). */
export const READ_VERSIONS = ['2.3', '2.3.1', '2.4', '2.5', '2.5.1'] as const;

/** MSH's identifying facts, or null when a field the acknowledgement needs (MSH-10) is missing. */
export function readHeader(message: Hl7Message): MessageHeader | null {
  const msh = message.header;
  const controlId = msh.getField(10)?.toString().trim() ?? '';
  if (!controlId) return null;
  const type = msh.getComponent(9, 1).trim().toUpperCase();
  const trigger = msh.getComponent(9, 2).trim().toUpperCase();
  return {
    sendingApplication: msh.getComponent(3, 1).trim(),
    sendingFacility: msh.getComponent(4, 1).trim(),
    controlId,
    messageType: trigger ? `${type}^${trigger}` : type,
    version: msh.getComponent(12, 1).trim(),
  };
}

const isoOf = (value: string) => hl7Moment(value)?.toISOString() ?? null;

/** The patient and one report per OBR of an ORU^R01, in the order sent (ORC before its OBR, SPM after). */
export function readOru(message: Hl7Message): OruMessage {
  const pid = message.getSegment('PID');
  const patient: LabPatient = {
    familyName: pid?.getComponent(5, 1) ?? '',
    givenName: pid?.getComponent(5, 2) ?? '',
    dateOfBirth: hl7Date(pid?.getField(7)?.toString() ?? ''),
  };
  const reports: (LabReportDraft & { orderNumbers: string[] })[] = [];
  let orcFiller: string | null = null;
  let current: (LabReportDraft & { orderNumbers: string[] }) | undefined;
  for (const segment of message.segments) {
    switch (segment.name) {
      case 'ORC':
        orcFiller = segment.getComponent(3, 1);
        break;
      case 'OBR':
        current = {
          // OBR-3 first, then the ORC's filler number; SPM-2 is added when its segment comes.
          orderNumbers: [segment.getComponent(3, 1), orcFiller ?? ''],
          kitIdentifier: null,
          resultStatus: segment.getField(25)?.toString().trim() ?? '',
          collectedAt: isoOf(segment.getComponent(7, 1)),
          labReceivedAt: isoOf(segment.getComponent(14, 1)),
          observations: [],
          notes: [],
        };
        orcFiller = null;
        reports.push(current);
        break;
      case 'OBX':
        current?.observations.push(observationOf(segment));
        break;
      case 'NTE': {
        const note = segment.getField(3)?.toString().trim();
        if (note) current?.notes.push(readEscapes(note, message));
        break;
      }
      case 'SPM':
        if (current) {
          current.orderNumbers.push(segment.getComponent(2, 1), segment.getComponent(2, 2));
          current.labReceivedAt ??= isoOf(segment.getComponent(18, 1));
        }
        break;
    }
  }
  return {
    patient,
    reports: reports.map(({ orderNumbers, ...report }) => ({
      ...report,
      kitIdentifier: kitIdentifierOf(orderNumbers),
    })),
  };
}

function observationOf(segment: Hl7Segment): LabObservation {
  return {
    code: {
      identifier: segment.getComponent(3, 1),
      text: segment.getComponent(3, 2),
      codingSystem: segment.getComponent(3, 3),
    },
    valueType: segment.getField(2)?.toString().trim().toUpperCase() ?? '',
    value: segment.getField(5)?.toString().trim() ?? '',
    units: segment.getComponent(6, 1).trim(),
    referenceRange: segment.getField(7)?.toString().trim() ?? '',
    abnormalFlags: segment.getField(8)?.toString().trim() ?? '',
    status: segment.getField(11)?.toString().trim() ?? '',
  };
}

/** HL7's escapes in text (\F\ \S\ \T\ \R\ \E\, and \.br\ as a new line), read back to the characters. */
function readEscapes(text: string, message: Hl7Message): string {
  const { context } = message;
  const escapes: Record<string, string> = {
    F: context.fieldSeparator,
    S: context.componentSeparator,
    T: context.subcomponentSeparator,
    R: context.repetitionSeparator,
    E: context.escapeCharacter,
    '.br': '\n',
  };
  const escapeCharacter = RegExp.escape(context.escapeCharacter);
  return text.replace(
    new RegExp(`${escapeCharacter}(F|S|T|R|E|\\.br)${escapeCharacter}`, 'g'),
    (_, name: string) => escapes[name] ?? '',
  );
}

/** An ERR segment (v2.5 layout: ERR-3 the HL7 error code, ERR-4 severity, ERR-8 the text for a person). */
export function errSegment(
  message: Hl7Message,
  code: '100' | '102' | '103' | '200' | '203' | '207',
  text: string,
): Hl7Segment {
  const names: Record<typeof code, string> = {
    '100': 'Segment sequence error',
    '102': 'Data type error',
    '103': 'Table value not found',
    '200': 'Unsupported message type',
    '203': 'Unsupported version id',
    '207': 'Application internal error',
  };
  return new Hl7Segment(
    ['ERR', '', '', `${code}^${names[code]}^HL70357`, 'E', '', '', '', text],
    message.context,
  );
}
