import { describe, expect, it } from 'vitest';
import { measureTrend, retestDate } from './result-trends';

const analysis = (id: string, collectedOn: string, values: Record<string, number>) => ({
  id,
  readyAt: `${collectedOn}T18:00:00.000Z`,
  collectedOn,
  values,
});

const history = [
  analysis('a', '2025-05-30', { total_count: 31, total_motility: 38 }),
  analysis('b', '2025-12-29', { total_count: 95, total_motility: 45 }),
  analysis('c', '2026-10-27', { total_count: 120, total_motility: 45 }),
];

describe('measureTrend', () => {
  it('lists every analysis that read the measure, oldest first, with its day and state', () => {
    expect(measureTrend('total_count', history).points).toEqual([
      { resultId: 'a', date: '2025-05-30', value: 31, state: 'Low' },
      { resultId: 'b', date: '2025-12-29', value: 95, state: 'Normal' },
      { resultId: 'c', date: '2026-10-27', value: 120, state: 'Normal' },
    ]);
  });

  it('says the change since the analysis before in words, and when it crossed into the normal range', () => {
    expect(measureTrend('total_count', history).change).toBe(
      'Up from 95 million to 120 million since Dec 29, 2025.',
    );
    expect(measureTrend('total_count', history.slice(0, 2)).change).toBe(
      'Up from 31 million to 95 million since May 30, 2025, now in the normal range.',
    );
    expect(measureTrend('total_motility', history).change).toBe('Unchanged at 45% since Dec 29, 2025.');
    expect(
      measureTrend('total_count', [
        analysis('c', '2026-10-27', { total_count: 120 }),
        analysis('d', '2027-02-01', { total_count: 30 }),
      ]).change,
    ).toBe('Down from 120 million to 30 million since Oct 27, 2026, now outside the normal range.');
  });

  it('describes the whole chart for screen readers, and has no change with one analysis', () => {
    expect(measureTrend('total_count', history).description).toBe(
      'Total count over 3 analyses: 31 million on May 30, 2025, 95 million on Dec 29, 2025, 120 million on Oct 27, 2026. Up from 95 million to 120 million since Dec 29, 2025.',
    );
    const single = measureTrend('total_count', history.slice(2));
    expect(single.change).toBeNull();
    expect(single.description).toBe('Total count over 1 analysis: 120 million on Oct 27, 2026.');
  });

  it('leaves out analyses that did not read the measure', () => {
    expect(measureTrend('dna_fragmentation', history).points).toEqual([]);
  });
});

describe('retestDate', () => {
  it('falls three months after the latest sample, on the last day of a shorter month', () => {
    expect(retestDate(analysis('x', '2026-10-27', {}))).toBe('2027-01-27');
    expect(retestDate(analysis('x', '2026-11-30', {}))).toBe('2027-02-28');
  });
});
