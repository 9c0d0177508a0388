import { msg } from '@lingui/core/macro';

/**
 * The words of the HTML a page is sent as, before any script runs (index.html and the pages the build writes from
 * it): the build puts each language's into that language's pages (build/prerender-shells.tsx), and the app draws
 * the same ones once it runs.
 */
export const pageShellMessages = {
  description: msg`Your Fathom account: semen analysis results, sperm cryo-storage and orders.`,
  loadingAccount: msg`Loading your account…`,
};

/**
 * What the script that starts the app (src/start-app.ts) says when the app's code cannot be loaded: no catalogue is
 * in by then, so the build writes the page's language's words on that script (`data-failure`, `data-reload`).
 */
export const codeLoadFailureMessages = {
  failure: msg`This page could not finish loading. Check your connection, then reload the page.`,
  reload: msg`Reload the page`,
};
