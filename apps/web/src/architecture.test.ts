import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, relativeImportsOf } from '../../../scripts/lib/import-graph.mjs';

const source = dirname(fileURLToPath(import.meta.url));
const features = join(source, 'features');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) ? [path] : [];
  });
}

const files = sourceFiles(source);
const featureOf = (file: string) =>
  file.startsWith(features + sep) ? (relative(features, file).split(sep)[0] ?? '') : relative(source, file);

describe("the web app's shape", () => {
  it('has no import cycle between feature folders', () => {
    const featureFiles = files.filter((file) => file.startsWith(features + sep));
    const between = importGraph(featureFiles, featureOf);
    expect(cycles(between)).toEqual([]);
  });

  it('keeps features free of app/: the app composes the features, never the other way round', () => {
    const app = join(source, 'app');
    const known = new Set(files);
    const intoApp = files
      .filter((file) => file.startsWith(features + sep))
      .flatMap((file) =>
        relativeImportsOf(file, known)
          .filter((target: string) => target.startsWith(app + sep))
          .map((target: string) => `${relative(source, file)} -> ${relative(source, target)}`),
      );
    expect(intoApp).toEqual([]);
  });
});
