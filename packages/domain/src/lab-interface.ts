/**
 * The rules of results that reach Fathom from a laboratory's information system (HL7 v2, ADR 050): which kit a
 * result is for, what its codes and units mean, which state it is in, and whether its patient is the kit's
 * customer. The server reads the messages; these functions decide.
 */
import { SEMEN_MEASURES, STI_TEST_LOINC } from './fhir-record';
import { RESULT_PARAMETERS, type ResultParameter } from './results';
import { STI_TEST_KEYS, type StiTestKey } from './sti-results';

/** The printed kit id (on the kit and its QR code), as Fathom writes it: FK- then letters, digits, hyphens. */
const KIT_IDENTIFIER = /^FK-[0-9A-Z]+(?:-[0-9A-Z]+)*$/;

/** The first of the candidates (OBR-3, ORC-3, SPM-2, in that order) that is a kit id, upper-cased; else null. */
export function kitIdentifierOf(candidates: readonly (string | null | undefined)[]): string | null {
  for (const candidate of candidates) {
    const value = candidate?.trim().toUpperCase();
    if (value && KIT_IDENTIFIER.test(value)) return value;
  }
  return null;
}

/** OBR-25 (result status, HL7 table 0123) as Fathom treats it; null for a status Fathom does not take. */
export type LabResultStatus = 'preliminary' | 'final' | 'corrected' | 'cancelled';

export function labResultStatus(code: string): LabResultStatus | null {
  switch (code.trim().toUpperCase()) {
    case 'P':
      return 'preliminary';
    case 'F':
      return 'final';
    case 'C':
      return 'corrected';
    case 'X':
      return 'cancelled';
    default:
      return null;
  }
}

/** What an OBX-3 code measures: a semen analysis parameter, or one test of the STI panel. */
export type LabMeasure = { kind: 'semen'; parameter: ResultParameter } | { kind: 'sti'; test: StiTestKey };

/** LOINC codes (coding system LN): the same codes the FHIR record writes for the same measures. */
export const LOINC_MEASURES: Readonly<Record<string, LabMeasure>> = Object.fromEntries([
  ...RESULT_PARAMETERS.flatMap((parameter) => {
    const loinc = SEMEN_MEASURES[parameter].loinc;
    return loinc ? [[loinc.code, { kind: 'semen', parameter } as const]] : [];
  }),
  ...STI_TEST_KEYS.map((test) => [STI_TEST_LOINC[test].code, { kind: 'sti', test } as const]),
]);

/**
 * Fathom's own codes (coding system FATHOM, the FHIR record's local code system): the parameter's name, for the
 * measures LOINC has no code for. Labs' other local codes are mapped by the operator (the lab's code table).
 */
export const FATHOM_CODE_SYSTEM = 'FATHOM';

/** The measure an OBX-3 names, from LOINC, Fathom's own codes, or the operator's table of a lab's local codes. */
export function measureOf(
  code: { identifier: string; codingSystem: string },
  localCodes: ReadonlyMap<string, LabMeasure>,
): LabMeasure | null {
  const system = code.codingSystem.trim().toUpperCase();
  const identifier = code.identifier.trim();
  if (system === 'LN') return LOINC_MEASURES[identifier] ?? null;
  if (system === FATHOM_CODE_SYSTEM && (RESULT_PARAMETERS as readonly string[]).includes(identifier)) {
    return { kind: 'semen', parameter: identifier as ResultParameter };
  }
  return localCodes.get(localCodeKey(system, identifier)) ?? null;
}

export const localCodeKey = (codingSystem: string, code: string) =>
  `${codingSystem.trim().toUpperCase()}|${code.trim()}`;

/**
 * UCUM units each report unit is accepted in, with the factor to the report's unit. Only these conversions are
 * made: a unit not listed for the measure (or none) is not guessed at, and the result is held.
 */
const UNIT_FACTORS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  '10*6': { '10*6': 1, '10*9': 1000, '{cells}': 1e-6, '1': 1e-6 },
  '10*6/mL': { '10*6/mL': 1, '10*3/uL': 1, '10*9/L': 1, '/mL': 1e-6, '10*6/L': 1e-3 },
  mL: { mL: 1, L: 1000, dL: 100, uL: 0.001 },
  '%': { '%': 1, '1': 100 },
};

/** A measured value in the report's unit, or null when the unit given cannot be converted to it. */
export function toReportUnit(parameter: ResultParameter, value: number, ucum: string): number | null {
  const reportUnit = SEMEN_MEASURES[parameter].ucum;
  const factor = UNIT_FACTORS[reportUnit]?.[ucum.trim()];
  if (factor === undefined) return null;
  // Rounded to what the report stores (numeric), without the binary noise of the multiplication.
  return Number((value * factor).toPrecision(12));
}

