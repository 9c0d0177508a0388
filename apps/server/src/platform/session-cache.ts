import { performance } from 'node:perf_hooks';
import type { StoredSession } from './auth-context';

/**
 * How long a session read from the database is reused without reading it again. Revocations drop it at
 * once (here, and on the other instances through Redis); the TTL bounds what a change made outside the
 * server (a staff member's SQL) or a lost message can leave in memory.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** Revocations shared between instances (Redis pub/sub when REDIS_URL is set). */
export interface SessionRevocationChannel {
  /** Tells every instance (this one too) that the user's sessions or account changed. */
  publish(userId: string): Promise<void>;
  /**
   * True while this instance receives the others' revocations. Sessions are cached only then: an
   * instance that could miss a revocation reads every session from the database.
   */
  isListening(): boolean;
  close(): Promise<void>;
}

export interface RevocationHandlers {
  /** Another instance (or this one) changed the user's sessions. */
  revoked(userId: string): void;
  /** Messages may have been missed (the connection dropped, or listening just started): forget everything. */
  interrupted(): void;
}

export interface SessionCache {
  /**
   * The session of a token hash: from memory when read less than the TTL ago and still usable by
   * `stillUsable`, else from `read`. Only usable sessions are kept; an unknown or ended token is read
   * from the database every time.
   */
  find(
    tokenHash: string,
    lookup: {
      read: () => Promise<StoredSession | null>;
      stillUsable: (session: StoredSession) => boolean;
    },
  ): Promise<StoredSession | null>;
  /** Keeps the last use just written (and the browser, when it was first recorded) with the cached session. */
  recordActivity(tokenHash: string, lastSeenAt: Date, userAgent: string | null): void;
  /**
   * Drops the user's cached sessions here and on every other instance. Call it after a change to the
   * user's sessions (revoked) or to their account row (names, two-factor, disabled) has committed.
   */
  forgetUser(userId: string): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  session: StoredSession;
  storedAt: number;
}

/**
 * Per-instance memory of session look-ups, so an authenticated read costs no session query. Without a
 * revocation channel (one instance, no REDIS_URL) local forgetting is all there is to do.
 */
export function createSessionCache(
  options: {
    connectRevocations?: (handlers: RevocationHandlers) => SessionRevocationChannel;
    ttlMs?: number;
    /** Milliseconds of a monotonic clock: the TTL is real time, whatever the sessions' clock says. */
    monotonicNow?: () => number;
  } = {},
): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const monotonicNow = options.monotonicNow ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const reads = new Map<string, Promise<StoredSession | null>>();
  // A read that started before a revocation must not put its answer into the cache afterwards.
  let generation = 0;

  const forgetLocally = (userId: string) => {
    generation += 1;
    reads.clear();
    for (const [tokenHash, entry] of entries) {
      if (entry.session.user.id === userId) entries.delete(tokenHash);
    }
  };
  const forgetEverything = () => {
    generation += 1;
    reads.clear();
    entries.clear();
  };

  const channel = options.connectRevocations?.({
    revoked: forgetLocally,
    interrupted: forgetEverything,
  });
  const caching = () => channel?.isListening() ?? true;

  const keep = (tokenHash: string, session: StoredSession) => {
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(tokenHash, { session, storedAt: monotonicNow() });
  };

  return {
    async find(tokenHash, lookup) {
      const entry = entries.get(tokenHash);
      if (entry) {
        if (monotonicNow() - entry.storedAt < ttlMs && lookup.stillUsable(entry.session) && caching())
          return entry.session;
        entries.delete(tokenHash);
      }
      const pending = reads.get(tokenHash);
      if (pending) return pending;
      const startedIn = generation;
      const read = lookup.read().then((session) => {
        if (session && generation === startedIn && caching() && lookup.stillUsable(session))
          keep(tokenHash, session);
        return session;
      });
      reads.set(tokenHash, read);
      const forgetRead = () => {
        if (reads.get(tokenHash) === read) reads.delete(tokenHash);
      };
      read.then(forgetRead, forgetRead);
      return read;
    },
    recordActivity(tokenHash, lastSeenAt, userAgent) {
      const entry = entries.get(tokenHash);
      if (!entry) return;
      entry.session = {
        ...entry.session,
        lastSeenAt,
        userAgent: entry.session.userAgent ?? userAgent?.slice(0, 300) ?? null,
      };
    },
    async forgetUser(userId) {
      forgetLocally(userId);
      await channel?.publish(userId);
    },
    async close() {
      forgetEverything();
      await channel?.close();
    },
  };
}
