// Bundles the server into dist/main.js (and the lab's command-line tool into dist/staff-cli.js, the database
// commands into dist/db-cli.js, the container's health probe into dist/healthcheck.js): our own workspace packages are compiled in, every other
// dependency stays external and is loaded from node_modules at run time.
// `--outdir <folder>` writes the same bundle elsewhere (a test's own build); the folder must lie under apps/server,
// where the external dependencies are found in node_modules. `--production` leaves out the development identity
// provider (production requires OIDC_ISSUER and never serves it): the image is built so.
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));
const { values } = parseArgs({ options: { outdir: { type: 'string' }, production: { type: 'boolean' } } });
const outdir = values.outdir ?? here('./dist');

const externalDependencies = {
  name: 'external-dependencies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@fathom/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** In a production bundle the development identity provider is none: app.ts then hands the auth room nothing. */
const withoutDevIdentityProvider = {
  name: 'without-dev-identity-provider',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\/dev-identity-provider\/index$/ }, () => ({
      path: 'dev-identity-provider',
      namespace: 'production-build',
    }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'production-build' }, () => ({
      contents: 'export const devIdentityProvider = null;',
      loader: 'js',
    }));
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: here('./src/main.ts'),
    'staff-cli': here('./src/cli/staff-cli.ts'),
    'db-cli': here('./src/cli/db-cli.ts'),
    healthcheck: here('./src/cli/healthcheck.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: values.production ? [withoutDevIdentityProvider, externalDependencies] : [externalDependencies],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
// migrate.ts reads ./migrations next to the running module: next to dist/main.js in the bundle.
await cp(here('./src/db/migrations'), `${outdir}/migrations`, { recursive: true });
console.log(`server built: ${values.outdir ?? 'apps/server/dist'}/{main,staff-cli,db-cli,healthcheck}.js`);
