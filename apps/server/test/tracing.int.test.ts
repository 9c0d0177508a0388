import { randomBytes } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRequest, placeOrder } from './checkout-requests';
import { freePort } from './free-port';
import { semenAnalysisOru, sendWithLibraryClient } from './lab/lab-messages';
import { startTestServer, type TestServer } from './test-server';

/** A span as OTLP's JSON encoding carries it (ids in hex), with its attributes as plain values. */
interface CollectedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

/** OTLP/HTTP's span kinds (SPAN_KIND_SERVER …), as the protocol numbers them. */
const SERVER = 2;
const CLIENT = 3;
const CONSUMER = 5;

/**
 * A collector of its own, written from the OTLP/HTTP specification: it takes POST /v1/traces in the JSON
 * encoding and keeps every span of every resource and scope.
 */
function startCollector(): Promise<{ server: Server; url: string; spans: CollectedSpan[]; posts: string[] }> {
  const spans: CollectedSpan[] = [];
  const posts: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      posts.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: {
          scopeSpans: {
            spans: (Omit<CollectedSpan, 'attributes'> & {
              attributes?: { key: string; value: Record<string, unknown> }[];
            })[];
          }[];
        }[];
      };
      for (const resource of body.resourceSpans)
        for (const scope of resource.scopeSpans)
          for (const span of scope.spans)
            spans.push({
              ...span,
              parentSpanId: span.parentSpanId ?? '',
              attributes: Object.fromEntries(
                (span.attributes ?? []).map(({ key, value }) => [key, Object.values(value)[0]]),
              ),
            });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, posts }),
    ),
  );
}

describe('tracing with OpenTelemetry (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let server: TestServer;
  const traceId = randomBytes(16).toString('hex');
  const callerSpanId = randomBytes(8).toString('hex');
  const buyer = `traced-${randomBytes(4).toString('hex')}@example.com`;

  beforeAll(async () => {
    collector = await startCollector();
    const labPort = await freePort();
    server = await startTestServer({
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, LAB_HL7_PORT: String(labPort) },
    });
    await server.drainOutbox();
    const placed = await placeOrder(
      server,
      orderRequest({ account_details: { email: buyer, first_name: 'Robin', last_name: 'Hale' } }),
      undefined,
      { traceparent: `00-${traceId}-${callerSpanId}-01` },
    );
    expect(placed.status).toBe(200);
    expect(await server.drainOutbox()).toBeGreaterThanOrEqual(1);
    await sendWithLibraryClient(labPort, semenAnalysisOru({ kit: 'FK-TRACED-0001' }).text);
    // Closing the server sends the spans it still holds.
    await server.close();
  });
  afterAll(() => new Promise((resolve) => collector?.server.close(resolve)));

  it("follows one order in one trace: the caller's, through the request, its statements, the card, the job and its email", () => {
    expect(collector.posts[0]).toBe('POST /v1/traces application/json');
    const trace = collector.spans.filter((span) => span.traceId === traceId);
    const byId = new Map(trace.map((span) => [span.spanId, span]));
    const request = trace.find((span) => span.kind === SERVER);
    expect(request).toMatchObject({
      name: 'POST /api/checkout',
      parentSpanId: callerSpanId,
      attributes: { 'http.route': '/api/checkout', 'http.response.status_code': 200 },
    });
    const insert = trace.find(
      (span) =>
        span.kind === CLIENT && String(span.attributes['db.query.text']).includes('INSERT INTO orders'),
    );
    expect(insert?.attributes['db.system.name']).toBe('postgresql');
    expect(trace.some((span) => span.name === 'payments.createIntent')).toBe(true);
    const jobs = trace.filter((span) => span.kind === CONSUMER);
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    for (const job of jobs) expect(job.name).toBe('job send-email');
    const sends = trace.filter((span) => span.name === 'email.send');
    expect(sends).toHaveLength(jobs.length);
    // Each email's sending is inside its job's span, and every span of the trace leads back to the request's.
    for (const send of sends) expect(jobs.map((job) => job.spanId)).toContain(send.parentSpanId);
    for (const span of trace) {
      let at: CollectedSpan | undefined = span;
      while (at && at !== request) at = byId.get(at.parentSpanId);
      expect(at, `${span.name} leads back to the request`).toBe(request);
    }
  });

  it('starts a trace for each message from the lab, with the statements that store it', () => {
    const received = collector.spans.find((span) => span.name === 'lab.receive');
    expect(received).toMatchObject({ kind: SERVER, parentSpanId: '' });
    const statements = collector.spans.filter(
      (span) => span.traceId === received?.traceId && span.attributes['db.system.name'] === 'postgresql',
    );
    expect(statements.some((span) => String(span.attributes['db.query.text']).includes('lab_messages'))).toBe(
      true,
    );
  });

  it('never puts a value in a statement: the buyer’s address is in no span', () => {
    expect(collector.spans.length).toBeGreaterThan(10);
    expect(JSON.stringify(collector.spans)).not.toContain(buyer);
  });
});

describe('tracing whose collector takes the spans and never answers', () => {
  let collector: Server;
  let url: string;
  const held: ServerResponse[] = [];

  beforeAll(async () => {
    // A collector that reads each request and leaves it waiting: a stalled network path or a hung process.
    collector = createServer((request, response) => {
      request.resume();
      held.push(response);
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const response of held) response.destroy();
    await new Promise((resolve) => collector?.close(resolve));
  });

  it('places orders as before, and the server still stops, without waiting out the exporter', async () => {
    const server = await startTestServer({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: url } });
    let closed = false;
    let stopping: Promise<void> | undefined;
    try {
      for (let order = 0; order < 3; order++) {
        const placed = await placeOrder(server, orderRequest());
        expect(placed.status).toBe(200);
      }
      expect(await server.drainOutbox()).toBeGreaterThanOrEqual(3);
      // The stop sends the spans still held, to a collector that keeps them waiting.
      stopping = server.close().then(() => {
        closed = true;
      });
      // A stop bounded by the exporter's own timeout (10 s by default, 30 s for the batch) would still be waiting.
      await expect.poll(() => closed, { timeout: 8_000 }).toBe(true);
      expect(held.length).toBeGreaterThan(0);
    } finally {
      await (stopping ?? server.close());
    }
  });
});
