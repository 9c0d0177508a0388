import { useSession } from './session-store';

export type AnalyticsKind = 'track' | 'identify' | 'page';

export interface AnalyticsEvent {
  kind: AnalyticsKind;
  name: string;
  properties: Readonly<Record<string, unknown>>;
  timestamp: number;
}

/** Kept in the page until a tracker is configured to take them; the oldest go first past this size. */
const QUEUE_LIMIT = 200;

const queue: AnalyticsEvent[] = [];

function record(kind: AnalyticsKind, name: string, properties: Readonly<Record<string, unknown>>): void {
  // Sessions opened from a support login link must leave no trace in analytics.
  if (useSession.getState().disableTrackEvents) return;
  queue.push({ kind, name, properties, timestamp: Date.now() });
  if (queue.length > QUEUE_LIMIT) queue.splice(0, queue.length - QUEUE_LIMIT);
}

export const analytics = {
  track(event: string, properties: Readonly<Record<string, unknown>> = {}): void {
    record('track', event, properties);
  },
  identify(userId: string, traits: Readonly<Record<string, unknown>> = {}): void {
    record('identify', userId, traits);
  },
  page(name: string, properties: Readonly<Record<string, unknown>> = {}): void {
    record('page', name, properties);
  },
  /** Events waiting for a tracker, oldest first. */
  queued(): readonly AnalyticsEvent[] {
    return [...queue];
  },
  clear(): void {
    queue.length = 0;
  },
};
