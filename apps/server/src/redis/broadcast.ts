import { Redis } from 'ioredis';
import { REDIS_ANSWER_TIMEOUT_MS } from './redis-breaker';
import type { SharedRedis } from './shared-redis';

export interface BroadcastHandlers {
  /** A message published by any instance (this one too). */
  message(text: string): void;
  /** Messages may have been missed (the connection dropped, Redis was taken for down, or listening just started). */
  interrupted(): void;
}

export interface Broadcast {
  /** Tells every instance, this one too. Failures are logged, never thrown; nothing is sent while Redis is down. */
  publish(text: string): Promise<void>;
  /** True while this instance receives the channel's messages and Redis is taken for up. */
  isListening(): boolean;
  close(): Promise<void>;
}

type Warn = (details: Record<string, unknown>, message: string) => void;

/**
 * One Redis pub/sub channel, `<prefix><name>`, that every instance of the environment subscribes to. The subscriber
 * reports each (re)subscription as an interruption, since messages sent while it was away are lost, and so does
 * the instance's Redis breaker when Redis answers again after being taken for down. Publishing goes through the
 * breaker: it waits on a stalled Redis once per window at most, with every other use of Redis on the instance.
 */
export function connectRedisBroadcast(
  redis: SharedRedis,
  name: string,
  handlers: BroadcastHandlers,
  warn: Warn,
): Broadcast {
  const channel = `${redis.prefix}${name}`;
  // Subscribing again is done here on every 'ready', so the instance knows when it listens again.
  const subscriber = new Redis(redis.url, { connectTimeout: 1000, autoResubscribe: false });
  const publisher = new Redis(redis.url, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    // The breaker gives up on a message first; this only clears what a stalled connection still holds.
    commandTimeout: 2 * REDIS_ANSWER_TIMEOUT_MS,
  });
  let listening = false;
  let closing = false;

  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        handlers.interrupted();
        listening = true;
      },
      (error: Error) => warn({ err: error.message, channel }, 'could not subscribe'),
    );
  });
  subscriber.on('close', () => {
    if (!listening) return;
    listening = false;
    handlers.interrupted();
    if (!closing) warn({ channel }, 'Redis connection lost: caching stops until it is back');
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from === channel) handlers.message(text);
  });
  // While Redis was taken for down, other instances' messages may have been lost on the way.
  const stopHearingRecovery = redis.breaker.onRecovery(() => handlers.interrupted());
  // A lost connection is retried by ioredis; it must not crash the process meanwhile.
  subscriber.on('error', (error: Error) => warn({ err: error.message, channel }, 'Redis unavailable'));
  publisher.on('error', (error: Error) => warn({ err: error.message, channel }, 'Redis unavailable'));

  return {
    isListening: () => listening && redis.breaker.isUp(),
    async publish(text) {
      // Not answered: the breaker has said so; the other instances catch up within their cache TTL.
      await redis.breaker.call(() => publisher.publish(channel, text));
    },
    async close() {
      closing = true;
      listening = false;
      stopHearingRecovery();
      await Promise.all([subscriber.quit().catch(() => undefined), publisher.quit().catch(() => undefined)]);
    },
  };
}
