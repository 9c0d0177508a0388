import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLoggerFactory } from './lazy-request-logger';

function capturingLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const logger = pino({ level, redact: { paths: ['*.password'], censor: '[REDACTED]' } }, stream);
  return { logger, lines };
}

// The factory is called by Fastify with the server as `this`; it does not use it.
const requestLogger = (logger: pino.Logger, options: pino.ChildLoggerOptions = {}) =>
  lazyChildLoggerFactory.call(
    undefined as never,
    logger,
    { reqId: 'req-7' },
    options,
    undefined as never,
  ) as pino.Logger;

describe('lazy request logger', () => {
  it('makes no pino child while the request writes nothing at an enabled level', () => {
    const { logger, lines } = capturingLogger('warn');
    const child = vi.spyOn(logger, 'child');
    const log = requestLogger(logger);
    log.info({ req: { url: '/api/profile' } }, 'incoming request');
    log.debug('detail');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('writes a line as the child would: with the request id, redacted', () => {
    const { logger, lines } = capturingLogger('info');
    const log = requestLogger(logger);
    log.warn({ body: { password: 'Fathom-demo-1' } }, 'refused');
    log.info('completed');
    expect(lines).toMatchObject([
      { level: 40, reqId: 'req-7', body: { password: '[REDACTED]' }, msg: 'refused' },
      { level: 30, reqId: 'req-7', msg: 'completed' },
    ]);
  });

  it("makes the child at once for a route's own level", () => {
    const { logger, lines } = capturingLogger('warn');
    const log = requestLogger(logger, { level: 'debug' });
    log.debug('detail');
    expect(lines).toMatchObject([{ level: 20, reqId: 'req-7', msg: 'detail' }]);
  });
});
