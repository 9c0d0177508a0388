/**
 * One voice (ADR 049): the words a person reads — the pages, the e-mails, the PDFs — write units, percentages,
 * the help center and dates one way. These checks read the source of everything that writes such words, so a
 * second style cannot come back unnoticed. Each pattern is narrow on purpose: it names the slip as it was found.
 */
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the examples are source lines, quoted as they are written
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/repo-root.mjs';

/** Where words for people are written: the web app, the server (its e-mails and PDFs), the domain's sentences. */
const READ_BY_PEOPLE = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];

/** The one formatter (and the spec's low-level default it keeps, checklist V-48) may spell out date patterns. */
const DATE_FORMATTER = new Set(['packages/domain/src/format.ts', 'packages/domain/src/constants.ts']);

function sourceFiles(folder: string): string[] {
  return readdirSync(join(repoRoot, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)));
}

const files = READ_BY_PEOPLE.flatMap(sourceFiles).map((path) => ({
  path,
  lines: readFileSync(join(repoRoot, path), 'utf8').split('\n'),
}));

interface Slip {
  name: string;
  pattern: RegExp;
  /** Files the pattern does not apply to. */
  except?: ReadonlySet<string>;
}

const SLIPS: readonly Slip[] = [
  // UCUM writes the litre with a capital L: "million/mL", as "mL" is written alone.
  { name: 'million/ml with a lower-case l', pattern: /million\/ml\b/ },
  // "58 %": a number (or an interpolated one) with a space before its percent sign.
  { name: 'a space before a percent sign', pattern: /(?:\d|\$\{[^}]+\}|\{[\w.?]+\}) %(?=[\s'"`<,.)]|$)/ },
  { name: 'Help centre (British spelling)', pattern: /help centre/i },
  // A date pattern of its own is a second date style: dates go through formatDay and formatDateTime.
  {
    name: 'a date pattern outside the formatter',
    pattern: /['"`][^'"`\n]*(?:MMM|yyyy)[^'"`\n]*['"`]/,
    except: DATE_FORMATTER,
  },
  // A stored date dropped into a sentence as it is stored ("on 2026-12-19"): it must go through the formatter.
  {
    name: 'a raw date interpolated into words',
    pattern:
      /\b(?:on|before|after|until|from|by|since|due|:)\s+\$\{\s*(?:[\w?]+\.)*(?:\w+_(?:date|on|at)|\w*Date)\s*\}/,
  },
  // An ISO date typed into a page's text.
  { name: 'an ISO date in a page’s text', pattern: />[^<>{}]*\b\d{4}-\d{2}-\d{2}\b[^<>{}]*</ },
];

function slipsIn(text: string): string[] {
  return SLIPS.filter((slip) => slip.pattern.test(text)).map((slip) => slip.name);
}

describe('one voice in what people read', () => {
  it('reads some of each kind of file', () => {
    expect(files.some((file) => file.path.startsWith('apps/web/src/features/'))).toBe(true);
    expect(files.some((file) => file.path.endsWith('-pdf.ts'))).toBe(true);
    expect(files.some((file) => file.path.endsWith('-email.ts'))).toBe(true);
  });

  for (const slip of SLIPS) {
    it(`has no ${slip.name}`, () => {
      const found = files
        .filter((file) => !slip.except?.has(file.path))
        .flatMap((file) =>
          file.lines.flatMap((line, index) =>
            slip.pattern.test(line) ? [`${file.path}:${index + 1}: ${line.trim()}`] : [],
          ),
        );
      expect(found).toEqual([]);
    });
  }

  it('catches each slip as it was found on the screen, and lets the house style through', () => {
    expect(slipsIn("{valueWithUnit(reading.ejaculateConcentration, 'million/ml')}")).toEqual([
      'million/ml with a lower-case l',
    ]);
    expect(slipsIn('? `${observation.value} %`')).toEqual(['a space before a percent sign']);
    expect(slipsIn('<p>Motility 58 %</p>')).toEqual(['a space before a percent sign']);
    expect(slipsIn("link('help-center', 'Help centre', path)")).toEqual(['Help centre (British spelling)']);
    expect(slipsIn("const reportDate = 'MMMM d, yyyy';")).toEqual(['a date pattern outside the formatter']);
    expect(slipsIn('hint: `At least 15 days from today: ${earliestDate} or later.`')).toEqual([
      'a raw date interpolated into words',
    ]);
    expect(slipsIn('subject: `Please choose a plan before ${item.destruction_date}`')).toEqual([
      'a raw date interpolated into words',
    ]);
    expect(slipsIn('<p>Delivered on 2026-12-19.</p>')).toEqual(['an ISO date in a page’s text']);

    for (const fine of [
      "{valueWithUnit(reading.ejaculateConcentration, 'million/mL')}",
      '<p>Motility 58%</p>',
      'let right = value % half;',
      "link('help-center', 'Help Center', path)",
      'hint: `At least 15 days from today: ${formatDay(earliestDate)} or later.`',
      '`attachment; filename="semen-analysis-${date}.pdf"`',
      'new Date(`${date}T00:00:00Z`)',
      '<li key={`${event.kind}-${event.occurred_at}`}>',
      'name.startsWith(`${candidate} `)',
      'min={earliestDate}',
      "export const FREE_CONSULTATION_CUTOFF_DATE = '2022-07-07';",
    ]) {
      expect(slipsIn(fine)).toEqual([]);
    }
  });
});
