import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatTimingReport, playwrightFileTimings, vitestFileTimings } from './lib/test-timings.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function reportFile(content: unknown): string {
  const folder = mkdtempSync(join(tmpdir(), 'fathom-timings-'));
  folders.push(folder);
  const path = join(folder, 'report.json');
  writeFileSync(path, JSON.stringify(content));
  return path;
}

describe('vitestFileTimings', () => {
  it("gives each file's time from its start to its end, with its number of tests, relative to the root", () => {
    const path = reportFile({
      testResults: [
        { name: '/repo/apps/a.int.test.ts', startTime: 1_000, endTime: 4_500, assertionResults: [{}, {}] },
        { name: '/repo/apps/b.int.test.ts', startTime: 2_000, endTime: 2_250, assertionResults: [{}] },
      ],
    });
    expect(vitestFileTimings(path, '/repo')).toEqual([
      { file: 'apps/a.int.test.ts', tests: 2, ms: 3_500, retried: 0 },
      { file: 'apps/b.int.test.ts', tests: 1, ms: 250, retried: 0 },
    ]);
  });

  it('answers no files when the layer wrote no report (it did not run)', () => {
    expect(vitestFileTimings('/nowhere/report.json', '/')).toEqual([]);
  });
});

describe('playwrightFileTimings', () => {
  const result = (duration: number, retry = 0, status = 'passed') => ({ duration, retry, status });
  const report = {
    suites: [
      {
        title: 'checkout.spec.ts',
        file: 'checkout.spec.ts',
        specs: [
          {
            title: 'pays',
            file: 'checkout.spec.ts',
            tests: [{ status: 'expected', results: [result(4_000)] }],
          },
        ],
        suites: [
          {
            title: 'on a phone',
            file: 'checkout.spec.ts',
            specs: [
              {
                title: 'pays by touch',
                file: 'checkout.spec.ts',
                tests: [{ status: 'flaky', results: [result(30_000, 0, 'timedOut'), result(5_000, 1)] }],
              },
            ],
          },
        ],
      },
      {
        title: 'home.spec.ts',
        file: 'home.spec.ts',
        specs: [
          { title: 'a', file: 'home.spec.ts', tests: [{ status: 'expected', results: [result(1_000)] }] },
          {
            title: 'b',
            file: 'home.spec.ts',
            tests: [
              { status: 'unexpected', results: [result(2_000, 0, 'failed'), result(2_000, 1, 'failed')] },
            ],
          },
        ],
      },
    ],
  };

  it("sums each file's runs, retries included, and counts its tests", () => {
    const { files } = playwrightFileTimings(reportFile(report));
    expect(files).toEqual([
      { file: 'e2e/tests/checkout.spec.ts', tests: 2, ms: 39_000, retried: 1 },
      { file: 'e2e/tests/home.spec.ts', tests: 2, ms: 5_000, retried: 1 },
    ]);
  });

  it('names every test that was retried, with its describe blocks and its outcome', () => {
    const { retriedTests } = playwrightFileTimings(reportFile(report));
    expect(retriedTests).toEqual([
      'e2e/tests/checkout.spec.ts: on a phone › pays by touch (passed on a retry)',
      'e2e/tests/home.spec.ts: b (failed on every try)',
    ]);
  });
});

describe('formatTimingReport', () => {
  const files = Array.from({ length: 25 }, (_, index) => ({
    file: `f${index}.test.ts`,
    tests: index === 0 ? 0 : 2,
    ms: (index + 1) * 1_000,
    retried: index === 24 ? 1 : 0,
  }));
  const text = formatTimingReport({
    steps: [
      { name: 'typecheck', ms: 12_340 },
      { name: 'unit tests', ms: 60_000 },
    ],
    layers: [
      { name: 'unit tests', ms: 60_000, files, retriedTests: ['f24.test.ts: slow (passed on a retry)'] },
    ],
  });

  it('gives each step its wall time and the total', () => {
    expect(text).toMatch(/^typecheck\s+12\.3 s$/m);
    expect(text).toMatch(/^total\s+72\.3 s$/m);
  });

  it('lists the 20 slowest files, slowest first, with their time per test', () => {
    expect(text).toContain('## unit tests: 48 tests in 25 files, 60.0 s wall, 325.0 s in files');
    const listed = text.split('\n').filter((line) => /^ {2}f\d+\.test\.ts\s/.test(line));
    expect(listed).toHaveLength(20);
    expect(listed[0]).toMatch(/^ {2}f24\.test\.ts\s+25\.0 s\s+2 tests\s+12\.5 s per test\s+1 retried$/);
    expect(listed[19]).toMatch(/^ {2}f5\.test\.ts\s+6\.0 s/);
    expect(text).not.toMatch(/^ {2}f4\.test\.ts/m);
  });

  it('names the retried tests', () => {
    expect(text).toContain('retried (1):\n  f24.test.ts: slow (passed on a retry)');
  });
});
