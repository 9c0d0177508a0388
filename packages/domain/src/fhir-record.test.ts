import { describe, expect, it } from 'vitest';
import {
  INTERPRETATION_SYSTEM,
  LOINC,
  localCodeSystem,
  semenAnalysisBundle,
  stiPanelBundle,
  UCUM,
} from './fhir-record';
import { DEMO_LAB } from './lab';

const publicUrl = 'https://portal.example';
const context = () => {
  let next = 0;
  return {
    patient: { firstName: 'Sam', lastName: 'Whitaker', birthDate: '1990-04-02' },
    lab: DEMO_LAB,
    publicUrl,
    now: new Date('2026-11-26T12:00:00Z'),
    newId: () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  };
};
const values = {
  is_azoospermic: false,
  total_count: 120,
  total_motile_sperm: 70,
  concentration: 12,
  volume: 3.1,
  total_motility: 55,
  dna_fragmentation: 35,
  normal: 6,
  post_thaw_motility: null,
  lab_notes: null,
};
const analysis = () =>
  semenAnalysisBundle(
    { resultId: 'r-1', values, collectedOn: '2026-11-10', releasedAt: new Date('2026-11-14T09:00:00Z') },
    context(),
  );
const resources = (bundle: ReturnType<typeof analysis>, type: string) =>
  bundle.entry.filter((entry) => entry.resource.resourceType === type);
// biome-ignore lint/suspicious/noExplicitAny: reading a built FHIR resource in a test
const observationOf = (bundle: ReturnType<typeof analysis>, code: string): any =>
  resources(bundle, 'Observation').find(
    (entry) => (entry.resource.code as { coding: { code: string }[] }).coding[0]?.code === code,
  )?.resource;

describe('semenAnalysisBundle', () => {
  it('holds the patient, the lab, one report and one observation per measured value', () => {
    const bundle = analysis();
    expect(bundle.type).toBe('collection');
    expect(resources(bundle, 'Patient')).toHaveLength(1);
    expect(resources(bundle, 'Organization')[0]?.resource.name).toBe(DEMO_LAB.name);
    expect(resources(bundle, 'Observation')).toHaveLength(7);
    const report = resources(bundle, 'DiagnosticReport')[0]?.resource as Record<string, unknown>;
    expect(report.effectiveDateTime).toBe('2026-11-10');
    expect(report.issued).toBe('2026-11-14T09:00:00.000Z');
    expect((report.result as { reference: string }[]).map((ref) => ref.reference)).toEqual(
      resources(bundle, 'Observation').map((entry) => entry.fullUrl),
    );
  });

  it('is final when released, and corrected, issued when corrected, once the lab corrected it', () => {
    const statuses = (bundle: ReturnType<typeof analysis>) =>
      [...resources(bundle, 'DiagnosticReport'), ...resources(bundle, 'Observation')].map(
        (entry) => entry.resource as unknown as { status: string; issued: string },
      );
    expect(new Set(statuses(analysis()).map((resource) => resource.status))).toEqual(new Set(['final']));
    const corrected = semenAnalysisBundle(
      {
        resultId: 'r-1',
        values,
        collectedOn: '2026-11-10',
        releasedAt: new Date('2026-11-14T09:00:00Z'),
        correctedAt: new Date('2026-11-16T15:30:00Z'),
      },
      context(),
    );
    expect(new Set(statuses(corrected).map((resource) => resource.status))).toEqual(new Set(['corrected']));
    expect(new Set(statuses(corrected).map((resource) => resource.issued))).toEqual(
      new Set(['2026-11-16T15:30:00.000Z']),
    );
  });

  it('codes measures in LOINC with UCUM units, and the rest in our own code system', () => {
    const concentration = observationOf(analysis(), '9780-8');
    expect(concentration.code.coding[0].system).toBe(LOINC);
    expect(concentration.valueQuantity).toEqual({
      value: 12,
      unit: 'million/mL',
      system: UCUM,
      code: '10*6/mL',
    });
    expect(observationOf(analysis(), '3160-9').valueQuantity.code).toBe('mL');
    const total = observationOf(analysis(), 'total_count');
    expect(total.code.coding[0].system).toBe(localCodeSystem(publicUrl));
    expect(total.valueQuantity.code).toBe('10*6');
  });

  it('gives the normal range and reads each value against it: low, normal, high', () => {
    const concentration = observationOf(analysis(), '9780-8');
    expect(concentration.referenceRange[0].low.value).toBe(16);
    expect(concentration.interpretation[0].coding[0]).toMatchObject({
      system: INTERPRETATION_SYSTEM,
      code: 'L',
    });
    expect(observationOf(analysis(), '6800-7').interpretation[0].coding[0].code).toBe('N');
    const dna = observationOf(analysis(), 'dna_fragmentation');
    expect(dna.referenceRange[0].high.value).toBe(30);
    expect(dna.interpretation[0].coding[0].code).toBe('H');
  });

  it('marks the sperm measures of an azoospermic result abnormal and says so in the conclusion', () => {
    const bundle = semenAnalysisBundle(
      {
        resultId: 'r-2',
        values: { ...values, is_azoospermic: true, concentration: 0 },
        collectedOn: null,
        releasedAt: new Date('2026-11-14T09:00:00Z'),
      },
      context(),
    );
    expect(observationOf(bundle, '9780-8').interpretation[0].coding[0].code).toBe('A');
    expect(observationOf(bundle, '3160-9').interpretation[0].coding[0].code).toBe('N');
    const report = resources(bundle, 'DiagnosticReport')[0]?.resource as Record<string, unknown>;
    expect(report.conclusion).toMatch(/azoospermia/);
    expect(report).not.toHaveProperty('effectiveDateTime');
  });

  it('leaves the date of birth out when it is not to be shown', () => {
    const bundle = semenAnalysisBundle(
      { resultId: 'r-1', values, collectedOn: null, releasedAt: new Date() },
      { ...context(), patient: { firstName: 'Sam', lastName: 'Whitaker', birthDate: null } },
    );
    expect(resources(bundle, 'Patient')[0]?.resource).not.toHaveProperty('birthDate');
  });
});

describe('stiPanelBundle', () => {
  it('codes each test in LOINC and reads it positive, negative or indeterminate', () => {
    const bundle = stiPanelBundle(
      {
        itemId: 'i-1',
        title: 'STI panel',
        results: [
          { test_key: 'hiv', outcome: 'negative', value: 'Not detected' },
          { test_key: 'chlamydiaGenital', outcome: 'positive', value: 'Detected' },
          { test_key: 'syphilis', outcome: 'inconclusive', value: 'Indeterminate' },
        ],
        enteredAt: new Date('2026-11-01T10:00:00Z'),
        releasedAt: new Date('2026-11-02T10:00:00Z'),
      },
      context(),
    );
    expect(observationOf(bundle, '56888-1').interpretation[0].coding[0].code).toBe('NEG');
    expect(observationOf(bundle, '43304-5').interpretation[0].coding[0].code).toBe('POS');
    expect(observationOf(bundle, '20507-0').interpretation[0].coding[0].code).toBe('IND');
    expect(observationOf(bundle, '43304-5').valueString).toBe('Detected');
  });
});
