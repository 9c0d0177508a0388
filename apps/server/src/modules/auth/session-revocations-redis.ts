import { connectRedisBroadcast } from '../../redis/broadcast';
import type { RevocationHandlers, SessionRevocationChannel } from './session-cache';

const CHANNEL = 'fathom:session-revocations';

/**
 * Revocations through Redis pub/sub: every instance subscribes, and a revocation on one is published to
 * all. A subscriber that loses its connection stops the instance's caching until it has subscribed again.
 */
export function connectRedisRevocations(
  redisUrl: string,
  handlers: RevocationHandlers,
  warn: (details: Record<string, unknown>, message: string) => void,
): SessionRevocationChannel {
  return connectRedisBroadcast(
    redisUrl,
    CHANNEL,
    { message: (userId) => handlers.revoked(userId), interrupted: () => handlers.interrupted() },
    warn,
  );
}
