// Bundles the server into dist/main.js (and the lab's command-line tool into dist/staff-cli.js, the database
// commands into dist/db-cli.js, the container's health probe into dist/healthcheck.js): our own workspace packages are compiled in, every other
// dependency stays external and is loaded from node_modules at run time.
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));

const externalDependencies = {
  name: 'external-dependencies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@fathom/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(here('./dist'), { recursive: true, force: true });
await build({
  entryPoints: {
    main: here('./src/main.ts'),
    'staff-cli': here('./src/cli/staff-cli.ts'),
    'db-cli': here('./src/cli/db-cli.ts'),
    healthcheck: here('./src/cli/healthcheck.ts'),
  },
  outdir: here('./dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalDependencies],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
// migrate.ts reads ./migrations next to the running module: next to dist/main.js in the bundle.
await cp(here('./src/db/migrations'), here('./dist/migrations'), { recursive: true });
console.log('server built: apps/server/dist/{main,staff-cli,db-cli,healthcheck}.js');
