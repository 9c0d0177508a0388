import { describe, expect, it } from 'vitest';
import { decryptShlinkFile, readShlink } from './shl-link';

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const key = base64Url(new Uint8Array(32).fill(7));

describe('readShlink', () => {
  it('reads the payload after shlink:/ in a viewer address fragment', () => {
    const payload = {
      url: 'https://portal.example/api/shl/x',
      key,
      exp: 1_900_000_000,
      flag: 'P',
      label: 'Results',
    };
    const encoded = base64Url(new TextEncoder().encode(JSON.stringify(payload)));
    expect(readShlink(`#shlink:/${encoded}`)).toEqual(payload);
  });

  it('answers null without a link, or with one it cannot read', () => {
    expect(readShlink('')).toBeNull();
    expect(readShlink('#shlink:/%%%')).toBeNull();
    expect(
      readShlink(`#shlink:/${base64Url(new TextEncoder().encode('{"url":"x","key":"short"}'))}`),
    ).toBeNull();
  });
});

describe('decryptShlinkFile', () => {
  it('decrypts a compact JWE (dir, A256GCM) with the link key', async () => {
    const header = base64Url(
      new TextEncoder().encode('{"alg":"dir","enc":"A256GCM","cty":"application/fhir+json"}'),
    );
    const iv = new Uint8Array(12).fill(1);
    const cryptoKey = await crypto.subtle.importKey('raw', new Uint8Array(32).fill(7), 'AES-GCM', false, [
      'encrypt',
    ]);
    const sealed = new Uint8Array(
      await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(header), tagLength: 128 },
        cryptoKey,
        new TextEncoder().encode('{"resourceType":"Bundle"}'),
      ),
    );
    const jwe = [
      header,
      '',
      base64Url(iv),
      base64Url(sealed.slice(0, -16)),
      base64Url(sealed.slice(-16)),
    ].join('.');
    expect(await decryptShlinkFile(jwe, key)).toBe('{"resourceType":"Bundle"}');
    await expect(decryptShlinkFile(jwe, base64Url(new Uint8Array(32)))).rejects.toThrow();
  });
});
