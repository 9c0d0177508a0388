/** The lab's queue in the clinic's console (issue 47 item 2): how long a kit has waited, and a raw message shown safely. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days a kit has been at the lab: 0 on the day it arrived, never negative. */
export function daysAtLab(receivedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - receivedAt.getTime()) / DAY_MS));
}

/** How much of an unreadable message the console shows. */
export const LAB_MESSAGE_PREVIEW_LENGTH = 160;

/**
 * The first characters of a message that could not be read, safe to show on a staff screen: segment breaks and
 * other control characters written as visible escapes (`\r`, `\x0b`), so nothing in the bytes lays out or reads
 * as something else. An ellipsis says when there is more.
 */
export function labMessagePreview(raw: string, length = LAB_MESSAGE_PREVIEW_LENGTH): string {
  const head = Array.from(raw).slice(0, length);
  const shown = head
    .map((character) => {
      if (character === '\r') return '\\r';
      if (character === '\n') return '\\n';
      if (character === '\t') return '\\t';
      const code = character.codePointAt(0) ?? 0;
      // C0 and C1 controls, DEL, and the bidirectional and zero-width marks.
      if (
        code < 0x20 ||
        (code >= 0x7f && code < 0xa0) ||
        /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u.test(character)
      )
        return `\\x${code.toString(16).padStart(2, '0')}`;
      return character;
    })
    .join('');
  return Array.from(raw).length > length ? `${shown}…` : shown;
}
