import { describe, expect, it } from 'vitest';
import { formatDay as day } from './format';
import { measureTrend, retestDate } from './result-trends';
import { PARAMETER_REFERENCES } from './results';

/** Units and dates as the app writes them, so that a change of style elsewhere does not break these sentences. */
const concentrationUnit = PARAMETER_REFERENCES.concentration.unit;

const analysis = (id: string, collectedOn: string, values: Record<string, number>) => ({
  id,
  readyAt: `${collectedOn}T18:00:00.000Z`,
  collectedOn,
  values,
});

/** sam's three analyses, 7 and 10 months apart: the first below range on 5 of its 6 measures. */
const sam = [
  analysis('first', '2025-06-16', {
    total_count: 34,
    total_motile_sperm: 13,
    total_motility: 37,
    concentration: 14,
    volume: 2.4,
    normal: 3,
  }),
  analysis('second', '2026-01-15', {
    total_count: 82,
    total_motile_sperm: 43,
    total_motility: 49,
    concentration: 33,
    volume: 2.5,
    normal: 5,
  }),
  analysis('latest', '2026-11-21', {
    total_count: 120,
    total_motile_sperm: 70,
    total_motility: 58,
    concentration: 48,
    volume: 2.5,
    normal: 6,
    dna_fragmentation: 18,
  }),
];

describe('measureTrend', () => {
  it('lists every analysis that read the measure, oldest first, with its day, state and place in time', () => {
    expect(measureTrend('total_count', sam, 'en').points).toEqual([
      { resultId: 'first', date: '2025-06-16', value: 34, state: 'Low', at: 0, month: 'Jun 2025' },
      {
        resultId: 'second',
        date: '2026-01-15',
        value: 82,
        state: 'Normal',
        at: 213 / 523,
        month: 'Jan 2026',
      },
      { resultId: 'latest', date: '2026-11-21', value: 120, state: 'Normal', at: 1, month: 'Nov 2026' },
    ]);
  });

  it("summarises sam's whole series from his first analysis, and since when each measure is in range", () => {
    const summaries = Object.fromEntries(
      (
        ['total_count', 'total_motile_sperm', 'concentration', 'volume', 'total_motility', 'normal'] as const
      ).map((parameter) => [parameter, measureTrend(parameter, sam, 'en').summary]),
    );
    expect(summaries).toEqual({
      total_count: `Up from 34 million on ${day('2025-06-16')} to 120 million on ${day('2026-11-21')}; in the normal range since ${day('2026-01-15')}.`,
      total_motile_sperm: `Up from 13 million on ${day('2025-06-16')} to 70 million on ${day('2026-11-21')}; in the normal range since ${day('2026-01-15')}.`,
      concentration: `Up from 14 ${concentrationUnit} on ${day('2025-06-16')} to 48 ${concentrationUnit} on ${day('2026-11-21')}; in the normal range since ${day('2026-01-15')}.`,
      volume: `Up from 2.4 mL on ${day('2025-06-16')} to 2.5 mL on ${day('2026-11-21')}; in the normal range at all 3 analyses.`,
      total_motility: `Up from 37% on ${day('2025-06-16')} to 58% on ${day('2026-11-21')}; in the normal range since ${day('2026-01-15')}.`,
      normal: `Up from 3% on ${day('2025-06-16')} to 6% on ${day('2026-11-21')}; in the normal range since ${day('2026-01-15')}.`,
    });
    // Measured once (the latest analysis only): no series to summarise.
    expect(measureTrend('dna_fragmentation', sam, 'en').summary).toBeNull();
  });

  it('names a low or a high between the ends, and a measure that stayed put or left the range', () => {
    const dates = ['2025-01-10', '2025-06-10', '2026-01-10'];
    const series = (values: number[]) =>
      values.map((value, index) => analysis(`a${index}`, dates[index] ?? '', { total_count: value }));
    expect(measureTrend('total_count', series([60, 20, 50]), 'en').summary).toBe(
      `Down from 60 million on ${day('2025-01-10')} to 50 million on ${day('2026-01-10')}, with a low of 20 million on ${day('2025-06-10')} between; in the normal range since ${day('2026-01-10')}.`,
    );
    expect(measureTrend('total_count', series([45, 90, 45]), 'en').summary).toBe(
      `Unchanged at 45 million from ${day('2025-01-10')} to ${day('2026-01-10')}, with a high of 90 million on ${day('2025-06-10')} between; in the normal range at all 3 analyses.`,
    );
    expect(measureTrend('total_count', series([120, 30]), 'en').summary).toBe(
      `Down from 120 million on ${day('2025-01-10')} to 30 million on ${day('2025-06-10')}; below the normal range since ${day('2025-06-10')}.`,
    );
    expect(measureTrend('total_count', series([38, 31]), 'en').summary).toBe(
      `Down from 38 million on ${day('2025-01-10')} to 31 million on ${day('2025-06-10')}; below the normal range at both analyses.`,
    );
    const dna = [
      analysis('x', '2025-01-10', { dna_fragmentation: 34 }),
      analysis('y', '2025-06-10', { dna_fragmentation: 36 }),
    ];
    expect(measureTrend('dna_fragmentation', dna, 'en').summary).toBe(
      `Up from 34% on ${day('2025-01-10')} to 36% on ${day('2025-06-10')}; above the normal range at both analyses.`,
    );
  });

  it('describes the whole chart for screen readers, and has no summary with one analysis', () => {
    expect(measureTrend('total_count', sam, 'en').description).toBe(
      `Total count over 3 analyses: 34 million on ${day('2025-06-16')}, 82 million on ${day('2026-01-15')}, 120 million on ${day('2026-11-21')}. Up from 34 million on ${day('2025-06-16')} to 120 million on ${day('2026-11-21')}; in the normal range since ${day('2026-01-15')}.`,
    );
    const single = measureTrend('total_count', sam.slice(2), 'en');
    expect(single.summary).toBeNull();
    expect(single.points[0]?.at).toBe(0);
    expect(single.description).toBe(`Total count over 1 analysis: 120 million on ${day('2026-11-21')}.`);
  });

  it('leaves out analyses that did not read the measure', () => {
    expect(measureTrend('dna_fragmentation', sam.slice(0, 2), 'en').points).toEqual([]);
    expect(measureTrend('post_thaw_motility', sam, 'en').description).toBe(
      'Post-thaw motility: not measured yet.',
    );
  });
});

