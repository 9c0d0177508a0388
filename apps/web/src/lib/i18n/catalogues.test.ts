// @vitest-environment node
import { join } from 'node:path';
import { tooManyAttemptsMessage } from '@fathom/contract/auth-messages';
import {
  englishWording,
  VALIDATION_MESSAGES,
  type ValidationMessage,
} from '@fathom/domain/validation/wording';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { linguiCheck } from '../../../../../scripts/lib/lingui-check.mjs';
import { messages as english } from '../../locales/en/messages.po';
import { messages as spanish } from '../../locales/es/messages.po';
import { knownPatterns, knownSentences } from './server-messages';
import { validationMessages } from './validation-wording';

const webRoot = join(import.meta.dirname, '../../..');
/** Runs `lingui check <check>` on the web app's catalogues (lingui.config.ts). */
const check = (...args: string[]) => linguiCheck(webRoot, ...args);

const inEnglish = setupI18n({ locale: 'en', messages: { en: english } });

describe('the message catalogues', () => {
  it('give every message in every language: none is left to fall back to English', async () => {
    const { passed, output } = await check('missing', '--mode', 'catalog');
    expect(output).toContain('PASS missing');
    expect(passed, output).toBe(true);
  }, 30_000);

  it('hold what the code says: extracting again changes nothing (run `npm run extract -w @fathom/web`)', async () => {
    const { passed, output } = await check('sync', '--clean');
    expect(output).toContain('PASS sync');
    expect(passed, output).toBe(true);
  }, 30_000);

  it('have the same messages in each language', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });
});

describe('the English catalogue', () => {
  it("words each validation rule's message as the specification does", () => {
    const values = {
      field: 'email',
      length: 8,
      lowest: 1,
      highest: 9,
      count: 6,
      kilobytes: 512,
      width: 2,
      height: 3,
    };
    for (const message of Object.keys(VALIDATION_MESSAGES) as ValidationMessage[]) {
      expect(inEnglish._(validationMessages[message].id, values), message).toBe(
        englishWording(message, values),
      );
    }
  });

  it('words each sentence of the API it knows as the API says it', () => {
    for (const [sentence, words] of knownSentences) expect(inEnglish._(words)).toBe(sentence);
    const [attempts, attemptsWords] = knownPatterns[0] ?? [];
    expect(attempts?.exec(tooManyAttemptsMessage(30))?.[1]).toBe('30');
    expect(attemptsWords && inEnglish._(attemptsWords(30))).toBe(tooManyAttemptsMessage(30));
  });
});
