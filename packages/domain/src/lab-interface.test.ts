import { describe, expect, it } from 'vitest';
import {
  decideLabReport,
  hl7Moment,
  kitIdentifierOf,
  type LabKit,
  type LabObservation,
  labResultStatus,
  measureOf,
  patientMismatch,
  stiOutcomeOf,
  toReportUnit,
} from './lab-interface';

const customer = { familyName: 'Hale', givenName: 'Robin', dateOfBirth: '1990-06-15' };
const kit: LabKit = { category: 'analysis', registered: true, customer };
const observation = (overrides: Partial<LabObservation> = {}): LabObservation => ({
  code: { identifier: '9780-8', text: 'Concentration', codingSystem: 'LN' },
  valueType: 'NM',
  value: '52',
  units: '10*6/mL',
  referenceRange: '>=16',
  abnormalFlags: 'N',
  status: 'F',
  ...overrides,
});
const report = (overrides: Partial<Parameters<typeof decideLabReport>[0]> = {}) => ({
  kitIdentifier: 'FK-HALE-0001',
  resultStatus: 'F',
  collectedAt: '2026-11-30T14:15:00.000Z',
  observations: [observation()],
  notes: [],
  ...overrides,
});
const decide = (facts = report(), onKit: LabKit | null = kit) =>
  decideLabReport(facts, onKit, customer, new Map(), (moment) => moment.toISOString().slice(0, 10));

describe("the lab's results", () => {
  it('takes the first kit id among OBR-3, ORC-3 and SPM-2, in capitals', () => {
    expect(kitIdentifierOf(['LAB-ACC-1', ' fk-taylor-0001 ', 'FK-OTHER'])).toBe('FK-TAYLOR-0001');
    expect(kitIdentifierOf(['', null, 'ACC-1'])).toBeNull();
  });

  it('reads OBR-25 P, F, C and X, and no other status', () => {
    expect(['P', 'F', 'C', 'X', 'R', ''].map(labResultStatus)).toEqual([
      'preliminary',
      'final',
      'corrected',
      'cancelled',
      null,
      null,
    ]);
  });

  it('reads LOINC as the FHIR record writes it, Fathom’s own codes, and the operator’s local codes', () => {
    const local = new Map([['99ACME|SC', { kind: 'semen', parameter: 'concentration' } as const]]);
    expect(measureOf({ identifier: '9780-8', codingSystem: 'LN' }, local)).toEqual({
      kind: 'semen',
      parameter: 'concentration',
    });
    expect(measureOf({ identifier: '43304-5', codingSystem: 'LN' }, local)).toEqual({
      kind: 'sti',
      test: 'chlamydiaGenital',
    });
    expect(measureOf({ identifier: 'total_count', codingSystem: 'FATHOM' }, local)).toEqual({
      kind: 'semen',
      parameter: 'total_count',
    });
    expect(measureOf({ identifier: 'SC', codingSystem: '99acme' }, local)).toEqual({
      kind: 'semen',
      parameter: 'concentration',
    });
    expect(measureOf({ identifier: 'SC', codingSystem: 'LN' }, local)).toBeNull();
  });

  it('converts what UCUM makes convertible and nothing else', () => {
    expect(toReportUnit('concentration', 41_000, '10*6/L')).toBe(41);
    expect(toReportUnit('concentration', 52, '10*3/uL')).toBe(52);
    expect(toReportUnit('volume', 2800, 'uL')).toBe(2.8);
    expect(toReportUnit('total_count', 0.15, '10*9')).toBe(150);
    expect(toReportUnit('total_motility', 0.61, '1')).toBe(61);
    expect(toReportUnit('volume', 2.8, 'g')).toBeNull();
    expect(toReportUnit('concentration', 52, '')).toBeNull();
  });

  it('reads STI answers in words or codes', () => {
    expect(
      ['Detected', 'NEG', 'Non-reactive', 'equivocal', '260373001^Detected^SCT', 'maybe'].map(stiOutcomeOf),
    ).toEqual(['positive', 'negative', 'negative', 'inconclusive', 'positive', null]);
  });

  it('reads HL7 timestamps with and without a zone', () => {
    expect(hl7Moment('20261130081500-0600')?.toISOString()).toBe('2026-11-30T14:15:00.000Z');
    expect(hl7Moment('202611300815')?.toISOString()).toBe('2026-11-30T08:15:00.000Z');
    expect(hl7Moment('nonsense')).toBeNull();
  });

  it('matches the patient by family name and date of birth, the given name by its first letter', () => {
    expect(
      patientMismatch({ familyName: 'HALE', givenName: 'R', dateOfBirth: '1990-06-15' }, customer),
    ).toBeNull();
    expect(patientMismatch({ familyName: '', givenName: '', dateOfBirth: null }, customer)).toBeNull();
    expect(patientMismatch({ ...customer, dateOfBirth: '1990-06-16' }, customer)).toMatch(/date of birth/);
    expect(patientMismatch({ ...customer, familyName: 'Hall' }, customer)).toMatch(/family name/);
    expect(patientMismatch({ ...customer, givenName: 'Sam' }, customer)).toMatch(/given name/);
  });

  it('decides: held without a kit, for an unknown kit or another patient; kept until registration; P kept; X cancels', () => {
    expect(decide(report({ kitIdentifier: null }))).toMatchObject({ action: 'hold' });
    expect(decide(report(), null)).toMatchObject({
      action: 'hold',
      reason: 'No kit is printed with the id FK-HALE-0001.',
    });
    expect(decide(report({ resultStatus: 'R' }))).toMatchObject({ action: 'hold' });
    expect(decide(report(), { ...kit, registered: false })).toEqual({ action: 'await_registration' });
    expect(
      decide(report(), { ...kit, registered: false, customer: { ...customer, dateOfBirth: '1980-01-01' } }),
    ).toMatchObject({
      action: 'hold',
    });
    expect(decide(report({ resultStatus: 'P' }))).toEqual({ action: 'keep_preliminary' });
    expect(decide(report({ resultStatus: 'X' }))).toEqual({ action: 'cancel' });
  });

  it('enters a final analysis with its notes and collection day; a zero concentration is azoospermia', () => {
    expect(decide(report({ notes: ['One', 'Two'] }))).toEqual({
      action: 'enter_analysis',
      status: 'final',
      values: { is_azoospermic: false, concentration: 52, lab_notes: 'One\nTwo', collected_on: '2026-11-30' },
    });
    expect(decide(report({ resultStatus: 'C', observations: [observation({ value: '0' })] }))).toMatchObject({
      status: 'corrected',
      values: { is_azoospermic: true, concentration: 0 },
    });
    expect(decide(report({ observations: [observation({ value: 'high' })] }))).toMatchObject({
      action: 'hold',
    });
    expect(decide(report({ observations: [] }))).toMatchObject({ action: 'hold' });
  });

  it('enters an STI panel from its LOINC codes; semen codes on an STI kit are held', () => {
    const sti: LabKit = { ...kit, category: 'sti' };
    const chlamydia = observation({
      code: { identifier: '43304-5', text: 'Chlamydia', codingSystem: 'LN' },
      valueType: 'CWE',
      value: '260373001^Detected^SCT',
    });
    expect(decide(report({ observations: [chlamydia] }), sti)).toEqual({
      action: 'enter_sti',
      status: 'final',
      results: [{ test_key: 'chlamydiaGenital', outcome: 'positive', value: 'Detected' }],
    });
    expect(decide(report(), sti)).toMatchObject({ action: 'hold' });
  });
});
