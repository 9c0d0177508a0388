import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFreshness } from './build-freshness.mjs';

const roots: string[] = [];

function repository(files: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), 'fathom-freshness-'));
  roots.push(root);
  for (const [path, secondsAgo] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, '');
    const time = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(full, time, time);
  }
  return root;
}

const built = {
  'apps/server/dist/main.js': 10,
  'apps/web/dist/index.html': 10,
  'apps/web/dist/prerendered/manifest.json': 10,
};

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('buildFreshness', () => {
  it('is fresh when every source is older than the build', () => {
    expect(buildFreshness(repository({ ...built, 'apps/web/src/main.tsx': 60 })).fresh).toBe(true);
  });

  it('is stale when a source changed after the build, naming it', () => {
    const result = buildFreshness(repository({ ...built, 'packages/domain/src/pricing.ts': 1 }));
    expect(result).toEqual({
      fresh: false,
      reason: 'packages/domain/src/pricing.ts changed after the last build',
    });
  });

  it('ignores test files, which the build does not include', () => {
    expect(buildFreshness(repository({ ...built, 'apps/web/src/app/router.test.tsx': 1 })).fresh).toBe(true);
  });

  it('is stale when the program that prerenders the public pages changed', () => {
    const result = buildFreshness(repository({ ...built, 'apps/web/build/prerender-shells.tsx': 1 }));
    expect(result.fresh).toBe(false);
  });

  it('is stale when a build output is missing', () => {
    const result = buildFreshness(repository({ 'apps/server/dist/main.js': 10 }));
    expect(result).toEqual({ fresh: false, reason: 'apps/web/dist/index.html does not exist' });
    const withoutPrerendered = buildFreshness(
      repository({ 'apps/server/dist/main.js': 10, 'apps/web/dist/index.html': 10 }),
    );
    expect(withoutPrerendered).toEqual({
      fresh: false,
      reason: 'apps/web/dist/prerendered/manifest.json does not exist',
    });
  });
});
