import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A screen's waits may each take up to testing-library's asyncUtilTimeout (5 s, test/setup.ts): a test has
    // room for more than one of them.
    testTimeout: 15_000,
  },
});