/** An STI test's answer (OBX-5, coded or in words) as an outcome; null when it is neither. */
export function stiOutcomeOf(value: string): 'positive' | 'negative' | 'inconclusive' | null {
  const word = value.split('^')[0]?.trim().toLowerCase() ?? '';
  if (['pos', 'positive', 'detected', 'reactive', '260373001', '10828004'].includes(word)) return 'positive';
  if (['neg', 'negative', 'not detected', 'non-reactive', 'nonreactive', '260415000'].includes(word))
    return 'negative';
  if (['ind', 'inconclusive', 'indeterminate', 'equivocal', '419984006'].includes(word))
    return 'inconclusive';
  return null;
}

/** A person as PID-5 (family^given) and PID-7 (YYYYMMDD…) name them, or as the kit's customer is known. */
export interface LabPatient {
  familyName: string;
  givenName: string;
  /** YYYY-MM-DD, or null when not given. */
  dateOfBirth: string | null;
}

/** PID-7's date part (YYYYMMDD[HHMM…]) as YYYY-MM-DD; null when absent or not a date. */
export function hl7Date(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** An HL7 timestamp (YYYYMMDDHHMM[SS[.S…]][+/-ZZZZ]) as a moment; without a zone it is read in UTC. */
export function hl7Moment(value: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(?:(\d{2})(?:\.\d+)?)?)?([+-]\d{4})?$/.exec(
    value.trim(),
  );
  if (!match) return null;
  const [, year, month, dayOfMonth, hour = '00', minute = '00', second = '00', zone] = match;
  const offset = zone ? `${zone.slice(0, 3)}:${zone.slice(3)}` : 'Z';
  const moment = new Date(`${year}-${month}-${dayOfMonth}T${hour}:${minute}:${second}${offset}`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

const comparable = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/**
 * Why the message's patient is not the kit's customer, or null when they match: the family name and the date of
 * birth must match where the message gives them (the given name may be shortened: its first letter must match).
 * A message without a name or date of birth is not refused for that: the kit's id is the key.
 */
export function patientMismatch(message: LabPatient, customer: LabPatient): string | null {
  if (message.dateOfBirth && customer.dateOfBirth && message.dateOfBirth !== customer.dateOfBirth) {
    return 'The date of birth in the message (PID-7) is not the kit customer’s.';
  }
  const family = comparable(message.familyName);
  if (family && family !== comparable(customer.familyName)) {
    return 'The family name in the message (PID-5) is not the kit customer’s.';
  }
  const given = comparable(message.givenName);
  if (given && given[0] !== comparable(customer.givenName)[0]) {
    return 'The given name in the message (PID-5) is not the kit customer’s.';
  }
  return null;
}

/** One OBX, as the lab sent it. */
export interface LabObservation {
  code: { identifier: string; text: string; codingSystem: string };
  /** OBX-2 (NM numeric, ST/CE/CWE text or coded). */
  valueType: string;
  value: string;
  /** OBX-6's identifier: a UCUM unit. */
  units: string;
  /** OBX-7 and OBX-8, kept with the report as the lab wrote them. */
  referenceRange: string;
  abnormalFlags: string;
  status: string;
}

/** What one OBR reports of one kit, as read from the message. */
export interface LabReportFacts {
  kitIdentifier: string | null;
  /** OBR-25 as sent. */
  resultStatus: string;
  /** OBR-7, ISO 8601. */
  collectedAt: string | null;
  observations: readonly LabObservation[];
  notes: readonly string[];
}

/** The kit a report names, as Fathom knows it. */
export interface LabKit {
  category: 'analysis' | 'sti';
  registered: boolean;
  customer: LabPatient;
}

/** The semen analysis values a report enters, in the report's units. */
export type AnalysisValues = Partial<Record<ResultParameter, number>> & {
  is_azoospermic: boolean;
  lab_notes: string | null;
  collected_on: string | null;
};

/** What becomes of one report. */
export type LabReportDecision =
  | { action: 'hold'; reason: string }
  | { action: 'await_registration' }
  | { action: 'keep_preliminary' }
  | { action: 'cancel' }
  | { action: 'enter_analysis'; status: 'final' | 'corrected'; values: AnalysisValues }
  | {
      action: 'enter_sti';
      status: 'final' | 'corrected';
      results: { test_key: StiTestKey; outcome: 'positive' | 'negative' | 'inconclusive'; value: string }[];
    };

const codeText = (observation: LabObservation) =>
  `${observation.code.identifier}^${observation.code.codingSystem || '(no coding system)'}`;

/**
 * What becomes of a report: held for staff with the reason (no kit id, an unknown kit, a patient who is not the
 * kit's customer, a code or unit Fathom cannot read, a status it does not take), kept until its kit is
 * registered, kept but not shown (preliminary), a cancellation, or values to enter. `collectedOn` turns OBR-7 into
 * the lab's calendar day.
 */
export function decideLabReport(
  report: LabReportFacts,
  kit: LabKit | null,
  patient: LabPatient,
  localCodes: ReadonlyMap<string, LabMeasure>,
  collectedOn: (moment: Date) => string,
): LabReportDecision {
  if (!report.kitIdentifier) {
    return { action: 'hold', reason: 'No kit id in OBR-3, ORC-3 or SPM-2.' };
  }
  if (!kit) return { action: 'hold', reason: `No kit is printed with the id ${report.kitIdentifier}.` };
  const status = labResultStatus(report.resultStatus);
  if (!status) {
    return {
      action: 'hold',
      reason: `The result status (OBR-25) "${report.resultStatus}" is not one Fathom takes.`,
    };
  }
  const mismatch = patientMismatch(patient, kit.customer);
  if (mismatch) return { action: 'hold', reason: mismatch };
  if (!kit.registered) return { action: 'await_registration' };
  if (status === 'preliminary') return { action: 'keep_preliminary' };
  if (status === 'cancelled') return { action: 'cancel' };
  return kit.category === 'analysis'
    ? analysisDecision(report, status, localCodes, collectedOn)
    : stiDecision(report, status, localCodes);
}

function analysisDecision(
  report: LabReportFacts,
  status: 'final' | 'corrected',
  localCodes: ReadonlyMap<string, LabMeasure>,
  collectedOn: (moment: Date) => string,
): LabReportDecision {
  const values: AnalysisValues = {
    is_azoospermic: false,
    lab_notes: report.notes.length > 0 ? report.notes.join('\n') : null,
    collected_on: report.collectedAt ? collectedOn(new Date(report.collectedAt)) : null,
  };
  for (const observation of report.observations) {
    const measure = measureOf(observation.code, localCodes);
    if (measure?.kind !== 'semen') {
      return {
        action: 'hold',
        reason: `The code ${codeText(observation)} (OBX-3) is not a semen analysis measure Fathom knows.`,
      };
    }
    const number = Number(observation.value);
    if (observation.valueType !== 'NM' || observation.value === '' || !Number.isFinite(number)) {
      return { action: 'hold', reason: `The value of ${codeText(observation)} (OBX-5) is not a number.` };
    }
    const converted = toReportUnit(measure.parameter, number, observation.units);
    if (converted === null) {
      return {
        action: 'hold',
        reason: `The unit "${observation.units}" of ${codeText(observation)} (OBX-6) cannot be converted to ${SEMEN_MEASURES[measure.parameter].ucum}.`,
      };
    }
    values[measure.parameter] = converted;
  }
  if (report.observations.length === 0) return { action: 'hold', reason: 'The report has no values (OBX).' };
  // No sperm found: a concentration of zero is azoospermia, which the report shows above every other reading.
  values.is_azoospermic = values.concentration === 0;
  return { action: 'enter_analysis', status, values };
}

function stiDecision(
  report: LabReportFacts,
  status: 'final' | 'corrected',
  localCodes: ReadonlyMap<string, LabMeasure>,
): LabReportDecision {
  const results: {
    test_key: StiTestKey;
    outcome: 'positive' | 'negative' | 'inconclusive';
    value: string;
  }[] = [];
  for (const observation of report.observations) {
    const measure = measureOf(observation.code, localCodes);
    if (measure?.kind !== 'sti') {
      return {
        action: 'hold',
        reason: `The code ${codeText(observation)} (OBX-3) is not an STI test Fathom knows.`,
      };
    }
    const outcome = stiOutcomeOf(observation.value);
    if (!outcome) {
      return {
        action: 'hold',
        reason: `The answer of ${codeText(observation)} (OBX-5) is not positive, negative or inconclusive.`,
      };
    }
    results.push({
      test_key: measure.test,
      outcome,
      value: observation.value.split('^')[1] || observation.value,
    });
  }
  if (results.length === 0) return { action: 'hold', reason: 'The report has no values (OBX).' };
  return { action: 'enter_sti', status, results };
}
