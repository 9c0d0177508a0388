import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
      // Chunk names are listed in the entry's preload map once per chunk: hashes alone keep it small.
      output: { chunkFileNames: 'assets/[hash].js' },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
