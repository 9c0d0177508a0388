/** A language's catalogue, as the Lingui Vite plugin compiles a PO file that is imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
