/**
 * A customer's results as a FHIR R4 record that any clinic's system can read: a Bundle holding the patient,
 * the lab, one DiagnosticReport and an Observation per measure, coded in LOINC where LOINC has the measure
 * and in our own code system where it has not. Sources of each code: docs/decisions/035-fhir-record-and-smart-health-links.md.
 * Its displays and texts are in English, for the clinics' systems that read them.
 */
import type { LabIdentity } from './lab';
import { valueWithUnit } from './result-labels';
import {
  PARAMETER_REFERENCES,
  type ResultDocumentValues,
  type ResultParameter,
  resultState,
  type StiOutcome,
} from './results';
import { STI_TEST_NAMES, type StiTestKey } from './sti-results';

export const FHIR_JSON = 'application/fhir+json' as const;
export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';
export const INTERPRETATION_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
const DIAGNOSTIC_SERVICE = 'http://terminology.hl7.org/CodeSystem/v2-0074';

/** Our own code system for the measures LOINC has no code for, under the portal's public URL. */
export const localCodeSystem = (publicUrl: string) => `${publicUrl}/fhir/CodeSystem/semen-analysis`;

export interface MeasureCoding {
  /** A LOINC code, or null where LOINC has none and the measure is coded in our own code system. */
  loinc: { code: string; display: string } | null;
  /** The measure's name, as the report prints it. */
  text: string;
  /** UCUM unit code and its human-readable form. */
  ucum: string;
  unit: string;
}

/** The measures of a semen analysis, in the report's order. */
export const SEMEN_MEASURES: Readonly<Record<ResultParameter, MeasureCoding>> = {
  total_count: {
    loinc: null,
    text: 'Total sperm count (per ejaculate)',
    ucum: '10*6',
    unit: 'million',
  },
  total_motile_sperm: {
    loinc: null,
    text: 'Total motile sperm count (per ejaculate)',
    ucum: '10*6',
    unit: 'million',
  },
  concentration: {
    loinc: { code: '9780-8', display: 'Spermatozoa [#/volume] in Semen' },
    text: 'Sperm concentration',
    ucum: '10*6/mL',
    unit: 'million/mL',
  },
  volume: {
    loinc: { code: '3160-9', display: 'Volume of Semen' },
    text: 'Semen volume',
    ucum: 'mL',
    unit: 'mL',
  },
  total_motility: {
    loinc: { code: '6800-7', display: 'Spermatozoa Motile/100 spermatozoa in Semen' },
    text: 'Total motility',
    ucum: '%',
    unit: '%',
  },
  dna_fragmentation: {
    loinc: null,
    text: 'Sperm DNA fragmentation index',
    ucum: '%',
    unit: '%',
  },
  normal: {
    loinc: { code: '10622-9', display: 'Spermatozoa Normal/100 spermatozoa in Semen' },
    text: 'Normal morphology',
    ucum: '%',
    unit: '%',
  },
  post_thaw_motility: {
    loinc: null,
    text: 'Post-thaw motility',
    ucum: '%',
    unit: '%',
  },
};

/** The report as a whole: LOINC's semen analysis fertility panel. */
export const SEMEN_ANALYSIS_PANEL = { code: '54231-6', display: 'Semen analysis fertility panel' } as const;

/** The STI panel's tests in LOINC. */
export const STI_TEST_LOINC: Readonly<Record<StiTestKey, { code: string; display: string }>> = {
  chlamydiaGenital: {
    code: '43304-5',
    display: 'Chlamydia trachomatis rRNA [Presence] in Specimen by NAA with probe detection',
  },
  gonorrheaGenital: {
    code: '43305-2',
    display: 'Neisseria gonorrhoeae rRNA [Presence] in Specimen by NAA with probe detection',
  },
  hepatitisB: {
    code: '5196-1',
    display: 'Hepatitis B virus surface Ag [Presence] in Serum or Plasma by Immunoassay',
  },
  hepatitisCAntibody: {
    code: '13955-0',
    display: 'Hepatitis C virus Ab [Presence] in Serum or Plasma by Immunoassay',
  },
  hiv: {
    code: '56888-1',
    display: 'HIV 1+2 Ab+HIV1 p24 Ag [Presence] in Serum or Plasma by Immunoassay',
  },
  syphilis: { code: '20507-0', display: 'Reagin Ab [Presence] in Serum by RPR' },
  syphilisIGG: {
    code: '47238-1',
    display: 'Treponema pallidum IgG Ab [Presence] in Serum by Immunoassay',
  },
};

