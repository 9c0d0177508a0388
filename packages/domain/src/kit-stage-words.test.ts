import { describe, expect, it } from 'vitest';
import { trackingStageWords } from './kit-stage-words';

describe('a kit’s tracking stage in words', () => {
  it('words every stage the tracker and the console show', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(trackingStageWords)).toEqual([
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
    expect(trackingStageWords(null)).toBe('No stage yet');
    expect(trackingStageWords(9)).toBe('No stage yet');
  });
});
