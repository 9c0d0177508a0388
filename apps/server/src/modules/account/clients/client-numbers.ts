import { createCipheriv } from 'node:crypto';

/**
 * How a customer number is made from its position in the database's sequence (ADR 043): a keyed permutation of
 * a range of numbers, so positions never collide (each is drawn once) and a number says nothing of the next one.
 *
 * Positions fill ranges in turn: the six-digit numbers from 200,000 (what customers have always been given;
 * those below belong to earlier records), 800,000 of them; then the seven-digit ones, 9,000,000; then the
 * eight-digit ones, and so on. Within its range a position is enciphered by a Feistel network whose round
 * functions are tables drawn from the key (AES-256-CTR), and walked again while it lands past the range's end
 * (cycle walking), which keeps the permutation inside the range.
 */

export const CLIENT_NUMBER_PREFIX = 'FA-';

/** Rounds of the Feistel network, as NIST's FF1 format-preserving cipher has. */
const ROUNDS = 10;

interface NumberRange {
  /** The first number of the range. */
  first: number;
  size: number;
  /** Bits of each half of the Feistel network: 2^(2·halfBits) is at least the range's size. */
  halfBits: number;
}

/** The range of the given order: 0 is the six-digit numbers from 200,000, 1 the seven-digit ones, … */
export function numberRange(order: number): NumberRange {
  const first = order === 0 ? 200_000 : 10 ** (5 + order);
  const size = 10 ** (6 + order) - first;
  return { first, size, halfBits: Math.ceil(Math.ceil(Math.log2(size)) / 2) };
}

/** The range a position falls in, and its place within that range. */
function placeOf(position: number): { order: number; offset: number } {
  let offset = position;
  for (let order = 0; ; order += 1) {
    const { size } = numberRange(order);
    if (offset < size) return { order, offset };
    offset -= size;
  }
}

export interface ClientNumbering {
  /** The customer number of a position of the sequence: `FA-` and its digits. */
  numberAt(position: number): string;
}

/**
 * The numbering of one key (32 bytes, kept in the database). The round tables of a range are drawn the first
 * time a position of that range is numbered.
 */
export function clientNumbering(key: Uint8Array): ClientNumbering {
  if (key.length !== 32) throw new Error('A client numbering key is 32 bytes.');
  const tablesByOrder = new Map<number, Uint32Array[]>();

  const tablesOf = (order: number, halfBits: number): Uint32Array[] => {
    const known = tablesByOrder.get(order);
    if (known) return known;
    const entries = 2 ** halfBits;
    // One keystream per range: its counter block starts with the range's order, so no two ranges share bytes.
    const counter = Buffer.alloc(16);
    counter.writeUInt32BE(order, 0);
    const cipher = createCipheriv('aes-256-ctr', key, counter);
    const stream = cipher.update(Buffer.alloc(ROUNDS * entries * 4));
    const mask = entries - 1;
    const tables = Array.from({ length: ROUNDS }, (_, round) => {
      const table = new Uint32Array(entries);
      for (let index = 0; index < entries; index += 1) {
        table[index] = stream.readUInt32BE((round * entries + index) * 4) & mask;
      }
      return table;
    });
    tablesByOrder.set(order, tables);
    return tables;
  };

  return {
    numberAt(position) {
      if (!Number.isSafeInteger(position) || position < 0) {
        throw new Error(`A client number's position is a whole number from 0: ${position}`);
      }
      const { order, offset } = placeOf(position);
      const { first, size, halfBits } = numberRange(order);
      const tables = tablesOf(order, halfBits);
      const half = 2 ** halfBits;
      let value = offset;
      do {
        let left = Math.floor(value / half);
        let right = value % half;
        for (const table of tables) {
          const mixed = left ^ (table[right] as number);
          left = right;
          right = mixed;
        }
        value = left * half + right;
      } while (value >= size);
      return `${CLIENT_NUMBER_PREFIX}${first + value}`;
    },
  };
}

/** Numberings already drawn, by key: a database keeps its key for good, so a process draws its tables once. */
const numberingsByKey = new Map<string, ClientNumbering>();
const KEYS_REMEMBERED = 8;

/** The numbering of a key, its tables drawn once per process (a memo of clientNumbering, which is pure). */
export function clientNumberingOf(key: Uint8Array): ClientNumbering {
  const name = Buffer.from(key).toString('hex');
  let numbering = numberingsByKey.get(name);
  if (!numbering) {
    numbering = clientNumbering(key);
    if (numberingsByKey.size >= KEYS_REMEMBERED) numberingsByKey.clear();
    numberingsByKey.set(name, numbering);
  }
  return numbering;
}