describe('retestDate', () => {
  it('falls three months after the latest sample, on the last day of a shorter month', () => {
    expect(retestDate(analysis('x', '2026-10-27', {}))).toBe('2027-01-27');
    expect(retestDate(analysis('x', '2026-11-30', {}))).toBe('2027-02-28');
  });
});

describe('measureTrend in Spanish', () => {
  it('names the months and days in Spanish, and reads the series', () => {
    const trend = measureTrend('total_count', sam, 'es');
    expect(trend.points.map((point) => point.month)).toEqual(['jun 2025', 'ene 2026', 'nov 2026']);
    expect(trend.summary).toBe(
      'Subió de 34 millones el 16 jun 2025 a 120 millones el 21 nov 2026; en el rango normal desde el 15 ene 2026.',
    );
    expect(measureTrend('dna_fragmentation', sam, 'es').description).toBe(
      'Fragmentación del ADN en 1 análisis: 18% el 21 nov 2026.',
    );
    expect(measureTrend('post_thaw_motility', sam, 'es').description).toBe(
      'Movilidad después de descongelar: todavía no se ha medido.',
    );
  });

  it('says where a measure stood at both analyses', () => {
    expect(measureTrend('volume', sam.slice(1), 'es').summary).toBe(
      'Sin cambios, en 2.5 mL, del 15 ene 2026 al 21 nov 2026; en el rango normal en los dos análisis.',
    );
  });
});
