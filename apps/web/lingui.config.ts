import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { createSwcExtractor } from '@lingui/native-tools';

/**
 * The web app's messages: written in English in the code (Lingui's macros), extracted into one PO catalogue per
 * language under src/locales, and compiled by the Vite plugin when a catalogue is imported (ADR 064).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/test/**', '<rootDir>/src/locales/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  extractors: [createSwcExtractor()],
  orderBy: 'origin',
});
