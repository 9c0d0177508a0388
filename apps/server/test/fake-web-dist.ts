import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const fakeAssetName = 'index-a1b2c3d4.js';
export const fakeAssetSource = 'document.body.dataset.ready = "yes";\n';

/** A built web app in miniature: index.html, one hashed asset with its .gz sibling, and a favicon. */
export async function createFakeWebDist(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'fathom-web-dist-'));
  await mkdir(path.join(directory, 'assets'));
  await writeFile(
    path.join(directory, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Fathom</title><script type="module" src="/assets/${fakeAssetName}"></script></head><body><div id="root"></div></body></html>`,
  );
  await writeFile(path.join(directory, 'assets', fakeAssetName), fakeAssetSource);
  await writeFile(path.join(directory, 'assets', `${fakeAssetName}.gz`), gzipSync(fakeAssetSource));
  await writeFile(path.join(directory, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return directory;
}
