import { createHmac } from 'node:crypto';

/** The demo's staff, one per role, with their authenticator secrets (the README's demo table). */
export const demoStaff = /** @type {const} */ ({
  lab: { email: 'lab@example.com', totpSecret: 'LABSTAFFLABSTAFFLABSTAFFLABSTAFF' },
  clinician: { email: 'clinician@example.com', totpSecret: 'CLINICIANCLINICIANCLINICIANCLINI' },
  support: { email: 'support@example.com', totpSecret: 'SUPPORTSUPPORTSUPPORTSUPPORTSUPP' },
  admin: { email: 'admin@example.com', totpSecret: 'ADMINADMINADMINADMINADMINADMINAD' },
});

/** RFC 6238: HMAC-SHA1 over 30-second steps, 6 digits (what authenticator apps show). */
function totp(/** @type {string} */ secret, at = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of secret) bits += alphabet.indexOf(character).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * Signs a demo staff member in (password, then the authenticator's code) and answers the session's bearer
 * token. Each server signs each role in once, so one step's code is never used twice.
 * @param {string} url
 * @param {keyof typeof demoStaff} role
 */
export async function signInStaff(url, role) {
  const headers = { 'content-type': 'application/json', accept: 'application/vnd.api+json' };
  const { email, totpSecret } = demoStaff[role];
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'Fathom-demo-1' }),
  });
  if (!login.ok) throw new Error(`Signing ${email} in answered ${login.status}`);
  const pending = /** @type {{ data: { token: string } }} */ (await login.json()).data.token;
  const completed = await fetch(`${url}/api/login-2fa`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${pending}` },
    body: JSON.stringify({ one_time_password: totp(totpSecret) }),
  });
  if (!completed.ok) throw new Error(`${email}'s authenticator code answered ${completed.status}`);
  return /** @type {{ data: { token: string } }} */ (await completed.json()).data.token;
}
