import { SMTPServer } from 'smtp-server';

/**
 * A mail relay on 127.0.0.1 that refuses one message in `refuseEvery` it is given, at random (a fixed seed, so
 * runs compare), with a temporary 451: a retried message is offered again and may be refused again, but not by a
 * counter that lines up with the order retries come back in. It counts what it accepts by the message's
 * Subject, which the bench makes unique per queued email.
 * @param {{ refuseEvery: number, seed?: number }} options
 */
export async function startRefusingRelay({ refuseEvery, seed = 20261127 }) {
  // mulberry32: a small, well-spread generator, enough to pick which sends fail.
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** @type {Map<string, number>} */
  const accepted = new Map();
  let offered = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      stream.on('end', () => {
        offered += 1;
        if (random() < 1 / refuseEvery) {
          refused += 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '(none)';
        accepted.set(subject, (accepted.get(subject) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    counts() {
      let duplicates = 0;
      let messages = 0;
      for (const times of accepted.values()) {
        messages += times;
        if (times > 1) duplicates += 1;
      }
      return { offered, refused, accepted: messages, distinct: accepted.size, deliveredTwice: duplicates };
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
