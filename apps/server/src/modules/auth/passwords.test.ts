import * as argon2 from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwords';

describe('password hasher', () => {
  const hasher = createPasswordHasher();

  it('stores argon2id hashes that verify the same password only', async () => {
    const stored = await hasher.hash('Fathom-demo-1');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(await hasher.verify(stored, 'Fathom-demo-1')).toBe(true);
    expect(await hasher.verify(stored, 'fathom-demo-1')).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });

  it('refuses, without throwing, a stored hash that is not argon2', async () => {
    expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
  });

  it("runs a real argon2id verification, with the stored hashes' cost, for an unknown account", async () => {
    const verified: string[] = [];
    const recording = createPasswordHasher({
      hash: argon2.hash,
      verify: (passwordHash, password) => {
        verified.push(String(passwordHash));
        return argon2.verify(passwordHash, password);
      },
    });
    const stored = await recording.hash('Fathom-demo-1');
    await recording.verifyNobody('wrong-password');
    expect(verified).toHaveLength(1);
    const costOf = (passwordHash: string) => passwordHash.split('$').slice(1, 4).join('$');
    expect(costOf(verified[0] as string)).toBe(costOf(stored));
    expect(costOf(stored)).toBe('argon2id$v=19$m=19456,t=2,p=1');
  });
});
