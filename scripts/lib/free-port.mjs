import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 now (the operating system's choice), for a server a script or test starts. */
export function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() =>
          address && typeof address === 'object' ? resolve(address.port) : reject(new Error('No free port')),
        );
      });
    })
  );
}
