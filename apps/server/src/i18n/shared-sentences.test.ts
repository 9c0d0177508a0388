import { reauthMessages } from '@fathom/contract/auth';
import { authMessages, recoveryCodeMessages } from '@fathom/contract/auth-messages';
import { orderClaimMessages } from '@fathom/contract/order-claim-messages';
import { describe, expect, it } from 'vitest';
import { sharedSentenceIn, sharedSentences } from './shared-sentences';
import { translatorFor } from './translator';

/** What the customer-facing answers of the sign-in and claim routes say: none without its words. */
const customerSentences = [
  ...Object.values(recoveryCodeMessages),
  ...Object.values(orderClaimMessages),
  ...Object.values(reauthMessages),
  ...Object.entries(authMessages)
    // "Unauthenticated." ends the web's session; the others are for staff, or a protocol's (CSRF), or the web's own
    // words already (oneTimePasswordRequired is a 428's, which the web words; resetLinkSent and passwordReset are
    // answers the pages word themselves).
    .filter(
      ([name]) =>
        ![
          'unauthenticated',
          'csrfMismatch',
          'staffTwoFactorRequired',
          'staffTwoFactorKept',
          'oneTimePasswordRequired',
          'resetLinkSent',
          'passwordReset',
        ].includes(name),
    )
    .map(([, sentence]) => sentence),
];

describe("the API's shared sentences", () => {
  it('are each the English of its message', () => {
    for (const [sentence, words] of sharedSentences) expect(translatorFor('en').text(words)).toBe(sentence);
  });

  it('are each said in Spanish', () => {
    for (const [sentence] of sharedSentences) {
      expect(sharedSentenceIn(translatorFor('es'), sentence), sentence).not.toBe(sentence);
    }
  });

  it('hold every sentence of the sign-in, recovery and claim refusals a customer reads', () => {
    const listed = new Set(sharedSentences.map(([sentence]) => sentence));
    expect(customerSentences.filter((sentence) => !listed.has(sentence))).toEqual([]);
  });

  it('leave a sentence they do not know as it is', () => {
    expect(sharedSentenceIn(translatorFor('es'), 'Unauthenticated.')).toBe('Unauthenticated.');
  });
});
