import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverArguments, serverEntryPath, serverNodeFlags } from './server-command.mjs';

/** V8's heap limit, in MB, of a Node started with these flags: the old generation plus three semi-spaces. */
const heapLimitMb = (flags: string[]) =>
  Number(
    execFileSync(
      process.execPath,
      [
        ...flags,
        '-e',
        "process.stdout.write(String(require('node:v8').getHeapStatistics().heap_size_limit))",
      ],
      { encoding: 'utf8' },
    ),
  ) /
  2 ** 20;

describe("the server's Node flags", () => {
  it('are accepted by this Node, and hold the young generation to 16 MB semi-spaces', () => {
    const withServerFlags = heapLimitMb(serverNodeFlags);
    // A later flag wins: 64 MB semi-spaces make the limit 3 × 48 MB larger only if the server's were 16 MB.
    expect(heapLimitMb([...serverNodeFlags, '--max-semi-space-size=64']) - withServerFlags).toBe(144);
  });

  it('come before the entry, which is the built server unless another build is named', () => {
    expect(serverArguments()).toEqual([
      ...serverNodeFlags,
      expect.stringMatching(new RegExp(`/${serverEntryPath}$`)),
    ]);
    expect(serverArguments('/elsewhere/main.js')).toEqual([...serverNodeFlags, '/elsewhere/main.js']);
  });
});
