/** A language's catalogue, as build.mjs (the bundle) and the Lingui Vite plugin (the tests) compile a PO file imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
