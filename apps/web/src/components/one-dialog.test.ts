import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../test/source-files';

const sourceRoot = join(import.meta.dirname, '..');

/** What opens a dialog of its own: a native dialog, its modal call, or an element that calls itself one. */
const OWN_DIALOGS = [/<dialog\b/, /createElement\(\s*['"]dialog['"]/, /\.showModal\(/, /role=["']dialog["']/];

describe('one dialog', () => {
  it('opens every dialog through the shared Modal, which centres it, so none can open in a corner', () => {
    // The test set-up gives jsdom the dialog methods it lacks.
    const allowed = new Set(['components/modal.tsx', 'test/setup.ts']);
    const offenders = sourceFiles(sourceRoot).flatMap((file) => {
      if (allowed.has(relative(sourceRoot, file))) return [];
      const text = readFileSync(file, 'utf8');
      return OWN_DIALOGS.filter((pattern) => pattern.test(text)).map(
        (pattern) => `${relative(sourceRoot, file)}: ${pattern.source}`,
      );
    });
    expect(offenders).toEqual([]);
  });
});
