import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(directory, entry.name);
      return entry.isDirectory() ? listFiles(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

async function compressFile(path: string): Promise<void> {
  const source = await readFile(path);
  const [brotliBytes, gzipBytes] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, brotliBytes), writeFile(`${path}.gz`, gzipBytes)]);
}

/** Writes .br and .gz beside every text asset and index.html, so the server sends them without compressing per request. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  let failed = false;
  return {
    name: 'fathom-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildEnd(error) {
      failed = error !== undefined;
    },
    async closeBundle() {
      // A failed build wrote nothing worth compressing; its own error is the one to show.
      if (failed) return;
      const outDir = join(config.root, config.build.outDir);
      const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map((file) => compressFile(file)));
    },
  };
}
