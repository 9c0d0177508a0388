import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { createSwcExtractor } from '@lingui/native-tools';

/**
 * The server's messages (its e-mails and PDFs): written in English in the code with Lingui's `msg` macro, extracted
 * into one PO catalogue per language under src/locales (`npm run extract -w @fathom/server`), and compiled when a
 * catalogue is imported: by build.mjs for the bundle, by the Vite plugin for the tests (ADR 066).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '<rootDir>/src/locales/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  extractors: [createSwcExtractor()],
  orderBy: 'origin',
});
