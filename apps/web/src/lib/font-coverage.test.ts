import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../test/source-files';

const webSource = join(import.meta.dirname, '..');
const repoRoot = join(import.meta.dirname, '../../../..');

/** The code points the brand font's files cover, from the unicode-range of each "Inter Variable" face. */
function brandFontRanges(css: string): [number, number][] {
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] ?? '');
  return faces
    .filter((face) => face.includes('"Inter Variable"'))
    .flatMap((face) => (face.match(/unicode-range:([^;]*);/)?.[1] ?? '').split(','))
    .map((range) => {
      const [from = '', to = from] = range.trim().replace(/^U\+/, '').split('-');
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    });
}

describe('the brand font', () => {
  const ranges = brandFontRanges(readFileSync(join(webSource, 'styles.css'), 'utf8'));

  it('reads the ranges of both faces', () => {
    expect(ranges).toContainEqual([0x0000, 0x00ff]);
    expect(ranges).toContainEqual([0x0100, 0x02ba]);
  });

  // A character outside the font makes the browser search the system's fonts, a synchronous look-up per family
  // in its fallback list, in the layout of every page that shows it; and it is drawn in another typeface.
  it('covers every character the portal writes, in every language', () => {
    const covered = (point: number) => ranges.some(([from, to]) => point >= from && point <= to);
    const files = [
      webSource,
      join(repoRoot, 'packages/domain/src'),
      join(repoRoot, 'packages/contract/src'),
    ].flatMap((directory) => sourceFiles(directory, /\.(tsx?|css|po)$/));
    const outside = files.flatMap((file) =>
      [...new Set(readFileSync(file, 'utf8'))]
        .filter((character) => !covered(character.codePointAt(0) ?? 0))
        .map((character) => `${relative(repoRoot, file)}: ${character}`),
    );
    expect(outside).toEqual([]);
  });
});
