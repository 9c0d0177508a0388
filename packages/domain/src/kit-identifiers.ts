/**
 * The code printed on a kit (as a QR code on its packing slip) that registers it at /k-r/v-c/{identifier}.
 * Twelve letters of Crockford's base32 (no I, L, O or U, so it reads back unambiguously) carry 60 random
 * bits: a code cannot be guessed, and even a right guess still needs the owner's date of birth.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 12;

/** How many random bytes one identifier is made from. */
export const KIT_IDENTIFIER_BYTES = 8;

/** "FK-" and three groups of four letters, from KIT_IDENTIFIER_BYTES random bytes. */
export function kitIdentifierFrom(random: Uint8Array): string {
  if (random.length < KIT_IDENTIFIER_BYTES) throw new RangeError(`${KIT_IDENTIFIER_BYTES} bytes are needed`);
  let bits = 0n;
  for (const byte of random.subarray(0, KIT_IDENTIFIER_BYTES)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) {
    code = ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return `FK-${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** Where the kit's QR code leads: the registration that asks only for the owner's date of birth. */
export function kitRegistrationPath(identifier: string): string {
  return `/k-r/v-c/${encodeURIComponent(identifier)}`;
}
