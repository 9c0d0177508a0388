import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../test/source-files';

const sourceRoot = join(import.meta.dirname, '..');

/** Where a page writes a date its own way instead of through formatDay or formatDateTime (ADR 034). */
const OWN_DATE_FORMATS = [
  /\bformatDate\b/,
  /\.toLocaleDateString\(/,
  /\.toLocaleTimeString\(/,
  /\.toLocaleString\(/,
  /new Intl\.DateTimeFormat\(/,
];

describe('one voice', () => {
  it('writes every date on screen through formatDay or formatDateTime', () => {
    const offenders = sourceFiles(sourceRoot).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return OWN_DATE_FORMATS.filter((pattern) => pattern.test(text)).map(
        (pattern) => `${relative(sourceRoot, file)}: ${pattern.source}`,
      );
    });
    expect(offenders).toEqual([]);
  });
});
