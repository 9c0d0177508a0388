import { createHash, randomBytes } from 'node:crypto';

/** A secret handed to a client once: 256 random bits, URL-safe. Only its hash is stored. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. Tokens carry 256 bits, so no salt or slow hash is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
