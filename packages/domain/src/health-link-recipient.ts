/**
 * Who is opening a SMART Health Link, as the clinic's software names itself in the manifest request
 * (`recipient`): kept and shown to the link's owner ("Opened by Dr. Lee's clinic, …"), so it must read as what
 * it is. Text that would display as something else is refused rather than cleaned.
 */

/** The longest recipient kept, in characters (code points): a clinic's or a person's name, not a message. */
export const RECIPIENT_MAX_LENGTH = 120;

export const recipientMessages = {
  missing: 'Say who is opening the link.',
  tooLong: `Who is opening the link can have at most ${RECIPIENT_MAX_LENGTH} characters.`,
  hidden: 'Who is opening the link must be plain text, without invisible or direction-changing characters.',
} as const;

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

/** Why this recipient (already trimmed) cannot be kept, or null when it can. */
export function recipientProblem(recipient: string): string | null {
  if (recipient.length === 0) return recipientMessages.missing;
  if ([...recipient].length > RECIPIENT_MAX_LENGTH) return recipientMessages.tooLong;
  const withoutJoiners = recipient.replace(joinerBetweenCharacters, '');
  if (hiddenCharacter.test(withoutJoiners) || markWithoutBase.test(recipient))
    return recipientMessages.hidden;
  return null;
}
