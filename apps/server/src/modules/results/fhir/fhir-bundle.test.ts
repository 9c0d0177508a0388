import { randomUUID } from 'node:crypto';
import { semenAnalysisBundle, stiPanelBundle } from '@fathom/domain/fhir-record';
import { DEMO_LAB } from '@fathom/domain/lab';
import { beforeAll, describe, expect, it } from 'vitest';
import { fhirBundleProblems, fhirRecordProblems } from '../../../../test/fhir-validation';

const context = {
  patient: { firstName: 'Sam', lastName: 'Whitaker', birthDate: '1990-04-02' },
  lab: DEMO_LAB,
  publicUrl: 'https://portal.example',
  now: new Date('2026-11-26T12:00:00Z'),
  newId: randomUUID,
};

describe('FHIR records against the FHIR R4 JSON schema', () => {
  // The R4 schema is large: it is compiled once, before the tests, with time to do so on a busy machine.
  beforeAll(() => {
    fhirBundleProblems({ resourceType: 'Bundle' });
  }, 60_000);

  it('writes a semen analysis as a valid R4 Bundle', () => {
    const bundle = semenAnalysisBundle(
      {
        resultId: randomUUID(),
        values: {
          is_azoospermic: false,
          concentration: 40,
          volume: 2.5,
          total_motility: 60,
          normal: 5,
          dna_fragmentation: 12,
          total_count: 100,
          total_motile_sperm: 60,
          post_thaw_motility: 45,
          lab_notes: 'Fine.',
        },
        collectedOn: '2026-11-10',
        releasedAt: new Date('2026-11-14T09:00:00Z'),
      },
      context,
    );
    expect(fhirBundleProblems(bundle)).toEqual([]);
    expect(fhirRecordProblems(bundle as never)).toEqual([]);
  });

  it('writes an STI panel as a valid R4 Bundle', () => {
    const bundle = stiPanelBundle(
      {
        itemId: randomUUID(),
        title: 'STI test',
        results: [{ test_key: 'hiv', outcome: 'negative', value: 'Not detected' }],
        enteredAt: new Date('2026-11-01T10:00:00Z'),
        releasedAt: new Date('2026-11-01T10:00:00Z'),
      },
      context,
    );
    expect(fhirBundleProblems(bundle)).toEqual([]);
    expect(fhirRecordProblems(bundle as never)).toEqual([]);
  });

  it('refuses what is not FHIR', () => {
    expect(fhirBundleProblems({ resourceType: 'Bundle', type: 'colection' }).length).toBeGreaterThan(0);
  });
});
