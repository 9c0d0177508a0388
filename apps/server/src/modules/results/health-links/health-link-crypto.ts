import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { FHIR_JSON } from '@fathom/domain/fhir-record';
import { CompactEncrypt } from 'jose';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

/**
 * The record encrypted as the SMART Health Links specification says: compact JWE, `alg: dir`, `enc: A256GCM`,
 * `cty` the content type, under the link's own 256-bit key; a fresh nonce for each encryption.
 */
export function encryptRecord(record: unknown, key: Uint8Array): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(record)))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', cty: FHIR_JSON })
    .encrypt(key);
}

export interface ShlinkPayload {
  url: string;
  key: string;
  exp: number;
  flag?: 'P';
  label: string;
  v: 1;
}

/** The `shlink:/` URI: the minified payload, base64url-encoded. */
export function shlinkUri(payload: ShlinkPayload): string {
  return `shlink:/${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
}

/** A passcode kept as a salted scrypt hash: `scrypt$<salt>$<hash>`. */
export async function hashPasscode(passcode: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(passcode, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function passcodeMatches(passcode: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(passcode, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}
