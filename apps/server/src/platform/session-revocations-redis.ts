import { connectRedisBroadcast } from '../redis/broadcast';
import type { SharedRedis } from '../redis/shared-redis';
import type { RevocationHandlers, SessionRevocationChannel } from './session-cache';

/** The channel's name after the environment's prefix (`fathom:production:session-revocations`). */
const CHANNEL = 'session-revocations';

/**
 * Revocations through Redis pub/sub: every instance subscribes, and a revocation on one is published to
 * all. A subscriber that loses its connection stops the instance's caching until it has subscribed again.
 */
export function connectRedisRevocations(
  redis: SharedRedis,
  handlers: RevocationHandlers,
  warn: (details: Record<string, unknown>, message: string) => void,
): SessionRevocationChannel {
  return connectRedisBroadcast(
    redis,
    CHANNEL,
    { message: (userId) => handlers.revoked(userId), interrupted: () => handlers.interrupted() },
    warn,
  );
}
