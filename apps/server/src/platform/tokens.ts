import { hash, randomBytes, randomFillSync } from 'node:crypto';

/**
 * Random bytes are drawn from the operating system 4 kB at a time, as Node draws them for `randomUUID`: a draw per
 * token cost about a fifth of an anonymous request's CPU, since each such request is given an XSRF cookie (ADR 069).
 * Bytes are handed out once, and wiped from the pool as they are.
 */
const pool = Buffer.alloc(4096);
let next = pool.length;

/** `size` random bytes, never handed out before; from the pool when they fit in it. */
export function drawRandomBytes(size: number): Buffer {
  if (size > pool.length) return randomBytes(size);
  if (next + size > pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const drawn = Buffer.from(pool.subarray(next, next + size));
  pool.fill(0, next, next + size);
  next += size;
  return drawn;
}

/** A secret handed to a client once: 256 random bits, URL-safe. Only its hash is stored. */
export function generateToken(): string {
  return drawRandomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. Tokens carry 256 bits, so no salt or slow hash is needed. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
