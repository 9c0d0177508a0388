import { describe, expect, it } from 'vitest';
import { startThroughLoader } from './start-app-plugin';

const built = (scripts: string) =>
  `<!doctype html><html><head><title>Fathom</title>${scripts}` +
  '<link rel="modulepreload" crossorigin href="/assets/a1.js"></head><body><div id="root"></div></body></html>';

describe('startThroughLoader', () => {
  it("names the loader with the entry it imports in place of the entry's script, and keeps the entry preloaded", () => {
    const html = startThroughLoader(
      built('<script type="module" crossorigin src="/assets/index-Ab1.js"></script>'),
      '/assets/start-app-Cd2.js',
    );
    expect(html).toBe(
      built(
        '<script type="module" crossorigin src="/assets/start-app-Cd2.js" data-start="/assets/index-Ab1.js"></script>' +
          '<link rel="modulepreload" crossorigin href="/assets/index-Ab1.js">',
      ),
    );
  });

  it('refuses a page with no entry script or with more than one, rather than guess which starts the app', () => {
    expect(() => startThroughLoader(built(''), '/assets/s.js')).toThrow(/one module script, found 0/);
    const two =
      '<script type="module" crossorigin src="/assets/a.js"></script><script type="module" crossorigin src="/assets/b.js"></script>';
    expect(() => startThroughLoader(built(two), '/assets/s.js')).toThrow(/found 2/);
  });
});
