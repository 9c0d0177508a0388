import { startBuiltServer } from './built-server';

/**
 * Starts the built server with a fresh embedded database and the demo personas, and hands its address to the
 * tests. The returned function is Playwright's teardown.
 */
export default async function startServerUnderTest(): Promise<() => Promise<void>> {
  const server = await startBuiltServer();
  process.env.FATHOM_E2E_BASE_URL = server.baseUrl;
  process.env.FATHOM_E2E_SERVER_LOG = server.logPath;
  console.log(`Server under test: ${server.baseUrl} (log: ${server.logPath})`);
  return server.stop;
}
