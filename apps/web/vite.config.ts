import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress-plugin.ts';
import { preloadFont } from './build/preload-font-plugin.ts';
import { sharedChunkGroup } from './build/route-shared-chunks.ts';
import { START_APP_MODULE, startAppThroughLoader } from './build/start-app-plugin.ts';

/**
 * Lingui's macros (`<Trans>`, `msg`, `t`) compiled natively to message ids, and each catalogue
 * (src/locales/<language>/messages.po) compiled when it is imported (ADR 064).
 */
const linguiPlugin = () =>
  lingui({
    macroTransform: true,
    failOnCompileError: true,
    configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
  });

/**
 * React, its scheduler, the router, the store and the message runtime (Lingui) in one file of their own: every
 * page needs them, they change far less often than the app (so browsers keep them across releases), and one file
 * compresses better than the several the bundler would otherwise make of them.
 */
const frameworkModule =
  /node_modules\/(react|react-dom|scheduler|wouter|regexparam|zustand|use-sync-external-store|@lingui\/(core|react))\/|\/build\/react-own-external-store\.ts$/;

/**
 * `vite build --ssr` builds the program that prerenders the public pages' first screens (build/prerender-shells.tsx)
 * for Node, into .prerender/, out of the web app's dist: it runs once after the browser build and is not served.
 */
const prerenderBuild = defineConfig({
  plugins: [linguiPlugin(), react()],
  publicDir: false,
  build: {
    outDir: '.prerender',
    emptyOutDir: true,
    target: 'node24',
    sourcemap: false,
    rollupOptions: { input: 'build/prerender-shells.tsx' },
  },
  // The workspace packages are TypeScript sources: compiled into the program, not imported by Node.
  ssr: { noExternal: [/^@fathom\//] },
});

/** React's own hook in place of the shim older Reacts needed (build/react-own-external-store.ts). */
const resolve = {
  alias: [
    {
      find: /^use-sync-external-store\/shim(\/index\.js)?$/,
      replacement: fileURLToPath(new URL('./build/react-own-external-store.ts', import.meta.url)),
    },
  ],
};

const browserBuild = defineConfig({
  resolve,
  plugins: [
    linguiPlugin(),
    react(),
    tailwindcss(),
    preloadFont('inter-latin-wght-normal'),
    startAppThroughLoader(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    // Lists each entry's and route chunk's imports, for the size budget check.
    manifest: true,
    // Nothing inlined as data: URLs, so a strict Content-Security-Policy holds.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rollupOptions: {
      // index.html, and the one script a page names, which starts the app (at once, or once a prerendered page
      // is painted) and says so on the page when its code does not load.
      input: { index: 'index.html', 'start-app': START_APP_MODULE },
      // Chunk names are listed in the entry's preload map once per chunk: hashes alone keep it small. The
      // framework is one chunk; the modules pages share are grouped into few chunks (build/route-shared-chunks.ts).
      output: {
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            { name: 'framework', test: frameworkModule, priority: 2 },
            {
              ...sharedChunkGroup({
                linkWorthBytes: 5_000,
                smallGroupBytes: 30_000,
                maxGainBytes: 60_000,
                unchanged: (page) => page.endsWith('/features/auth/pages/login-page.tsx'),
              }),
              debugName: 'shared',
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});

export default defineConfig((environment) => (environment.isSsrBuild ? prerenderBuild : browserBuild));
