import { startFathom } from './lib/fathom-server.mjs';
import { lighthouseScores, spanishRoutes } from './lib/lighthouse.mjs';
const repoRoot = new URL('..', import.meta.url).pathname;
const server = await startFathom({ repoRoot, database: 'pglite' });
try {
  const en = await lighthouseScores({ url: server.url, paths: ['/login'], runs: 3 });
  const es = await lighthouseScores({ url: server.url, paths: spanishRoutes, runs: 3, acceptLanguage: 'es-US,es;q=0.9' });
  console.log(JSON.stringify({ en: en.pages, es: es.pages, bi: en.benchmarkIndex }, null, 1));
} finally { await server.stop(); }
