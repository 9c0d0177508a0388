import { describe, it, type TestFunction } from 'vitest';

/**
 * Tests that need a server beside the one under test (PostgreSQL, Redis, a program to start): they run wherever it
 * is there, and always on CI (CI=true), where its absence fails them. Only on a developer's machine without it are
 * they skipped, and then their names say why.
 */
export function whenReachable(reachable: boolean, missing: string) {
  const skip = !reachable && process.env.CI !== 'true';
  const named = (name: string) => (skip ? `${name} (skipped: ${missing})` : name);
  return {
    it: (name: string, fn: TestFunction, timeout?: number) => it.skipIf(skip)(named(name), fn, timeout),
    describe: (name: string, fn: () => void) => describe.skipIf(skip)(named(name), fn),
  };
}
