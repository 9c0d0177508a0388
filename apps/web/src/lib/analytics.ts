import { ANALYTICS_DEBOUNCE_MS, privacySafeProperties } from '@fathom/domain/analytics-privacy';
import { appConfig } from './config';
import { useSession } from './session-store';

export type AnalyticsKind = 'track' | 'identify' | 'page';

export interface AnalyticsEvent {
  kind: AnalyticsKind;
  name: string;
  properties: Readonly<Record<string, unknown>>;
  timestamp: number;
}

/** A customer-data tracker's global (added by the operator's tag, never by the portal's own pages). */
interface TrackerGlobal {
  track?: (name: string, properties: Readonly<Record<string, unknown>>) => void;
  identify?: (userId: string, traits: Readonly<Record<string, unknown>>) => void;
  page?: (name: string, properties: Readonly<Record<string, unknown>>) => void;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
    analytics?: TrackerGlobal;
  }
}

/** Where events go: the tag manager's data layer, and the customer-data tracker when one is on the page. */
const sinks: ((event: AnalyticsEvent) => void)[] = [
  (event) => {
    window.dataLayer ??= [];
    window.dataLayer.push({ event: event.name, kind: event.kind, ...event.properties });
  },
  (event) => {
    const tracker = window.analytics;
    if (event.kind === 'identify') tracker?.identify?.(event.name, event.properties);
    else tracker?.[event.kind]?.(event.name, event.properties);
  },
];

/** Recent events, for inspection; the oldest go first past this size. */
const HISTORY_LIMIT = 200;
const history: AnalyticsEvent[] = [];
const pending: AnalyticsEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | null = null;

function flush(): void {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  for (const event of pending.splice(0)) for (const sink of sinks) sink(event);
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);

const sameEvent = (a: AnalyticsEvent, b: AnalyticsEvent) =>
  a.kind === b.kind && a.name === b.name && JSON.stringify(a.properties) === JSON.stringify(b.properties);

function record(kind: AnalyticsKind, name: string, properties: Readonly<Record<string, unknown>>): void {
  // Sessions opened from a support login link must leave no trace in analytics.
  if (useSession.getState().disableTrackEvents) return;
  const event: AnalyticsEvent = {
    kind,
    name,
    properties: privacySafeProperties(properties, { allowPersonalData: appConfig.analyticsPersonalData }),
    timestamp: Date.now(),
  };
  const last = pending.at(-1);
  if (last && sameEvent(last, event)) return;
  pending.push(event);
  history.push(event);
  if (history.length > HISTORY_LIMIT) history.splice(0, history.length - HISTORY_LIMIT);
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = setTimeout(flush, ANALYTICS_DEBOUNCE_MS);
}

/**
 * The analytics interface of the portal: events wait 500 ms (a repeat of the last one in that time is
 * dropped), then go to the data layer and the tracker, without personal or health data unless the operator
 * allows it.
 */
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
  /** Sends the waiting events now (the page is leaving). */
  flush,
  /** Recent events, oldest first. */
  queued(): readonly AnalyticsEvent[] {
    return [...history];
  },
  clear(): void {
    history.length = 0;
    pending.length = 0;
  },
};
