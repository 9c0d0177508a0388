export {};

/**
 * The container's health probe (Dockerfile HEALTHCHECK): exits 0 when this instance's liveness endpoint
 * answers 200 within 3 seconds, else 1. The runtime image has Node and no curl.
 */
const port = process.env.PORT ?? '3000';
try {
  const answer = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(3_000) });
  process.exitCode = answer.ok ? 0 : 1;
} catch {
  process.exitCode = 1;
}
