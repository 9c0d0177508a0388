import type { Plugin } from 'vite';

/**
 * Preloads the one font file the first screen needs (Inter's Latin subset), so the text paints in the brand
 * face without waiting for the stylesheet to ask for it. The Latin Extended file is left to the browser, which
 * fetches it only for a page that uses its letters.
 */
export function preloadFont(fileNamePart: string): Plugin {
  return {
    name: 'fathom-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'asset' &&
            output.fileName.endsWith('.woff2') &&
            output.fileName.includes(fileNamePart),
        );
        if (!font) throw new Error(`No built font file named like ${fileNamePart} to preload`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
