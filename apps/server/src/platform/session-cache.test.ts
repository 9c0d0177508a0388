import { describe, expect, it } from 'vitest';
import type { AuthUser, StoredSession } from './auth-context';
import { createSessionCache, type RevocationHandlers } from './session-cache';

const user = (id: string): AuthUser => ({
  id,
  email: `${id}@example.com`,
  role: 'client',
  staffRole: null,
  firstName: 'Sam',
  lastName: 'Whitaker',
  preferredFirstName: null,
  clientId: null,
  parentUserId: null,
  parentClientId: null,
  google2faConfiguredAt: null,
  flagUnmarketable: false,
  language: null,
});

const session = (userId: string): StoredSession => ({
  id: `session-of-${userId}`,
  kind: 'full',
  disableTrackEvents: false,
  kitItemId: null,
  lastSeenAt: new Date('2026-11-23T12:00:00Z'),
  expiresAt: new Date('2026-11-23T23:00:00Z'),
  userAgent: null,
  revokedAt: null,
  user: user(userId),
});

/** A database stand-in that counts its reads and answers what the test puts in it. */
function sessionTable(initial: StoredSession | null) {
  let row = initial;
  let reads = 0;
  return {
    set(next: StoredSession | null) {
      row = next;
    },
    get reads() {
      return reads;
    },
    lookup(stillUsable: (stored: StoredSession) => boolean = (stored) => stored.revokedAt === null) {
      return {
        read: async () => {
          reads += 1;
          return row;
        },
        stillUsable,
      };
    },
  };
}

describe('session cache', () => {
  it('reads a session once within the TTL and again after it', async () => {
    let clock = 0;
    const cache = createSessionCache({ ttlMs: 5_000, monotonicNow: () => clock });
    const table = sessionTable(session('sam'));
    await cache.find('hash', table.lookup());
    await cache.find('hash', table.lookup());
    expect(table.reads).toBe(1);
    clock = 5_000;
    await cache.find('hash', table.lookup());
    expect(table.reads).toBe(2);
  });

  it('reads simultaneous look-ups of one token once', async () => {
    const cache = createSessionCache();
    const table = sessionTable(session('sam'));
    await Promise.all([1, 2, 3].map(() => cache.find('hash', table.lookup())));
    expect(table.reads).toBe(1);
  });

  it('reads again a cached session the rules no longer allow, and keeps no unknown token', async () => {
    const cache = createSessionCache();
    const table = sessionTable(session('sam'));
    await cache.find('hash', table.lookup());
    await cache.find(
      'hash',
      table.lookup(() => false),
    );
    expect(table.reads).toBe(2);
    table.set(null);
    expect(await cache.find('other', table.lookup())).toBeNull();
    expect(await cache.find('other', table.lookup())).toBeNull();
    expect(table.reads).toBe(4);
  });

  it('forgets every cached session of a user, and only theirs', async () => {
    const cache = createSessionCache();
    const sam = sessionTable(session('sam'));
    const drew = sessionTable(session('drew'));
    await cache.find('sam-laptop', sam.lookup());
    await cache.find('drew-phone', drew.lookup());
    await cache.forgetUser('sam');
    sam.set({ ...session('sam'), revokedAt: new Date() });
    expect((await cache.find('sam-laptop', sam.lookup()))?.revokedAt).not.toBeNull();
    await cache.find('drew-phone', drew.lookup());
    expect([sam.reads, drew.reads]).toEqual([2, 1]);
  });

  it('does not keep the answer of a read that was under way when the user was forgotten', async () => {
    const cache = createSessionCache();
    let answer: (stored: StoredSession) => void = () => {};
    const slowRead = {
      read: () =>
        new Promise<StoredSession | null>((resolve) => {
          answer = resolve;
        }),
      stillUsable: () => true,
    };
    const during = cache.find('hash', slowRead);
    await cache.forgetUser('sam');
    // A request arriving after the revocation does not wait for the read that began before it.
    const table = sessionTable({ ...session('sam'), revokedAt: new Date() });
    expect((await cache.find('hash', table.lookup()))?.revokedAt).not.toBeNull();
    answer(session('sam'));
    await during;
    await cache.find('hash', table.lookup());
    expect(table.reads).toBe(2);
  });

  it('publishes a forgotten user to the other instances, and forgets users they publish', async () => {
    const published: string[] = [];
    let handlers: RevocationHandlers | undefined;
    const cache = createSessionCache({
      connectRevocations: (given) => {
        handlers = given;
        return {
          publish: async (userId) => void published.push(userId),
          isListening: () => true,
          close: async () => {},
        };
      },
    });
    await cache.forgetUser('sam');
    expect(published).toEqual(['sam']);
    const table = sessionTable(session('drew'));
    await cache.find('hash', table.lookup());
    handlers?.revoked('drew');
    await cache.find('hash', table.lookup());
    expect(table.reads).toBe(2);
  });

  it('caches nothing while it cannot hear the other instances, and forgets everything when it may have missed one', async () => {
    let listening = false;
    let handlers: RevocationHandlers | undefined;
    const cache = createSessionCache({
      connectRevocations: (given) => {
        handlers = given;
        return { publish: async () => {}, isListening: () => listening, close: async () => {} };
      },
    });
    const table = sessionTable(session('sam'));
    await cache.find('hash', table.lookup());
    await cache.find('hash', table.lookup());
    expect(table.reads).toBe(2);
    listening = true;
    await cache.find('hash', table.lookup());
    await cache.find('hash', table.lookup());
    expect(table.reads).toBe(3);
    handlers?.interrupted();
    await cache.find('hash', table.lookup());
    expect(table.reads).toBe(4);
  });

  it('keeps the last use written with the cached session', async () => {
    const cache = createSessionCache();
    const table = sessionTable(session('sam'));
    await cache.find('hash', table.lookup());
    const usedAt = new Date('2026-11-23T12:05:00Z');
    cache.recordActivity('hash', usedAt, 'Firefox');
    const cached = await cache.find('hash', table.lookup());
    expect([cached?.lastSeenAt, cached?.userAgent, table.reads]).toEqual([usedAt, 'Firefox', 1]);
  });
});
