import { Redis } from 'ioredis';
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
  // Subscribing again is done here on every 'ready', so the instance knows when it listens again.
  const subscriber = new Redis(redisUrl, { connectTimeout: 1000, autoResubscribe: false });
  // A revocation is not held up for long by an unreachable Redis: instances that cannot hear it do not cache.
  const publisher = new Redis(redisUrl, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  });
  let listening = false;
  let closing = false;

  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).then(
      () => {
        handlers.interrupted();
        listening = true;
      },
      (error: Error) => warn({ err: error.message }, 'session revocations: could not subscribe'),
    );
  });
  subscriber.on('close', () => {
    if (!listening) return;
    listening = false;
    handlers.interrupted();
    if (!closing) warn({}, 'session revocations: connection lost, sessions are read from the database');
  });
  subscriber.on('message', (channel: string, userId: string) => {
    if (channel === CHANNEL) handlers.revoked(userId);
  });
  // A lost connection is retried by ioredis; it must not crash the process meanwhile.
  subscriber.on('error', (error: Error) => warn({ err: error.message }, 'session revocations unavailable'));
  publisher.on('error', (error: Error) => warn({ err: error.message }, 'session revocations unavailable'));

  return {
    isListening: () => listening,
    async publish(userId) {
      try {
        await publisher.publish(CHANNEL, userId);
      } catch (error) {
        warn(
          { err: error instanceof Error ? error.message : String(error) },
          'session revocation not published: other instances drop it within the cache TTL',
        );
      }
    },
    async close() {
      closing = true;
      listening = false;
      await Promise.all([subscriber.quit().catch(() => undefined), publisher.quit().catch(() => undefined)]);
    },
  };
}
