import autocannon from 'autocannon';

/**
 * @typedef {{ requestsPerSecond: number, p50Ms: number, p99Ms: number, errors: number, non2xx: number }} LoadResult
 */

/**
 * Runs one bounded load on loopback and answers its throughput and latency.
 * @param {{ url: string, connections: number, durationSeconds: number, scenario: import('./scenarios.mjs').Scenario }} options
 * @returns {Promise<LoadResult>}
 */
export async function measure({ url, connections, durationSeconds, scenario }) {
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
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
