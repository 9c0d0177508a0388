import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';

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
  // The command name, in parentheses, may hold spaces: the fields are counted after it.
  const text = readFileSync(stat, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}
