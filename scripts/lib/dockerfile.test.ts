import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stageOf } from './dockerfile.mjs';
import { repoRoot } from './repo-root.mjs';
import { serverEntryPath, serverNodeFlags } from './server-command.mjs';

describe("the Dockerfile's runtime stage, as the image check reads it", () => {
  const text = readFileSync(`${repoRoot}/Dockerfile`, 'utf8');
  const runtime = stageOf(text, 'runtime');

  it('installs production dependencies only, copies the built output, and runs as an unprivileged user', () => {
    const runs = runtime.steps.flatMap((step) => (step.kind === 'run' ? [step.command] : []));
    expect(runs).toEqual(['npm ci --omit=dev --workspace @fathom/server --no-audit --no-fund']);
    const copiedFromBuild = runtime.steps.flatMap((step) =>
      step.kind === 'copy' && step.from === 'build' ? step.sources : [],
    );
    expect(copiedFromBuild).toEqual(['/src/apps/server/dist', '/src/apps/web/dist']);
    expect(runtime.user).toBe('node');
    expect(runtime.env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: '3000' });
    expect(runtime.healthcheck).toEqual(['node', 'apps/server/dist/healthcheck.js']);
    expect(runtime.cmd).toEqual(['node', ...serverNodeFlags, serverEntryPath]);
  });

  it('copies the manifest of every workspace, which npm ci needs with the lock file', () => {
    const rootPackage = JSON.parse(readFileSync(`${repoRoot}/package.json`, 'utf8')) as {
      workspaces: string[];
    };
    const manifests = runtime.steps.flatMap((step) =>
      step.kind === 'copy' && step.from === null ? step.sources : [],
    );
    expect(manifests).toContain('package-lock.json');
    for (const workspace of [
      'apps/server',
      'apps/web',
      'packages/domain',
      'packages/contract',
      'e2e',
      'bench',
    ]) {
      expect(manifests).toContain(`${workspace}/package.json`);
    }
    expect(rootPackage.workspaces).toEqual(['packages/*', 'apps/*', 'e2e', 'bench']);
  });

  it('reads the build stage too: it builds with every dependency, for production', () => {
    const build = stageOf(text, 'build');
    expect(build.workdir).toBe('/src');
    expect(build.steps.flatMap((step) => (step.kind === 'run' ? [step.command] : []))).toEqual([
      'npm ci --no-audit --no-fund',
      'npm run build:production',
    ]);
  });
});
