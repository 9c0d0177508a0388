/**
 * Reading a SMART Health Link in the browser, as any receiving application would: the `shlink:/` payload from
 * the address's fragment, and the record's compact JWE (`dir`, `A256GCM`) decrypted with the link's key.
 */
export interface ShlinkPayload {
  url: string;
  key: string;
  exp?: number;
  flag?: string;
  label?: string;
}

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
};

/** The payload after `shlink:/` in a link or fragment; null when there is none or it cannot be read. */
export function readShlink(text: string): ShlinkPayload | null {
  const encoded = text.slice(text.indexOf('shlink:/') + 'shlink:/'.length);
  if (!text.includes('shlink:/') || !encoded) return null;
  try {
    const payload = JSON.parse(new TextDecoder().decode(fromBase64Url(encoded))) as Partial<ShlinkPayload>;
    return typeof payload.url === 'string' && typeof payload.key === 'string' && payload.key.length === 43
      ? (payload as ShlinkPayload)
      : null;
  } catch {
    return null;
  }
}

/** The plaintext of a compact JWE with `alg: dir`, `enc: A256GCM`, under the link's key. */
export async function decryptShlinkFile(jwe: string, key: string): Promise<string> {
  const [header = '', , iv = '', ciphertext = '', tag = ''] = jwe.split('.');
  const cipherKey = await crypto.subtle.importKey('raw', fromBase64Url(key), 'AES-GCM', false, ['decrypt']);
  const sealed = new Uint8Array([...fromBase64Url(ciphertext), ...fromBase64Url(tag)]);
  const plain = await crypto.subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: fromBase64Url(iv),
      additionalData: new TextEncoder().encode(header),
      tagLength: 128,
    },
    cipherKey,
    sealed,
  );
  return new TextDecoder().decode(plain);
}
