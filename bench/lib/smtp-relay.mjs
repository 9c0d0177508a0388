import { SMTPServer } from 'smtp-server';

/**
 * A mail relay on 127.0.0.1 that refuses one message in `refuseEvery` it is given, at random (a fixed seed, so
 * runs compare), with a temporary 451: a retried message is offered again and may be refused again, but not by a
 * counter that lines up with the order retries come back in. Like a mail system, it accepts a message whose
 * Message-ID it has accepted before and drops it (a resend: counted apart). It counts what it delivers by the
 * message's Subject, which the bench makes unique per queued email: a subject delivered twice went twice.
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
  const delivered = new Map();
  /** @type {Set<string>} */
  const messageIds = new Set();
  let offered = 0;
  let refused = 0;
  let droppedResends = 0;
  let withoutMessageId = 0;
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
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];
        callback();
        if (!messageId) withoutMessageId += 1;
        else if (messageIds.has(messageId)) {
          droppedResends += 1;
          return;
        } else messageIds.add(messageId);
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '(none)';
        delivered.set(subject, (delivered.get(subject) ?? 0) + 1);
      });
    },
  });
  // A sender killed in the middle of a transaction resets its connection: the relay carries on, as a real one does.
  let connectionsLost = 0;
  server.on('error', () => {
    connectionsLost += 1;
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    counts() {
      let wentTwice = 0;
      let messages = 0;
      for (const times of delivered.values()) {
        messages += times;
        if (times > 1) wentTwice += 1;
      }
      return {
        offered,
        refused,
        accepted: offered - refused,
        droppedResends,
        withoutMessageId,
        connectionsLost,
        delivered: messages,
        distinct: delivered.size,
        wentTwice,
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
