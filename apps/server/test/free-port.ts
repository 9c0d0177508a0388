import { createServer } from 'node:net';

/** A port free on the loopback address now: the system's choice for a listener opened and closed at once. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('The system gave no free port.')),
      );
    });
  });
}
