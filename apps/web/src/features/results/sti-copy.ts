import type { StiOverall } from '@fathom/domain/results';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { wordsInPageLanguage } from './in-page-language';

/** The overall state of an STI panel in words, with the next step. */
export const STI_OVERALL_MESSAGES: Readonly<Record<StiOverall, MessageDescriptor>> = {
  All_Tests_Negative: msg`All your tests are negative: no infection was found.`,
  Some_Positive: msg`One or more tests are positive. Our care team will contact you about treatment.`,
  Some_Inconclusive: msg`One or more tests are inconclusive: a retest is advised.`,
  Some_Inconclusive_And_Some_Positive: msg`One or more tests are positive and one or more are inconclusive. Our care team will contact you.`,
};

export const STI_HELD_MESSAGE = msg`Your results are in. A clinician will contact you within 72 hours to talk them through with you.`;
export const STI_NOT_READY_MESSAGE = msg`Your results are not ready yet. We email you as soon as they are.`;

/** The overall states as strings, in the language the pages are drawn in when read. */
export const STI_OVERALL_TEXT: Readonly<Record<StiOverall, string>> =
  wordsInPageLanguage(STI_OVERALL_MESSAGES);

/**
 * The English of the panel held for review and of the panel not ready, for the pages that have not taken the
 * messages yet: STI_HELD_MESSAGE and STI_NOT_READY_MESSAGE are the same words in the page's language.
 */
export const STI_HELD_TEXT =
  'Your results are in. A clinician will contact you within 72 hours to talk them through with you.';
export const STI_NOT_READY_TEXT = 'Your results are not ready yet. We email you as soon as they are.';
