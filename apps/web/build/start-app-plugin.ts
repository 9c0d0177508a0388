import type { Plugin } from 'vite';

/** The script that starts the app on every page (src/start-app.ts), as the build's input names it. */
export const START_APP_MODULE = 'src/start-app.ts';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/**
 * index.html names src/start-app.ts instead of the app's entry: it imports the entry at once and, when the entry
 * cannot be loaded or run, says so on the page instead of leaving the skeleton on screen for good. The entry keeps
 * a modulepreload link in its place, so the browser asks for it while parsing the page, as it did for the script.
 * The prerendered pages are made from this index.html (build/prerender-shells.tsx).
 */
export function startAppThroughLoader(): Plugin {
  return {
    name: 'fathom-start-app-through-loader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const loader = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.isEntry &&
            (output.facadeModuleId ?? '').endsWith(`/${START_APP_MODULE}`),
        );
        if (!loader) throw new Error(`The build has no entry chunk for ${START_APP_MODULE}`);
        return startThroughLoader(html, `/${loader.fileName}`);
      },
    },
  };
}

/** The page's one entry script replaced by the loader script that imports it, and a preload link for the entry. */
export function startThroughLoader(html: string, loaderUrl: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1)
    throw new Error(`index.html must load one module script, found ${entries.length}`);
  return html.replace(
    ENTRY_SCRIPT,
    (_script, entry: string) =>
      `<script type="module" crossorigin src="${loaderUrl}" data-start="${entry}"></script>` +
      `<link rel="modulepreload" crossorigin href="${entry}">`,
  );
}
