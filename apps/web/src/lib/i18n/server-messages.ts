import { authMessages, recoveryCodeMessages } from '@fathom/contract/auth-messages';
import { orderClaimMessages } from '@fathom/contract/order-claim-messages';
import {
  BUSY_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
  EXTERNAL_SERVICE_MESSAGE,
  FORBIDDEN_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  OTP_REQUIRED_MESSAGE,
  REQUEST_ABORTED_MESSAGE,
  SERVER_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
} from '@fathom/domain/http-errors';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { countCategory, countText } from './counts';

/**
 * The sentences the API and the error catalogue of specification section 8 say in English, each with its words in
 * the page's catalogues. The server answers in the request's language (ADR 066, "The API's refusals"); these word an
 * English answer the page still meets (the browser's own failures, a 503 before any handler, a page whose language
 * the cookie had not caught up with). The English of every pair is the sentence itself, which the tests hold them to.
 */
export const knownSentences: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  [authMessages.badCredentials, msg`These credentials do not match our records.`],
  [authMessages.oneTimePasswordInvalid, msg`The one time password is invalid.`],
  [
    authMessages.oneTimePasswordUsed,
    msg`This code was already used to sign in. Wait for the next code in your authenticator app, then enter it.`,
  ],
  [authMessages.loginTokenInvalid, msg`This login link is invalid or has expired.`],
  [authMessages.resetLinkSent, msg`If an account exists for that email, we have sent a password reset link.`],
  [authMessages.resetTokenInvalid, msg`This password reset link is invalid or has expired.`],
  [authMessages.passwordReset, msg`Your password has been reset.`],
  [authMessages.passwordConfirmationMismatch, msg`The password confirmation does not match.`],
  [
    authMessages.staffTwoFactorRequired,
    msg`Set up two-factor sign-in before using the console: staff accounts need it.`,
  ],
  [
    authMessages.kitSessionLimited,
    msg`Signed in with your kit's details, you can see this kit only. Give your password to open your account.`,
  ],
  [recoveryCodeMessages.invalid, msg`That recovery code is not valid or has been used.`],
  [
    recoveryCodeMessages.oneOf,
    msg`Enter the code from your authenticator app or one of your recovery codes.`,
  ],
  [
    orderClaimMessages.linkInvalid,
    msg`This link no longer adds an order to an account: it was used, or it is more than 30 days old.`,
  ],
  [
    orderClaimMessages.needsThatAccount,
    msg`This order was placed with another email address: sign in to that address's account to add it.`,
  ],
  [UNAUTHENTICATED_MESSAGE, msg`Unauthenticated.`],
  [SESSION_EXPIRED_MESSAGE, msg`Your session expired. Please login in again to use the application`],
  [OTP_REQUIRED_MESSAGE, msg`One time password confirmation is required in order to perform this action`],
  [FORBIDDEN_MESSAGE, msg`You are not allowed to perform this action`],
  [SERVER_ERROR_MESSAGE, msg`A server error occurred during request execution`],
  [EXTERNAL_SERVICE_MESSAGE, msg`Could not connect to external service, please try again later.`],
  [BUSY_MESSAGE, msg`We're very busy right now. Please try again in a few seconds.`],
  [
    DATABASE_UNAVAILABLE_MESSAGE,
    msg`We could not complete this just now. Please try again in a few seconds.`,
  ],
  [REQUEST_ABORTED_MESSAGE, msg`Request aborted`],
  [NETWORK_ERROR_MESSAGE, msg`Network Error`],
];

const sentences = new Map<string, MessageDescriptor>(knownSentences);

/** Sentences with a number in them, as the server writes them (tooManyAttemptsMessage, a bare status). */
export const knownPatterns: ReadonlyArray<readonly [RegExp, (number: number) => MessageDescriptor]> = [
  [
    /^Too many attempts\. Please try again in (\d+) seconds\.$/,
    (seconds) =>
      msg`Too many attempts. Please try again in ${select(countCategory(seconds), { one: `${countText(seconds)} second`, other: `${countText(seconds)} seconds` })}.`,
  ],
  [/^Request failed with status code (\d+)$/, (status) => msg`Request failed with status code ${status}`],
];

function localizedLine(i18n: I18n, line: string): string {
  const known = sentences.get(line);
  if (known) return i18n._(known);
  for (const [pattern, words] of knownPatterns) {
    const number = pattern.exec(line)?.[1];
    if (number !== undefined) return i18n._(words(Number(number)));
  }
  return line;
}

/** A message from the API (or several, a line each) in the page's language where its words are known. */
export function localizedMessage(i18n: I18n, text: string): string {
  return text
    .split('\n')
    .map((line) => localizedLine(i18n, line))
    .join('\n');
}
