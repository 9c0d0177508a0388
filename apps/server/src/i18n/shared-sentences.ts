import { reauthMessages } from '@fathom/contract/auth';
import { authMessages, recoveryCodeMessages } from '@fathom/contract/auth-messages';
import { orderClaimMessages } from '@fathom/contract/order-claim-messages';
import {
  BUSY_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
  FORBIDDEN_MESSAGE,
  NOT_FOUND_MESSAGE,
} from '@fathom/domain/http-errors';
import { PRETENDING_CHARACTER_MESSAGE } from '@fathom/domain/validation/plain-text';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Translator } from './translator';

/**
 * The sentences of @fathom/contract and @fathom/domain the API answers with (in English there, as the web reads them
 * too), each with its words in the server's catalogues: an error answer says them in its reader's language. The
 * English of every pair is the sentence itself, which the tests hold them to. "Unauthenticated." stays as it is:
 * the web reads it as the end of a session.
 */
export const sharedSentences: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  [authMessages.badCredentials, msg`These credentials do not match our records.`],
  [authMessages.oneTimePasswordInvalid, msg`The one time password is invalid.`],
  [
    authMessages.oneTimePasswordUsed,
    msg`This code was already used to sign in. Wait for the next code in your authenticator app, then enter it.`,
  ],
  [authMessages.loginTokenInvalid, msg`This login link is invalid or has expired.`],
  [authMessages.resetTokenInvalid, msg`This password reset link is invalid or has expired.`],
  [authMessages.passwordConfirmationMismatch, msg`The password confirmation does not match.`],
  [
    authMessages.kitSessionLimited,
    msg`Signed in with your kit's details, you can see this kit only. Give your password to open your account.`,
  ],
  [FORBIDDEN_MESSAGE, msg`You are not allowed to perform this action`],
  [recoveryCodeMessages.invalid, msg`That recovery code is not valid or has been used.`],
  [
    recoveryCodeMessages.oneOf,
    msg`Enter the code from your authenticator app or one of your recovery codes.`,
  ],
  [reauthMessages.wrongPassword, msg`That password is not correct.`],
  [
    reauthMessages.wrongCode,
    msg`That code is not correct. Enter the current code from your authenticator app.`,
  ],
  [reauthMessages.passwordNeeded, msg`Enter your password to confirm it is you.`],
  [reauthMessages.codeNeeded, msg`Enter the code from your authenticator app to confirm it is you.`],
  [
    orderClaimMessages.linkInvalid,
    msg`This link no longer adds an order to an account: it was used, or it is more than 30 days old.`,
  ],
  [
    orderClaimMessages.needsThatAccount,
    msg`This order was placed with another email address: sign in to that address's account to add it.`,
  ],
  [BUSY_MESSAGE, msg`We're very busy right now. Please try again in a few seconds.`],
  [
    DATABASE_UNAVAILABLE_MESSAGE,
    msg`We could not complete this just now. Please try again in a few seconds.`,
  ],
  [NOT_FOUND_MESSAGE, msg`Not found.`],
  [PRETENDING_CHARACTER_MESSAGE, msg`Text must not contain invisible or direction-changing characters.`],
];

const sentences = new Map<string, MessageDescriptor>(sharedSentences);

/** A sentence of the API in the translator's language where its words are known; as it is otherwise. */
export function sharedSentenceIn(translator: Translator, sentence: string): string {
  const words = sentences.get(sentence);
  return words ? translator.text(words) : sentence;
}
