import { measure } from './load.mjs';
import { peakRssMb, resetPeakRss } from './processes.mjs';

/** @typedef {import('./load.mjs').LoadResult & { peakRssMb: number | null }} Figures */

/**
 * One scenario at one connection count against `server`, with the server's peak memory during it.
 * @param {{ url: string, pid: number | undefined }} server
 * @param {import('./scenarios.mjs').Scenario} scenario
 * @param {number} connections
 * @param {number} durationSeconds
 * @param {boolean} [countPostgres] also this machine's PostgreSQL's CPU time per request (load.mjs)
 * @returns {Promise<Figures>}
 */
export async function measureOnce(server, scenario, connections, durationSeconds, countPostgres = false) {
  resetPeakRss(server.pid);
  const figures = await measure({
    url: server.url,
    pid: server.pid,
    connections,
    durationSeconds,
    scenario,
    countPostgres,
  });
  return { ...figures, peakRssMb: peakRssMb(server.pid) };
}

/**
 * Each scenario at each connection count against `server`, with the server's peak memory during each.
 * @param {{ url: string, pid: number | undefined }} server
 * @param {import('./scenarios.mjs').Scenario[]} list
 * @param {number[]} connectionCounts
 * @param {number} durationSeconds
 * @returns {Promise<Record<string, Record<number, Figures>>>}
 */
export async function measureScenarios(server, list, connectionCounts, durationSeconds) {
  /** @type {Record<string, Record<number, Figures>>} */
  const endpoints = {};
  for (const scenario of list) {
    /** @type {Record<number, Figures>} */
    const byConnections = {};
    endpoints[scenario.name] = byConnections;
    for (const connections of connectionCounts) {
      byConnections[connections] = await measureOnce(server, scenario, connections, durationSeconds);
    }
  }
  return endpoints;
}
