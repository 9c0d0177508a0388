/**
 * Who is opening a SMART Health Link, as the clinic's software names itself in the manifest request
 * (`recipient`): kept and shown to the link's owner ("Opened by Dr. Lee's clinic, …"), so it must read as what
 * it is. Text that would display as something else is refused rather than cleaned.
 */

import type { Language } from './languages';

/** The longest recipient kept, in characters (code points): a clinic's or a person's name, not a message. */
export const RECIPIENT_MAX_LENGTH = 120;

export const recipientMessages: Readonly<
  Record<Language, { missing: string; tooLong: string; hidden: string }>
> = {
  en: {
    missing: 'Say who is opening the link.',
    tooLong: `Who is opening the link can have at most ${RECIPIENT_MAX_LENGTH} characters.`,
    hidden: 'Who is opening the link must be plain text, without invisible or direction-changing characters.',
  },
  es: {
    missing: 'Indique quién abre el enlace.',
    tooLong: `El nombre de quién abre el enlace puede tener como máximo ${RECIPIENT_MAX_LENGTH} caracteres.`,
    hidden:
      'El nombre de quién abre el enlace debe ser texto simple, sin caracteres invisibles ni caracteres que cambien la dirección del texto.',
  },
};

/**
 * Characters that never belong in a displayed name: controls (tab and line breaks too), format characters
 * (direction overrides and isolates, zero-width spaces, soft hyphens, the byte-order mark), lone surrogates,
 * private-use characters, and line and paragraph separators.
 */
const hiddenCharacter = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;

/** The zero-width non-joiner and joiner, which Persian, Indic scripts and emoji sequences need between two characters. */
const joinerBetweenCharacters = /(?<=[^\s\u200c\u200d])[\u200c\u200d](?=[^\s\u200c\u200d])/gu;

/** A combining mark with no base character before it (at the start, or after a space). */
const markWithoutBase = /(?:^|\s)\p{M}/u;

/**
 * Why this recipient (already trimmed) cannot be kept, or null when it can: in the page's language on the viewer's
 * page, in English in the API's answer to a clinic's software.
 */
export function recipientProblem(recipient: string, language: Language): string | null {
  const messages = recipientMessages[language];
  if (recipient.length === 0) return messages.missing;
  if ([...recipient].length > RECIPIENT_MAX_LENGTH) return messages.tooLong;
  const withoutJoiners = recipient.replace(joinerBetweenCharacters, '');
  if (hiddenCharacter.test(withoutJoiners) || markWithoutBase.test(recipient)) return messages.hidden;
  return null;
}
