import { randomUUID } from 'node:crypto';
import type { Broadcast } from '../redis/broadcast';
import { connectRedisBroadcast } from '../redis/broadcast';
import type { SharedRedis } from '../redis/shared-redis';
import type { TableChanges } from './table-changes';

/** The channel's name after the environment's prefix (`fathom:production:table-changes`). */
const CHANNEL = 'table-changes';
const EVERYTHING = '*';

/**
 * Shares this instance's committed writes with the other instances through Redis, and theirs with this
 * one: each message names the instance and the tables (or everything). Writes of one turn of the event
 * loop go out as one message.
 */
export function shareTableChangesThroughRedis(
  redis: SharedRedis,
  changes: TableChanges,
  warn: (details: Record<string, unknown>, message: string) => void,
): Broadcast {
  const instance = randomUUID();
  const broadcast = connectRedisBroadcast(
    redis,
    CHANNEL,
    {
      message(text) {
        const [from, ...tables] = text.split(' ');
        if (from === instance) return;
        if (tables.includes(EVERYTHING)) changes.changedAll();
        else changes.changed(tables);
      },
      interrupted: () => changes.changedAll(),
    },
    warn,
  );
  let pending: Set<string> | null = null;
  changes.onLocalWrite((tables) => {
    if (!pending) {
      pending = new Set();
      setImmediate(() => {
        const names = [...(pending ?? [])];
        pending = null;
        void broadcast.publish([instance, ...names].join(' '));
      });
    }
    for (const table of tables === 'all' ? [EVERYTHING] : tables) pending.add(table);
  });
  return broadcast;
}
