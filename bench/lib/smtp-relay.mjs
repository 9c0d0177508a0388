import { SMTPServer } from 'smtp-server';

/**
 * A mail relay on 127.0.0.1 that refuses every `refuseEvery`-th message it is given with a temporary 451 (a
 * retried message counts again, and may be refused again), and counts what it accepts by the message's
 * Subject, which the bench makes unique per queued email.
 * @param {{ refuseEvery: number }} options
 */
export async function startRefusingRelay({ refuseEvery }) {
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
        if (offered % refuseEvery === 0) {
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
