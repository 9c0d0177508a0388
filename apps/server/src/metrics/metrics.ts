import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/database';

/**
 * One Prometheus registry per app, served at GET /metrics. The app registers its HTTP, read-cache and
 * database-pool metrics here; other parts (the job queue, the email outbox) add theirs through the same object:
 *
 *   const sent = metrics.counter({ name: 'fathom_emails_sent_total', help: 'Emails handed to SMTP', labelNames: ['kind'] });
 *   sent.inc({ kind: 'receipt' });
 *   metrics.gauge({ name: 'fathom_jobs_waiting', help: 'Jobs due and not started', collect() { this.set(countNow()); } });
 *
 * Names start with `fathom_` (process and Node.js metrics keep their standard names). A name registered twice
 * answers the metric already registered, so two rooms may share one.
 */
export interface Metrics {
  readonly registry: Registry;
  counter<L extends string = string>(config: MetricConfig<L, Counter<L>>): Counter<L>;
  gauge<L extends string = string>(config: MetricConfig<L, Gauge<L>>): Gauge<L>;
  histogram<L extends string = string>(
    config: MetricConfig<L, Histogram<L>> & { buckets?: number[] },
  ): Histogram<L>;
  /** The text Prometheus scrapes. */
  render(): Promise<string>;
}

export interface MetricConfig<L extends string, M> {
  name: string;
  help: string;
  labelNames?: readonly L[];
  /** Runs at each scrape, before the values are read (e.g. to set a gauge from a count). */
  collect?: (this: M) => void | Promise<void>;
}

export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry });
  function existing<M>(name: string): M | undefined {
    return registry.getSingleMetric(name) as M | undefined;
  }
  return {
    registry,
    counter: (config) => existing(config.name) ?? new Counter({ ...config, registers: [registry] }),
    gauge: (config) => existing(config.name) ?? new Gauge({ ...config, registers: [registry] }),
    histogram: (config) => existing(config.name) ?? new Histogram({ ...config, registers: [registry] }),
    render: () => registry.metrics(),
  };
}

/** Request durations in seconds: from a cached read (under a millisecond) to a slow payment provider. */
const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Each answer's duration by method, route template (`/api/restify/items/:itemId`, never the ids) and status.
 * A request that matched no route (a 404, or the web app's history fallback) counts under `unmatched`, so
 * stray paths never make new series.
 */
export function measureHttpRequests(app: FastifyInstance, metrics: Metrics): void {
  const duration = metrics.histogram({
    name: 'fathom_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by route template and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: durationBuckets,
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    const matched = route !== undefined && !route.includes('*') ? route : 'unmatched';
    duration.observe(
      { method: request.method, route: matched, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** The customers' read cache: answers from memory and from the database, since the start. */
export function measureReadCache(metrics: Metrics, cache: { stats(): { hits: number; misses: number } }) {
  const counted = { hits: 0, misses: 0 };
  const counterOf = (name: 'hits' | 'misses', help: string) =>
    metrics.counter({
      name: `fathom_read_cache_${name}_total`,
      help,
      collect() {
        const now = cache.stats()[name];
        this.inc(Math.max(0, now - counted[name]));
        counted[name] = now;
      },
    });
  counterOf('hits', 'Reads answered from the per-instance read cache, or by the same read already running');
  counterOf('misses', 'Reads that went to the database (not cached, stale or not cacheable)');
}

/** PostgreSQL's connection pool, and the connections it lost (nothing on the embedded database, which has no pool). */
export function measureDatabasePool(metrics: Metrics, db: { poolStats?(): PoolStats }): void {
  const poolStats = db.poolStats?.bind(db);
  if (!poolStats) return;
  const gauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
    metrics.gauge({
      name,
      help,
      collect() {
        this.set(read(poolStats()));
      },
    });
  gauge('fathom_db_pool_connections', 'Connections open to PostgreSQL, busy or idle', (s) => s.total);
  gauge('fathom_db_pool_idle_connections', 'Connections open to PostgreSQL and idle', (s) => s.idle);
  gauge('fathom_db_pool_waiting_requests', 'Queries waiting for a free connection', (s) => s.waiting);
  let countedLost = 0;
  metrics.counter({
    name: 'fathom_db_pool_lost_connections_total',
    help: 'Connections to PostgreSQL lost under a request or a job, or that could not be opened (a failover, a restart)',
    collect() {
      const lost = poolStats().lost;
      this.inc(Math.max(0, lost - countedLost));
      countedLost = lost;
    },
  });
}

/** Compared as digests of equal length, in constant time: neither the token nor its length shows in timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * GET /metrics, outside the API (no session, no maintenance gate, not in the OpenAPI document): Prometheus
 * sends METRICS_TOKEN as a bearer token. Without METRICS_TOKEN it answers 404, so metrics are never public.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  deps: { metrics: Metrics; token: string | undefined },
): void {
  app.get(
    '/metrics',
    { schema: { hide: true }, logLevel: 'warn' },
    async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      if (!deps.token) return reply.code(404).send({ code: 'not_found', message: 'Not Found' });
      const given = bearerToken(request);
      if (!given || !sameSecret(given, deps.token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ code: 'unauthenticated', message: 'Unauthenticated.' });
      }
      return reply.type(deps.metrics.registry.contentType).send(await deps.metrics.render());
    },
  );
}
