/**
 * The character sets (HL7 table 0211, named in MSH-18) whose bytes Fathom reads. An empty MSH-18 is read as UTF-8:
 * the standard's default, ASCII, is a part of it, and labs that name nothing mostly send UTF-8.
 */
export type Hl7Charset = 'ascii' | 'latin1' | 'utf8';

const CHARSETS: Record<string, Hl7Charset> = {
  '': 'utf8',
  ASCII: 'ascii',
  'ISO IR6': 'ascii',
  '8859/1': 'latin1',
  'UNICODE UTF-8': 'utf8',
};

/** What a message's bytes read as: its text, and why it could not be read in the set it names (null when it could). */
export interface Hl7Decoding {
  text: string;
  /** MSH-18 as the message names it (its first repetition, trimmed; '' when it names none). */
  named: string;
  charset: Hl7Charset | null;
  problem: { code: '102' | '103'; text: string } | null;
}

/** MSH-18 of a message's bytes, read before the rest: MSH up to MSH-18 is in ASCII whatever the set. */
export function namedCharset(bytes: Buffer): string {
  const head = bytes.toString('latin1', 0, Math.min(bytes.length, 4096)).replace(/^[\r\n]+/, '');
  if (!head.startsWith('MSH') || head.length < 8) return '';
  const separator = head[3] ?? '|';
  const [component = '^', repetition = '~'] = [head[4], head[5]];
  const msh = head.split(/[\r\n]/, 1)[0] ?? '';
  const field = msh.split(separator)[17] ?? '';
  const first = field.split(repetition)[0]?.split(component)[0] ?? '';
  return first.trim().replace(/\s+/g, ' ').toUpperCase();
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a message's bytes in the character set its MSH-18 names. A set Fathom does not read, or bytes that are
 * not of the set named, give a problem (the message is answered AE, naming it); the text is then read as UTF-8,
 * with replacement characters, for the header the answer needs.
 */
export function decodeHl7(bytes: Buffer): Hl7Decoding {
  const named = namedCharset(bytes);
  const charset = CHARSETS[named] ?? null;
  const lossy = () => bytes.toString('utf8');
  if (!charset) {
    return {
      text: lossy(),
      named,
      charset,
      problem: {
        code: '103',
        text: `Fathom reads messages in ASCII, 8859/1 or UNICODE UTF-8 (MSH-18), not in ${named}.`,
      },
    };
  }
  if (charset === 'latin1') return { text: bytes.toString('latin1'), named, charset, problem: null };
  if (charset === 'ascii' && bytes.some((byte) => byte > 0x7f)) {
    return {
      text: lossy(),
      named,
      charset,
      problem: { code: '102', text: 'The message names ASCII (MSH-18) but has bytes outside it.' },
    };
  }
  try {
    return { text: utf8.decode(bytes), named, charset, problem: null };
  } catch {
    const which = named ? `names ${named}` : 'names no character set';
    return {
      text: lossy(),
      named,
      charset,
      problem: {
        code: '102',
        text: `The message ${which} (MSH-18, read as UTF-8) but its bytes are not UTF-8.`,
      },
    };
  }
}

/** The bytes of an answer in the message's own character set (text it cannot hold is sent as UTF-8). */
export function encodeHl7(text: string, charset: Hl7Charset | null): Buffer {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the Latin-1 range is the point
  if (charset === 'latin1' && /^[\u0000-\u00ff]*$/.test(text)) return Buffer.from(text, 'latin1');
  return Buffer.from(text, 'utf8');
}
