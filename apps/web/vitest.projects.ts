import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;
/** Lingui's macros compiled as the build compiles them (vite.config.ts), its config found from any directory. */
const linguiPlugin = () => lingui({ macroTransform: true, configPath: join(root, 'lingui.config.ts') });
const testFiles = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.replaceAll('\\', '/')}`);
/**
 * A file that replaces a module (`vi.mock`) needs a module graph of its own: in a shared one, the module it replaces
 * may already be loaded, with the replacement an earlier file made.
 */
const replacesAModule = testFiles.filter((file) =>
  readFileSync(join(root, file), 'utf8').includes('vi.mock('),
);
/**
 * The router's file opens routes whose pages load lazily: a page still loading when the file ends would finish in
 * the next file's window, and fail that file.
 */
const loadsLazyPages = ['src/app/router.test.tsx'];
const alone = [...replacesAModule, ...loadsLazyPages];

const shared = {
  root,
  environment: 'jsdom',
  setupFiles: ['src/test/setup.ts'],
  restoreMocks: true,
  // A screen's waits may each take up to testing-library's asyncUtilTimeout (5 s, test/setup.ts): a test has
  // room for more than one of them.
  testTimeout: 15_000,
} as const;

/** The component tests, as two projects of the repository's Vitest configuration (../../vitest.config.ts). */
export const webProjects = [
  {
    plugins: [linguiPlugin(), react()],
    test: {
      ...shared,
      name: 'web',
      include: testFiles.filter((file) => !alone.includes(file)),
      // Files share their worker's modules and its jsdom: a file otherwise spends most of its time making a window
      // and loading React again. Each file still starts with the app's stores as made, real timers and the real
      // globals (test/setup.ts).
      isolate: false,
    },
  },
  { plugins: [linguiPlugin(), react()], test: { ...shared, name: 'web-alone', include: alone } },
];
