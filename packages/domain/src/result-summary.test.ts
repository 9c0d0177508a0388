import { describe, expect, it } from 'vitest';
import { resultSummary } from './result-summary';

const normal = {
  is_azoospermic: false,
  total_count: 180,
  total_motile_sperm: 110,
  concentration: 60,
  volume: 3,
  total_motility: 61,
  normal: 7,
};

describe('resultSummary', () => {
  it('says every measure is in range when they are, counting only the measures the sample has', () => {
    const summary = resultSummary(normal, {}, 'en');
    expect(summary?.headline).toBe('All 6 measures are in the normal range.');
    expect(summary?.attention).toEqual([]);
    expect(summary?.nextSteps).toEqual([]);
  });

  it('counts the measures that need attention and gives one next step each, without repeats', () => {
    const summary = resultSummary(
      { ...normal, total_motility: 30, concentration: 10, total_count: 30 },
      {},
      'en',
    );
    expect(summary?.headline).toBe('3 of 6 measures are in the normal range; 3 need attention.');
    expect(summary?.attention.map((measure) => measure.label)).toEqual([
      'Total count',
      'Concentration',
      'Motility',
    ]);
    expect(summary?.nextSteps).toEqual([
      'Sperm counts change from one sample to the next: retest in about three months, and talk the result through with a urologist.',
      'Motility often improves with changes to sleep, heat, smoking and alcohol: start with your personalized recommendations, and retest in about three months.',
    ]);
  });

  it('says "needs" for one measure, and counts DNA fragmentation above its limit', () => {
    expect(resultSummary({ ...normal, dna_fragmentation: 41 }, {}, 'en')?.headline).toBe(
      '6 of 7 measures are in the normal range; 1 needs attention.',
    );
  });

  it('says so gently when no measure is in range', () => {
    expect(resultSummary({ total_count: 30, concentration: 10, volume: 1 }, {}, 'en')?.headline).toBe(
      'None of the 3 measures is in the normal range. Results like these often improve, and a specialist can tell you what to do next.',
    );
  });

  it('puts no sperm found first, with a results call as the next step', () => {
    const summary = resultSummary({ is_azoospermic: true, volume: 2.1 }, {}, 'en');
    expect(summary?.azoospermic).toBe(true);
    expect(summary?.measures.map((measure) => measure.label)).toEqual([
      'Total count',
      'Total motile count',
      'Volume',
      'Concentration',
      'Motility',
      'Morphology',
    ]);
    expect(summary?.headline).toBe(
      'No sperm were found in this sample. This is often treatable, and a specialist can tell you what to do next.',
    );
    expect(summary?.nextSteps).toEqual([
      'Book a results call: a specialist explains what no sperm in the sample can mean, and which tests find the cause.',
    ]);
  });

  it('has nothing to summarise before any measure is read', () => {
    expect(resultSummary({}, {}, 'en')).toBeNull();
  });
});

describe('resultStateStatus', () => {
  it('gives each state its words and a tone that never stands alone', async () => {
    const { resultStateStatus } = await import('./result-labels');
    expect(resultStateStatus('Normal', 'en')).toEqual({ label: 'Normal', tone: 'success' });
    expect(resultStateStatus('Low', 'en')).toEqual({ label: 'Below normal', tone: 'warning' });
    expect(resultStateStatus('Azoospermic', 'en')).toEqual({ label: 'No sperm found', tone: 'info' });
  });
});

describe('resultSummary in Spanish', () => {
  it('counts the measures in range and names the next steps in Spanish', () => {
    const summary = resultSummary(
      { ...normal, total_motility: 30, concentration: 10, total_count: 30 },
      {},
      'es',
    );
    expect(summary?.headline).toBe('3 de 6 medidas están en el rango normal; 3 necesitan atención.');
    expect(summary?.attention.map((measure) => measure.label)).toEqual([
      'Recuento total',
      'Concentración',
      'Movilidad',
    ]);
    expect(summary?.nextSteps[0]).toBe(
      'La cantidad de espermatozoides cambia de una muestra a otra: repita el análisis en unos tres meses y hable del resultado con un urólogo.',
    );
  });

  it('says one measure in the singular', () => {
    expect(resultSummary({ volume: 3 }, {}, 'es')?.headline).toBe('La única medida está en el rango normal.');
    expect(resultSummary({ ...normal, dna_fragmentation: 41 }, {}, 'es')?.headline).toBe(
      '6 de 7 medidas están en el rango normal; 1 necesita atención.',
    );
  });
});
