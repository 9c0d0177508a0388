import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { unframe } from '../../../test/lab/lab-messages';
import type { LabInterfaceConfig } from '../../config/config-schema';
import { frame } from './mllp-framing';
import { createMllpListener, type MllpListener } from './mllp-listener';

const quiet = { info() {}, warn() {}, error() {} };
const config = (overrides: Partial<LabInterfaceConfig>): LabInterfaceConfig => ({
  host: '127.0.0.1',
  port: 0,
  orderRetries: 8,
  orderRetryDelaySeconds: 30,
  release: 'lab',
  azoospermiaSecondLook: false,
  allowedAddresses: [],
  maxConnections: 16,
  idleTimeoutMs: 10_000,
  maxMessageBytes: 1024 * 1024,
  ...overrides,
});

/** Connects, sends one frame, and answers what came back before the connection closed or answered. */
function exchange(port: number, text: string): Promise<string[]> {
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.on('connect', () => socket.write(frame(text)));
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      if (unframe(received).length > 0) socket.end();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(unframe(received)));
  });
}

describe("the lab's MLLP listener", () => {
  let listener: MllpListener | undefined;
  afterEach(async () => listener?.stop());

  const start = async (
    overrides: Partial<LabInterfaceConfig>,
    receive = async (bytes: Buffer) => ({
      text: `ACK ${bytes.toString('utf8')}`,
      code: 'AA' as const,
      charset: 'utf8' as const,
    }),
  ) => {
    listener = createMllpListener({ config: config(overrides), receive, log: quiet });
    return listener.start();
  };

  it('takes connections from the allowed addresses only', async () => {
    const allowed = await start({ allowedAddresses: ['127.0.0.0/8'] });
    expect(await exchange(allowed, 'MSH|one')).toEqual(['ACK MSH|one']);
    await listener?.stop();
    const refused = await start({ allowedAddresses: ['10.0.0.0/8', '192.168.1.7'] });
    expect(await exchange(refused, 'MSH|two')).toEqual([]);
  });

  it('closes connections past the limit, and takes new ones once others have gone', async () => {
    const port = await start({ maxConnections: 1 });
    const first = net.connect({ host: '127.0.0.1', port });
    await new Promise((resolve) => first.once('connect', resolve));
    expect(await exchange(port, 'MSH|second')).toEqual([]);
    first.destroy();
    await expect.poll(() => exchange(port, 'MSH|third'), { timeout: 5_000 }).toEqual(['ACK MSH|third']);
  });

  it('on stop, finishes and acknowledges the message in hand, then closes', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    const port = await start({}, async (bytes) => {
      started += 1;
      await held;
      return { text: `ACK ${bytes.toString('utf8')}`, code: 'AA', charset: 'utf8' };
    });
    const answer = exchange(port, 'MSH|in hand');
    await expect.poll(() => started).toBe(1);
    const stopped = listener?.stop();
    listener = undefined;
    release();
    expect(await answer).toEqual(['ACK MSH|in hand']);
    await stopped;
  });
});
