import { join } from 'node:path';
import { repoRoot } from './repo-root.mjs';

/**
 * V8's settings for the server, wherever it starts (npm start and dev, the browser tests, the bench, the restore
 * drill, and the image's CMD, which a test holds to this list). Node 24 sizes the young generation by the host's
 * memory (64 MB semi-spaces here) and lets the old one grow up to four times its live size before a full
 * collection; these keep Node 20's young generation and a slower growth (ADR 060).
 */
export const serverNodeFlags = ['--max-semi-space-size=16', '--heap-growing-percent=25'];

/** The built server's entry, as a path from the repository's root. */
export const serverEntryPath = 'apps/server/dist/main.js';

/**
 * The arguments that start the built server with `process.execPath`.
 * @param {string} [entry] another build of the server (the restore drill's, say)
 */
export function serverArguments(entry = join(repoRoot, serverEntryPath)) {
  return [...serverNodeFlags, entry];
}
