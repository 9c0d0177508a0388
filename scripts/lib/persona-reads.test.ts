import { describe, expect, it } from 'vitest';
import { authenticatorCode, demoCustomers, readsByRole } from './persona-reads.mjs';

describe('what the restore drill reads of each demo persona', () => {
  it("makes RFC 6238's authenticator codes (SHA-1, six digits), as the server checks them", () => {
    // The RFC's test vectors: the secret "12345678901234567890" in base32, at its times (step = seconds / 30).
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const vectors: [number, string][] = [
      [59, '287082'],
      [1_111_111_109, '081804'],
      [1_111_111_111, '050471'],
      [1_234_567_890, '005924'],
      [2_000_000_000, '279037'],
      [20_000_000_000, '353130'],
    ];
    for (const [time, code] of vectors)
      expect(authenticatorCode(secret, Math.floor(time / 30)), `${time}`).toBe(code);
  });

  it('reads the account holder before the partner, so that the drill never compares its own sign-in of the partner', () => {
    expect(demoCustomers.indexOf('sam@example.com')).toBeLessThan(demoCustomers.indexOf('jamie@example.com'));
  });

  it("reads a customer's orders, results, vials and agreements, and what a partner may read of them", () => {
    const paths = (role: string) => readsByRole[role]?.map((read) => read.path);
    expect(paths('client')).toEqual(
      expect.arrayContaining([
        '/api/restify/orders',
        '/api/restify/result-documents',
        '/api/cryogenics',
        '/api/restify/documents',
      ]),
    );
    expect(paths('authorized_user')).toEqual(
      expect.arrayContaining(['/api/restify/result-documents', '/api/restify/documents']),
    );
  });
});