type InterpretationCode = 'N' | 'L' | 'H' | 'A' | 'POS' | 'NEG' | 'IND';
const INTERPRETATION_DISPLAY: Readonly<Record<InterpretationCode, string>> = {
  N: 'Normal',
  L: 'Low',
  H: 'High',
  A: 'Abnormal',
  POS: 'Positive',
  NEG: 'Negative',
  IND: 'Indeterminate',
};

export interface FhirPatientFacts {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD; null when unknown or not to be shown (a partner's download). */
  birthDate: string | null;
}

export interface FhirRecordContext {
  patient: FhirPatientFacts;
  lab: LabIdentity;
  publicUrl: string;
  /** When the record was put together. */
  now: Date;
  /** A fresh UUID for each resource of the bundle (crypto.randomUUID on the server; a counter in tests). */
  newId: () => string;
}

export interface SemenAnalysisFacts {
  resultId: string;
  values: ResultDocumentValues;
  /** The day the sample was collected (YYYY-MM-DD), or null when the lab did not enter it. */
  collectedOn: string | null;
  releasedAt: Date;
  /** When the lab corrected the released values (HL7 OBR-25 C); the record's status is then `corrected`. */
  correctedAt?: Date | null;
}

export interface StiPanelFacts {
  itemId: string;
  title: string;
  results: readonly { test_key: StiTestKey; outcome: StiOutcome; value: string }[];
  /** When the lab entered the results. */
  enteredAt: Date;
  /** When the customer could first read them. */
  releasedAt: Date;
}

type Resource = { resourceType: string } & Record<string, unknown>;
export interface FhirBundle {
  resourceType: 'Bundle';
  id: string;
  identifier: { system: string; value: string };
  type: 'collection';
  timestamp: string;
  entry: { fullUrl: string; resource: Resource }[];
}

const coding = (system: string, code: string, display: string) => ({ system, code, display });
const interpretation = (code: InterpretationCode) => [
  { coding: [coding(INTERPRETATION_SYSTEM, code, INTERPRETATION_DISPLAY[code])] },
];

/** The parts every record shares: the patient and the lab, each with its reference. */
function commonEntries(context: FhirRecordContext) {
  const patientUrl = `urn:uuid:${context.newId()}`;
  const labUrl = `urn:uuid:${context.newId()}`;
  const { patient, lab } = context;
  const patientResource: Resource = {
    resourceType: 'Patient',
    name: [{ family: patient.lastName, given: [patient.firstName] }],
    ...(patient.birthDate ? { birthDate: patient.birthDate } : {}),
  };
  const labResource: Resource = {
    resourceType: 'Organization',
    name: lab.name,
    ...(lab.addressLines.length > 0 ? { address: [{ text: lab.addressLines.join(', ') }] } : {}),
  };
  return {
    patientRef: { reference: patientUrl },
    labRef: { reference: labUrl, display: lab.name },
    entries: [
      { fullUrl: patientUrl, resource: patientResource },
      { fullUrl: labUrl, resource: labResource },
    ],
  };
}

const bundle = (
  context: FhirRecordContext,
  identifier: string,
  entries: FhirBundle['entry'],
): FhirBundle => ({
  resourceType: 'Bundle',
  id: context.newId(),
  identifier: { system: `${context.publicUrl}/fhir/records`, value: identifier },
  type: 'collection',
  timestamp: context.now.toISOString(),
  entry: entries,
});

/** Normal, low or high for a measure's value; abnormal when no sperm were found. */
export function semenInterpretation(
  parameter: ResultParameter,
  values: ResultDocumentValues,
): InterpretationCode | null {
  switch (resultState(parameter, values)) {
    case 'Normal':
      return 'N';
    case 'Low':
    case 'Low_Post_Thaw_Motility':
      return 'L';
    case 'High':
      return 'H';
    case 'Azoospermic':
      return 'A';
    default:
      return null;
  }
}

/** The normal range as FHIR writes it: the floor for most measures, the ceiling for DNA fragmentation. */
function referenceRange(parameter: ResultParameter) {
  const { ucum, unit } = SEMEN_MEASURES[parameter];
  const reference = PARAMETER_REFERENCES[parameter].normal;
  const quantity = { value: reference, unit, system: UCUM, code: ucum };
  return parameter === 'dna_fragmentation'
    ? [{ high: quantity, text: `${valueWithUnit(reference, unit, 'en')} or lower` }]
    : [{ low: quantity, text: `${valueWithUnit(reference, unit, 'en')} or higher` }];
}

/** A released semen analysis as a FHIR R4 collection Bundle. */
export function semenAnalysisBundle(facts: SemenAnalysisFacts, context: FhirRecordContext): FhirBundle {
  const common = commonEntries(context);
  // A corrected record is issued when it was corrected: the version a reader holds says which it is.
  const issued = (facts.correctedAt ?? facts.releasedAt).toISOString();
  const status = facts.correctedAt ? 'corrected' : 'final';
  const effective = facts.collectedOn ? { effectiveDateTime: facts.collectedOn } : {};
  const local = localCodeSystem(context.publicUrl);
  const observations = (Object.keys(SEMEN_MEASURES) as ResultParameter[]).flatMap((parameter) => {
    const value = facts.values[parameter];
    if (typeof value !== 'number' || !Number.isFinite(value)) return [];
    const measure = SEMEN_MEASURES[parameter];
    const code = measure.loinc
      ? coding(LOINC, measure.loinc.code, measure.loinc.display)
      : coding(local, parameter, measure.text);
    const reading = semenInterpretation(parameter, facts.values);
    const fullUrl = `urn:uuid:${context.newId()}`;
    const resource: Resource = {
      resourceType: 'Observation',
      status,
      category: [{ coding: [coding(OBSERVATION_CATEGORY, 'laboratory', 'Laboratory')] }],
      code: { coding: [code], text: measure.text },
      subject: common.patientRef,
      ...effective,
      issued,
      performer: [common.labRef],
      valueQuantity: { value, unit: measure.unit, system: UCUM, code: measure.ucum },
      ...(reading ? { interpretation: interpretation(reading) } : {}),
      referenceRange: referenceRange(parameter),
    };
    return [{ fullUrl, resource }];
  });
  const conclusion = [
    facts.values.is_azoospermic ? 'No sperm were found in the sample (azoospermia).' : null,
    facts.values.lab_notes?.trim() || null,
  ].filter((line): line is string => line !== null);
  const report: Resource = {
    resourceType: 'DiagnosticReport',
    identifier: [{ system: `${context.publicUrl}/fhir/result-documents`, value: facts.resultId }],
    status,
    category: [{ coding: [coding(DIAGNOSTIC_SERVICE, 'LAB', 'Laboratory')] }],
    code: {
      coding: [coding(LOINC, SEMEN_ANALYSIS_PANEL.code, SEMEN_ANALYSIS_PANEL.display)],
      text: 'Semen analysis',
    },
    subject: common.patientRef,
    ...effective,
    issued,
    performer: [common.labRef],
    result: observations.map((entry) => ({ reference: entry.fullUrl })),
    ...(conclusion.length > 0 ? { conclusion: conclusion.join(' ') } : {}),
  };
  return bundle(context, `result-documents/${facts.resultId}`, [
    ...common.entries,
    { fullUrl: `urn:uuid:${context.newId()}`, resource: report },
    ...observations,
  ]);
}

const STI_INTERPRETATION: Readonly<Record<StiOutcome, InterpretationCode>> = {
  positive: 'POS',
  negative: 'NEG',
  inconclusive: 'IND',
};

/** A readable STI panel as a FHIR R4 collection Bundle: one Observation per test, positive or negative. */
export function stiPanelBundle(facts: StiPanelFacts, context: FhirRecordContext): FhirBundle {
  const common = commonEntries(context);
  const issued = facts.releasedAt.toISOString();
  const effectiveDateTime = facts.enteredAt.toISOString();
  const observations = facts.results.map((result) => {
    const loinc = STI_TEST_LOINC[result.test_key];
    const resource: Resource = {
      resourceType: 'Observation',
      status: 'final',
      category: [{ coding: [coding(OBSERVATION_CATEGORY, 'laboratory', 'Laboratory')] }],
      code: { coding: [coding(LOINC, loinc.code, loinc.display)], text: STI_TEST_NAMES.en[result.test_key] },
      subject: common.patientRef,
      effectiveDateTime,
      issued,
      performer: [common.labRef],
      valueString: result.value,
      interpretation: interpretation(STI_INTERPRETATION[result.outcome]),
    };
    return { fullUrl: `urn:uuid:${context.newId()}`, resource };
  });
  const report: Resource = {
    resourceType: 'DiagnosticReport',
    identifier: [{ system: `${context.publicUrl}/fhir/sti-panels`, value: facts.itemId }],
    status: 'final',
    category: [{ coding: [coding(DIAGNOSTIC_SERVICE, 'LAB', 'Laboratory')] }],
    code: { text: facts.title || 'STI panel' },
    subject: common.patientRef,
    effectiveDateTime,
    issued,
    performer: [common.labRef],
    result: observations.map((entry) => ({ reference: entry.fullUrl })),
  };
  return bundle(context, `sti-panels/${facts.itemId}`, [
    ...common.entries,
    { fullUrl: `urn:uuid:${context.newId()}`, resource: report },
    ...observations,
  ]);
}
