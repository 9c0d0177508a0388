import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

export { freePort } from '../../scripts/lib/free-port.mjs';

/**
 * Starts a Node program (`args`: Node's flags, then the script) and waits until the URL answers.
 * @param {{ args: string[], env: NodeJS.ProcessEnv, readyUrl: string, logPath: string, cwd: string }} options
 */
export async function startProcess({ args, env, readyUrl, logPath, cwd }) {
  const entry = args.at(-1);
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(logPath);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}; see ${logPath}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${entry} was not ready in 90 s; see ${logPath}`);
}

/** @param {import('node:child_process').ChildProcess} child */
export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve(undefined);
    });
    child.kill('SIGTERM');
  });
}

/**
 * The process's peak resident memory since the last reset, in MB (Linux /proc); null elsewhere.
 * @param {number | undefined} pid
 */
export function peakRssMb(pid) {
  const status = `/proc/${pid}/status`;
  if (!pid || !existsSync(status)) return null;
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(status, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : null;
}

/**
 * Starts a new peak-memory window (writing 5 to clear_refs resets VmHWM); ignored where not allowed.
 * @param {number | undefined} pid
 */
export function resetPeakRss(pid) {
  try {
    if (pid) writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // The peak then covers the whole run.
  }
}

/**
 * The CPU time the process has used so far, user and system, in ms (Linux /proc, in clock ticks of 10 ms);
 * null elsewhere.
 * @param {number | undefined} pid
 */
export function cpuTimeMs(pid) {
  const stat = `/proc/${pid}/stat`;
  if (!pid || !existsSync(stat)) return null;
  return statCpuMs(readFileSync(stat, 'utf8')).ms;
}

/** A /proc/<pid>/stat line's command name and CPU time (user and system) in ms. */
function statCpuMs(/** @type {string} */ text) {
  // The command name, in parentheses, may hold spaces: the fields are counted after it.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return {
    name: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')),
    ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond,
  };
}

/**
 * The CPU time every PostgreSQL process of this machine has used so far, in ms, by process id (Linux /proc); empty
 * when none runs here (a database on another host, or the embedded one). A backend that starts later counts from
 * nothing; one that ends in between is missed, which the server's pool, keeping its connections, makes rare.
 * @returns {Map<number, number>}
 */
export function postgresCpuTimes() {
  const times = new Map();
  if (!existsSync('/proc')) return times;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let text;
    try {
      text = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const { name, ms } = statCpuMs(text);
    if (name === 'postgres') times.set(Number(entry), ms);
  }
  return times;
}

/** The CPU time PostgreSQL's processes used between two readings of postgresCpuTimes, in ms; null without any. */
export function postgresCpuBetween(
  /** @type {Map<number, number>} */ before,
  /** @type {Map<number, number>} */ after,
) {
  if (after.size === 0) return null;
  let ms = 0;
  for (const [pid, time] of after) ms += time - (before.get(pid) ?? 0);
  return ms;
}
