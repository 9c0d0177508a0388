import { describe, expect, it } from 'vitest';
import { trackingStageWords } from './kit-stage-words';

describe('a kit’s tracking stage in words', () => {
  it('words every stage the tracker and the console show', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((stage) => trackingStageWords(stage, 'en'))).toEqual([
      'Order confirmed',
      'Kit on the way',
      'Kit delivered to you',
      'On its way to the lab',
      'Analysis in progress',
      'Results ready',
      'Cancelled',
      'Customer emailed about the kit',
    ]);
  });

  it('says a kit without a known stage has none yet', () => {
    expect(trackingStageWords(null, 'en')).toBe('No stage yet');
    expect(trackingStageWords(9, 'en')).toBe('No stage yet');
  });
});

describe('a kit’s tracking stage in Spanish', () => {
  it('words the stages in Spanish, and a kit with none', () => {
    expect([1, 3, 4, 6].map((stage) => trackingStageWords(stage, 'es'))).toEqual([
      'Pedido confirmado',
      'Kit entregado',
      'En camino al laboratorio',
      'Resultados listos',
    ]);
    expect(trackingStageWords(null, 'es')).toBe('Todavía sin etapa');
  });
});
