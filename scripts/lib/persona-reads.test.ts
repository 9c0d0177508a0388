import { describe, expect, it } from 'vitest';
import { demoCustomers, readsByRole } from './persona-reads.mjs';

describe('what the restore drill reads of each demo persona', () => {
  it('reads the account holder before the partner, so that the drill never compares its own sign-in of the partner', () => {
    expect(demoCustomers.indexOf('sam@example.com')).toBeLessThan(demoCustomers.indexOf('jamie@example.com'));
    expect(demoCustomers).toHaveLength(10);
    expect(demoCustomers.filter((email) => /^(lab|clinician|support|admin)@/.test(email))).toEqual([]);
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
