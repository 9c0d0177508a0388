import { describe, expect, it } from 'vitest';
import { retentionCutoff } from './retention';

describe('how long logs are kept', () => {
  const now = new Date('2026-12-05T10:30:00Z');

  it("keeps who read a result, staff audit, support's views and the lab's messages six calendar years", () => {
    for (const log of ['resultViews', 'staffAudit', 'viewAsGrants', 'labMessages'] as const) {
      expect(retentionCutoff(log, now).toISOString()).toBe('2020-12-05T10:30:00.000Z');
    }
  });

  it('keeps sent e-mails thirteen months, webhook ids ninety days, sign-in secrets thirty, order keys seven', () => {
    expect(retentionCutoff('sentEmails', now).toISOString()).toBe('2025-11-05T10:30:00.000Z');
    expect(retentionCutoff('processorEvents', now).toISOString()).toBe('2026-09-06T10:30:00.000Z');
    expect(retentionCutoff('signInSecrets', now).toISOString()).toBe('2026-11-05T10:30:00.000Z');
    expect(retentionCutoff('orderIdempotencyKeys', now).toISOString()).toBe('2026-11-28T10:30:00.000Z');
  });

  it('counts six years from 29 February to 1 March when the year has no 29th', () => {
    expect(retentionCutoff('staffAudit', new Date('2032-02-29T00:00:00Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });
});
