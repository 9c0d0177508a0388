import { describe, expect, it } from 'vitest';
import {
  analysisSummary,
  CARE_MESSAGE_MAX_LENGTH,
  CARE_MESSAGES,
  customerReadsIn,
  reviewDueAt,
  reviewKinds,
  shownBeforeReview,
  stiPanelSummary,
} from './clinician-review';

describe("the clinician's review", () => {
  const entered = new Date('2026-12-01T09:00:00Z');

  it('dates a positive STI panel’s review 72 hours after it was entered, and an azoospermic analysis never', () => {
    expect(reviewDueAt('sti', entered)?.toISOString()).toBe('2026-12-04T09:00:00.000Z');
    expect(reviewDueAt('azoospermia', entered)).toBeNull();
  });

  it('shows a panel before review from the end of its window, not a millisecond earlier', () => {
    expect(shownBeforeReview('sti', entered, new Date('2026-12-04T08:59:59.999Z'))).toBe(false);
    expect(shownBeforeReview('sti', entered, new Date('2026-12-04T09:00:00.000Z'))).toBe(true);
    expect(shownBeforeReview('azoospermia', entered, new Date('2027-12-04T09:00:00Z'))).toBe(false);
  });

  it('offers care messages for each kind, with unique keys and texts a customer can be sent', () => {
    for (const kind of reviewKinds) {
      const messages = CARE_MESSAGES.en[kind];
      expect(messages.length).toBeGreaterThan(0);
      expect(new Set(messages.map((message) => message.key)).size).toBe(messages.length);
      for (const message of messages) {
        expect(message.text.length).toBeLessThanOrEqual(CARE_MESSAGE_MAX_LENGTH);
        expect(message.text).toMatch(/\.$/);
      }
    }
  });

  it('sums up an earlier panel by its positive and inconclusive tests, by name', () => {
    expect(stiPanelSummary([])).toBe('No results entered');
    expect(stiPanelSummary([{ test_key: 'hiv', outcome: 'negative' }])).toBe('All tests negative');
    expect(
      stiPanelSummary([
        { test_key: 'chlamydiaGenital', outcome: 'positive' },
        { test_key: 'hiv', outcome: 'negative' },
        { test_key: 'syphilis', outcome: 'inconclusive' },
      ]),
    ).toBe('Chlamydia positive, Syphilis inconclusive');
  });

  it('sums up an earlier analysis: no sperm found, else its concentration and motility', () => {
    expect(analysisSummary({ is_azoospermic: true, concentration: '0', total_motility: null })).toBe(
      'No sperm found (azoospermia)',
    );
    expect(analysisSummary({ is_azoospermic: false, concentration: '42.5', total_motility: 61 })).toBe(
      'Concentration 42.5 million/mL, total motility 61%',
    );
    expect(analysisSummary({ is_azoospermic: false, concentration: null, total_motility: null })).toBe(
      'Values entered',
    );
  });
});

describe('customerReadsIn', () => {
  it('tells the clinician, in the console’s English, which language the customer reads', () => {
    expect(customerReadsIn('es')).toBe(
      'The customer reads Spanish: the care messages are offered in Spanish.',
    );
    expect(customerReadsIn('en')).toBe(
      'The customer reads English: the care messages are offered in English.',
    );
  });
});

describe('care messages in Spanish', () => {
  it('offers the same messages, by key and label, with the customer’s words in Spanish', () => {
    for (const kind of reviewKinds) {
      expect(CARE_MESSAGES.es[kind].map(({ key, label }) => ({ key, label }))).toEqual(
        CARE_MESSAGES.en[kind].map(({ key, label }) => ({ key, label })),
      );
      for (const message of CARE_MESSAGES.es[kind])
        expect(message.text.length).toBeLessThanOrEqual(CARE_MESSAGE_MAX_LENGTH);
    }
    expect(CARE_MESSAGES.es.azoospermia[1]?.text).toBe(
      'No se encontraron espermatozoides en esta muestra. Su médico quiere hablar de esto con usted: reserve una llamada de resultados y traiga todas las preguntas que tenga.',
    );
  });
});
