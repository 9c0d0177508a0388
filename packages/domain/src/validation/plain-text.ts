/**
 * Text that shows what it says. Names, addresses and notes reach PDFs, emails and staff's screens, where
 * characters that change the direction of what follows (U+202A to U+202E, U+2066 to U+2069), invisible ones
 * (U+200B to U+200F, the other format characters) or accents on nothing can make one name read as another, or
 * hide part of a text. They are refused, but where a script needs them: the joiners U+200C and U+200D shape
 * Arabic, Persian and the Indic scripts, and join emoji into one.
 */
import { createRule, type Rule } from './rules';

export const PRETENDING_CHARACTER_MESSAGE =
  'Text must not contain invisible or direction-changing characters.';

export interface PretendingCharacter {
  /** Where it is, in UTF-16 code units. */
  index: number;
  codePoint: number;
  reason: 'format' | 'mark without a base';
}

const ZERO_WIDTH_NON_JOINER = 0x200c;
const ZERO_WIDTH_JOINER = 0x200d;

/** Format characters (bidirectional controls, zero-width and invisible characters, tags, ...). */
const format = /\p{Cf}/u;
const mark = /\p{M}/u;
/** What no accent sits on (besides the text's start): spaces and line breaks, controls and format characters. */
const noBase = /[\p{Z}\s\p{Cc}\p{Cf}]/u;

/**
 * Scripts whose words are shaped with the joiners: letters join or stay apart around them (Persian, Urdu), or a
 * consonant cluster is written one way rather than another (the Indic scripts).
 */
const joiningScript =
  /[\p{scx=Arabic}\p{scx=Syriac}\p{scx=Thaana}\p{scx=Nko}\p{scx=Mongolian}\p{scx=Devanagari}\p{scx=Bengali}\p{scx=Gurmukhi}\p{scx=Gujarati}\p{scx=Oriya}\p{scx=Tamil}\p{scx=Telugu}\p{scx=Kannada}\p{scx=Malayalam}\p{scx=Sinhala}\p{scx=Tibetan}\p{scx=Myanmar}\p{scx=Khmer}]/u;
const pictograph = /\p{Extended_Pictographic}/u;
/** What may stand between a pictograph and the joiner that follows it: a variation selector or a skin tone. */
const pictographModifier = /[\uFE0F\p{Emoji_Modifier}]/u;

/** Whether a joiner at this place shapes a script or an emoji, rather than hiding between two letters. */
function joinerIsNeeded(characters: readonly string[], at: number): boolean {
  const before = characters[at - 1];
  if (before === undefined) return false;
  // The letter the joiner follows, past its accents and viramas (an accent alone may belong to many scripts).
  let base = at - 1;
  while (base > 0 && mark.test(characters[base] as string)) base -= 1;
  if (joiningScript.test(characters[base] as string)) return true;
  if (characters[at]?.codePointAt(0) !== ZERO_WIDTH_JOINER) return false;
  const after = characters[at + 1];
  const emoji = pictographModifier.test(before) ? characters[at - 2] : before;
  return emoji !== undefined && pictograph.test(emoji) && after !== undefined && pictograph.test(after);
}

const isJoiner = (codePoint: number | undefined) =>
  codePoint === ZERO_WIDTH_NON_JOINER || codePoint === ZERO_WIDTH_JOINER;

/** The first character that would make the text pretend, or undefined when it shows what it says. */
export function findPretendingCharacter(text: string): PretendingCharacter | undefined {
  // Most text holds neither a format character nor a mark: one look says so.
  if (!/[\p{Cf}\p{M}]/u.test(text)) return undefined;
  const characters = Array.from(text);
  let index = 0;
  for (let at = 0; at < characters.length; at += 1) {
    const character = characters[at] as string;
    const codePoint = character.codePointAt(0) as number;
    if (format.test(character) && !(isJoiner(codePoint) && joinerIsNeeded(characters, at))) {
      return { index, codePoint, reason: 'format' };
    }
    const before = characters[at - 1];
    // A format character before a mark was a needed joiner, or the text was refused already.
    if (
      mark.test(character) &&
      (before === undefined || (noBase.test(before) && !isJoiner(before.codePointAt(0))))
    ) {
      return { index, codePoint, reason: 'mark without a base' };
    }
    index += character.length;
  }
  return undefined;
}

/** The form rule: names, addresses and notes show what they say (findPretendingCharacter). */
export const plainText: Rule = /* @__PURE__ */ createRule(
  (value) => typeof value !== 'string' || findPretendingCharacter(value) === undefined,
  'plainText',
);
