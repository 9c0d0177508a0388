import { describe, expect, it } from 'vitest';
import { attentionCopy } from './attention-copy';

const today = '2026-11-25';

describe('attentionCopy', () => {
  it('asks for a new card when a storage renewal could not be charged, dated from the first failure', () => {
    const copy = attentionCopy(
      {
        kind: 'renewal_failed',
        date: '2026-11-20T08:00:00.000Z',
        subscription_id: 's-1',
        title: 'Sperm Freezing Yearly Plan',
      },
      today,
    );
    expect(copy.title).toBe('Your storage renewal could not be charged');
    expect(copy.body).toContain('We could not charge your card for Sperm Freezing Yearly Plan.');
    expect(copy.action).toEqual({ href: '/manage-billing', label: 'Update your card' });
    expect(copy.when).toMatch(/^Since /);
  });

  it('counts the days to a destruction date, in words', () => {
    const copy = attentionCopy(
      { kind: 'destruction_date', date: '2026-12-25', item_id: 'i', vial_count: 1 },
      today,
    );
    expect(copy.when).toMatch(/\(in 30 days\)$/);
    expect(copy.body).toContain('Your 1 vial is stored');
    expect(
      attentionCopy({ kind: 'destruction_date', date: '2026-12-25', item_id: 'i', vial_count: 4 }, today)
        .body,
    ).toContain('Your 4 vials are stored');
  });
});
