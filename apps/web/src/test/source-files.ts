import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The source files under a directory whose names match `names` (TypeScript by default), tests left out. */
export function sourceFiles(directory: string, names = /\.tsx?$/): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, names);
    return names.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
