import autocannon from 'autocannon';
import { cpuTimeMs, postgresCpuBetween, postgresCpuTimes } from './processes.mjs';

/**
 * Answers a second of every status, and of 2xx alone; `non2xx` counts every other answer, of which `busy` the
 * 503s (a server refusing what it is too busy to take, with Retry-After): never hidden in the rate of answers.
 * @typedef {{ requestsPerSecond: number, okPerSecond: number, ok: number, p50Ms: number, p99Ms: number, errors: number,
 *   non2xx: number, busy: number, cpuMicrosecondsPerRequest: number | null,
 *   databaseCpuMicrosecondsPerRequest?: number | null }} LoadResult
 */

/**
 * Runs one bounded load on loopback and answers its throughput and latency, and the CPU time the server
 * (process `pid`) spent per request, from /proc: steadier from run to run than the request rate. With
 * `countPostgres`, also the CPU time this machine's PostgreSQL processes spent per request meanwhile (null when none
 * runs here): on one machine they share its cores with the server, so the rate is bound by both.
 * @param {{ url: string, pid: number | undefined, connections: number, durationSeconds: number, scenario: import('./scenarios.mjs').Scenario, countPostgres?: boolean }} options
 * @returns {Promise<LoadResult>}
 */
export async function measure({ url, pid, connections, durationSeconds, scenario, countPostgres = false }) {
  const cpuBeforeMs = cpuTimeMs(pid);
  const postgresBefore = countPostgres ? postgresCpuTimes() : null;
  const body = scenario.body === undefined ? undefined : JSON.stringify(scenario.body);
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    requests: [
      {
        method: scenario.method,
        path: scenario.path,
        headers: scenario.headers ?? {},
        body,
        setupRequest: (request) => {
          if (!scenario.perRequest) return request;
          /** @type {Record<string, string>} */
          const headers = { ...scenario.headers };
          scenario.perRequest(headers);
          return { ...request, headers };
        },
      },
    ],
  });
  const cpuAfterMs = cpuTimeMs(pid);
  const postgresMs = postgresBefore ? postgresCpuBetween(postgresBefore, postgresCpuTimes()) : null;
  const requests = result.requests.total;
  return {
    ...(countPostgres && {
      databaseCpuMicrosecondsPerRequest:
        postgresMs === null || requests === 0 ? null : Math.round((postgresMs * 1000) / requests),
    }),
    cpuMicrosecondsPerRequest:
      cpuBeforeMs === null || cpuAfterMs === null || requests === 0
        ? null
        : Math.round(((cpuAfterMs - cpuBeforeMs) * 1000) / requests),
    requestsPerSecond: Math.round(result.requests.average),
    okPerSecond: result.duration > 0 ? Math.round(result['2xx'] / result.duration) : 0,
    ok: result['2xx'],
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    busy: result.statusCodeStats?.['503']?.count ?? 0,
  };
}
