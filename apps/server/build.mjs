// Bundles the server into dist/main.js (and the lab's command-line tool into dist/staff-cli.js, the database
// commands into dist/db-cli.js, the container's health probe into dist/healthcheck.js): our own workspace packages are compiled in, every other
// dependency stays external and is loaded from node_modules at run time.
// `--outdir <folder>` writes the same bundle elsewhere (a test's own build); the folder must lie under apps/server,
// where the external dependencies are found in node_modules. `--production` leaves out the development identity
// provider (production requires OIDC_ISSUER and never serves it): the image is built so.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  createCompilationErrorMessage,
  createCompiledCatalog,
  createMissingErrorMessage,
  getCatalogForFile,
  getCatalogs,
} from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { mapMacroOptions, transform } from '@lingui/native-tools';
import { build } from 'esbuild';

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));
const { values } = parseArgs({ options: { outdir: { type: 'string' }, production: { type: 'boolean' } } });
const outdir = values.outdir ?? here('./dist');

/**
 * Lingui's runtime (the messages' interpreter) is compiled in, with what it imports, as our own packages are: the
 * image installs no message tooling (ADR 066).
 */
const compiledIn = /^(@fathom\/|@lingui\/core($|\/))/;

const externalDependencies = {
  name: 'external-dependencies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (compiledIn.test(args.path)) return undefined;
      // What a package compiled in imports is compiled in with it.
      if (args.importer.split(path.sep).includes('node_modules')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * The server's messages (ADR 066), as the web's Vite plugin compiles the web's: a file that writes them with Lingui's
 * macros (`msg`) is transformed by Lingui's native transform into message descriptors carrying their ids only, and a
 * PO catalogue imported is compiled into its messages. The build stops on a message missing from a language's
 * catalogue, or one that does not compile.
 */
const linguiConfig = getConfig({ configPath: here('./lingui.config.ts') });
const linguiMessages = {
  name: 'lingui-messages',
  setup(pluginBuild) {
    const usesMacros = /from ['"]@lingui\/core\/macro['"]/;
    pluginBuild.onLoad({ filter: /\/apps\/server\/src\/.*\.ts$/ }, async (args) => {
      const code = await readFile(args.path, 'utf8');
      if (!usesMacros.test(code)) return undefined;
      const { code: transformed } = await transform(code, path.basename(args.path), {
        macro: { ...mapMacroOptions(linguiConfig), descriptorFields: 'id-only' },
        sourceMaps: 'inline',
      });
      return { contents: transformed, loader: 'js', resolveDir: path.dirname(args.path) };
    });
    const catalogues = getCatalogs(linguiConfig);
    pluginBuild.onLoad({ filter: /\.po$/ }, async (args) => {
      const found = getCatalogForFile(path.relative(linguiConfig.rootDir, args.path), await catalogues);
      if (!found) throw new Error(`${args.path} is none of lingui.config.ts's catalogues`);
      const { locale, catalog } = found;
      const { messages, missing } = await catalog.getTranslations(locale, {
        fallbackLocales: linguiConfig.fallbackLocales,
        sourceLocale: linguiConfig.sourceLocale,
        missingBehavior: 'catalog',
      });
      if (missing.length > 0) throw new Error(createMissingErrorMessage(locale, missing, 'catalog'));
      const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'es' });
      if (errors.length > 0) throw new Error(createCompilationErrorMessage(locale, errors));
      return { contents: source, loader: 'js', watchFiles: [args.path] };
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
  plugins: values.production
    ? [withoutDevIdentityProvider, externalDependencies, linguiMessages]
    : [externalDependencies, linguiMessages],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
// migrate.ts reads ./migrations next to the running module: next to dist/main.js in the bundle.
await cp(here('./src/db/migrations'), `${outdir}/migrations`, { recursive: true });
console.log(`server built: ${values.outdir ?? 'apps/server/dist'}/{main,staff-cli,db-cli,healthcheck}.js`);
