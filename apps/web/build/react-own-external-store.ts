/**
 * React 19's own useSyncExternalStore, where libraries written for older Reacts as well import the
 * `use-sync-external-store` shim (wouter, @lingui/react): on React 18 and later the shim only hands back React's
 * hook, but its code for older Reacts still came into the first page's framework chunk. vite.config.ts points the
 * shim's import here.
 */
export { useSyncExternalStore } from 'react';
