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

  it('spends about the time of a real verification for an unknown account', async () => {
    const stored = await hasher.hash('Fathom-demo-1');
    await hasher.verifyNobody('warm-up');
    const realStarted = performance.now();
    await hasher.verify(stored, 'wrong-password');
    const realMs = performance.now() - realStarted;
    const nobodyStarted = performance.now();
    await hasher.verifyNobody('wrong-password');
    const nobodyMs = performance.now() - nobodyStarted;
    expect(nobodyMs).toBeGreaterThan(realMs * 0.3);
  });
});
