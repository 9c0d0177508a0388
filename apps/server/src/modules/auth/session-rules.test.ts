import { describe, expect, it } from 'vitest';
import { isSessionUsable, sessionExpiry, shouldRecordActivity } from './session-rules';

const created = new Date('2025-03-01T08:00:00Z');
const minutes = (count: number) => count * 60 * 1000;
const at = (offsetMs: number) => new Date(created.getTime() + offsetMs);

describe('session rules', () => {
  const full = { lastSeenAt: created, expiresAt: sessionExpiry('full', created), revokedAt: null };

  it('ends a full session 12 hours after it began', () => {
    expect(sessionExpiry('full', created).toISOString()).toBe('2025-03-01T20:00:00.000Z');
  });

  it('ends a pending two-factor session after 10 minutes', () => {
    expect(sessionExpiry('pending_2fa', created).toISOString()).toBe('2025-03-01T08:10:00.000Z');
  });

  it('keeps a session used 29 minutes ago', () => {
    expect(isSessionUsable(full, at(minutes(29)))).toBe(true);
  });

  it('ends a session idle for 30 minutes', () => {
    expect(isSessionUsable(full, at(minutes(30)))).toBe(false);
  });

  it('ends an active session at its absolute expiry', () => {
    const recentlyUsed = { ...full, lastSeenAt: at(minutes(12 * 60 - 1)) };
    expect(isSessionUsable(recentlyUsed, at(minutes(12 * 60 - 1) + 1000))).toBe(true);
    expect(isSessionUsable(recentlyUsed, at(minutes(12 * 60)))).toBe(false);
  });

  it('ends a revoked session at once', () => {
    expect(isSessionUsable({ ...full, revokedAt: created }, at(1000))).toBe(false);
  });

  it('records activity at most once a minute', () => {
    expect(shouldRecordActivity(created, at(59_999))).toBe(false);
    expect(shouldRecordActivity(created, at(60_000))).toBe(true);
  });
});
