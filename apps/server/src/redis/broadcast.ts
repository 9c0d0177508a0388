import { Redis } from 'ioredis';

export interface BroadcastHandlers {
  /** A message published by any instance (this one too). */
  message(text: string): void;
  /** Messages may have been missed (the connection dropped, or listening just started). */
  interrupted(): void;
}

export interface Broadcast {
  /** Tells every instance, this one too. Failures are logged, never thrown. */
  publish(text: string): Promise<void>;
  /** True while this instance receives the channel's messages. */
  isListening(): boolean;
  close(): Promise<void>;
}

type Warn = (details: Record<string, unknown>, message: string) => void;

/**
 * One Redis pub/sub channel that every instance subscribes to. The subscriber reports each (re)subscription
 * as an interruption, since messages sent while it was away are lost; publishing never waits long on an
 * unreachable Redis.
 */
export function connectRedisBroadcast(
  redisUrl: string,
  channel: string,
  handlers: BroadcastHandlers,
  warn: Warn,
): Broadcast {
  // Subscribing again is done here on every 'ready', so the instance knows when it listens again.
  const subscriber = new Redis(redisUrl, { connectTimeout: 1000, autoResubscribe: false });
  const publisher = new Redis(redisUrl, {
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
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
  // A lost connection is retried by ioredis; it must not crash the process meanwhile.
  subscriber.on('error', (error: Error) => warn({ err: error.message, channel }, 'Redis unavailable'));
  publisher.on('error', (error: Error) => warn({ err: error.message, channel }, 'Redis unavailable'));

  return {
    isListening: () => listening,
    async publish(text) {
      try {
        await publisher.publish(channel, text);
      } catch (error) {
        warn(
          { err: error instanceof Error ? error.message : String(error), channel },
          'not published: other instances catch up within their cache TTL',
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
