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

  it('has no words for no stage or an unknown one', () => {
    expect(trackingStageWords(null)).toBeNull();
    expect(trackingStageWords(9)).toBeNull();
  });
});
