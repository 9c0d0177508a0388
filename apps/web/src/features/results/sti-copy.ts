import type { StiOverall } from '@fathom/domain/results';

/** The overall state of an STI panel in words, with the next step. */
export const STI_OVERALL_TEXT: Readonly<Record<StiOverall, string>> = {
  All_Tests_Negative: 'All your tests are negative: no infection was found.',
  Some_Positive: 'One or more tests are positive. Our care team will contact you about treatment.',
  Some_Inconclusive: 'One or more tests are inconclusive: a retest is advised.',
  Some_Inconclusive_And_Some_Positive:
    'One or more tests are positive and one or more are inconclusive. Our care team will contact you.',
};

export const STI_HELD_TEXT =
  'Your results are in. A clinician will contact you within 72 hours to talk them through with you.';
export const STI_NOT_READY_TEXT = 'Your results are not ready yet. We email you as soon as they are.';
