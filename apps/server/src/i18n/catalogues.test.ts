import { join } from 'node:path';
import { LANGUAGES } from '@fathom/domain/languages';
import type { Messages } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { linguiCheck } from '../../../../scripts/lib/lingui-check.mjs';
import { messages as english } from '../locales/en/messages.po';
import { messages as spanish } from '../locales/es/messages.po';
import { translatorFor } from './translator';

const serverRoot = join(import.meta.dirname, '../..');
/** Runs `lingui check <check>` on the server's catalogues (apps/server/lingui.config.ts). */
const check = (...args: string[]) => linguiCheck(serverRoot, ...args);

/**
 * The names of a compiled message's placeholders (its values, plurals' counts included), sorted. A compiled message
 * is a string, or a list of strings and placeholders; a placeholder is `[name, format?, branches?]`, and each branch
 * of a plural or a select is a compiled message in turn.
 */
function placeholdersOf(message: unknown): string[] {
  const names = new Set<string>();
  const walk = (compiled: unknown) => {
    if (!Array.isArray(compiled)) return;
    for (const part of compiled) {
      if (!Array.isArray(part)) continue;
      const [name, , branches] = part as [string, string?, Record<string, unknown>?];
      names.add(name);
      if (branches) Object.values(branches).forEach(walk);
    }
  };
  walk(message);
  return [...names].sort();
}

const catalogues: Record<string, Messages> = { en: english, es: spanish };

describe("the server's message catalogues", () => {
  it('give every message in every language: none is left to fall back to English', async () => {
    const { passed, output } = await check('missing', '--mode', 'catalog');
    expect(output).toContain('PASS missing');
    expect(passed, output).toBe(true);
  }, 30_000);

  it('hold what the code says: extracting again changes nothing (run `npm run extract -w @fathom/server`)', async () => {
    const { passed, output } = await check('sync', '--clean');
    expect(output).toContain('PASS sync');
    expect(passed, output).toBe(true);
  }, 30_000);

  it('have the same messages in each language the portal speaks', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(Object.keys(catalogues[language] ?? {}).sort(), language).toEqual(Object.keys(english).sort());
    }
  });

  it("put each message's values in every language: a translation drops no link, amount or date", () => {
    for (const [id, message] of Object.entries(english)) {
      expect(placeholdersOf(spanish[id]), `${id}: ${JSON.stringify(message)}`).toEqual(
        placeholdersOf(message),
      );
    }
  });
});

describe('a translator', () => {
  const name = 'Zoë & <Co>';
  const link = '<a href="https://example.test/?a=1&amp;b=2">…</a>';

  it('writes a message in its language, English when none is chosen', () => {
    expect(translatorFor(null).text(msg`Hello,`)).toBe('Hello,');
    expect(translatorFor('en').text(msg`Hello,`)).toBe('Hello,');
    expect(translatorFor('es').text(msg`Hello,`)).toBe('Hola:');
  });

  it('writes the words of a plural as the count asks, in each language', () => {
    const recipient = name;
    const declined = (vialCount: number) =>
      msg`Your spouse or partner did not consent to sending ${plural(vialCount, { one: '# vial', other: '# vials' })} to ${recipient}, so the request has ended.`;
    expect(translatorFor('en').text(declined(1))).toContain('sending 1 vial to');
    expect(translatorFor('en').text(declined(3))).toContain('sending 3 vials to');
    expect(translatorFor('es').text(declined(1))).toContain('enviar 1 vial a');
    expect(translatorFor('es').text(declined(3))).toContain('enviar 3 viales a');
  });

  it('escapes values in HTML but not markup, and unwraps a plain-text line break', () => {
    const inviter = name;
    const productName = 'Fathom';
    const added = msg`${inviter} added you as their spouse or partner on ${productName}. With your own sign-in you can read
their semen analysis results; their orders, billing and storage stay with them.`;
    expect(translatorFor('en').text(added)).toContain(`${name} added you`);
    expect(translatorFor('en').text(added)).toContain('can read\ntheir');
    const html = translatorFor('en').html(added);
    expect(html).toContain('Zoë &amp; &lt;Co&gt; added you');
    expect(html).toContain('can read their');
    expect(translatorFor('es').html(msg`${link} (the link works for 7 days).`, { link })).toBe(
      `${link} (el enlace funciona durante 7 días).`,
    );
  });
});
