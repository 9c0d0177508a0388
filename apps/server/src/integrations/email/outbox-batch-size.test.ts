import { expect, it } from 'vitest';
import { EMAIL_BATCH_SIZE, EMAIL_RUN_LIMIT_SECONDS } from './outbox';
import { SMTP_MAX_CONNECTIONS, SMTP_TIMEOUTS_MS } from './smtp';

it("ends a batch's last message within its run's limit, even when every send before it waits out a silent relay", () => {
  const turns = Math.ceil(EMAIL_BATCH_SIZE / SMTP_MAX_CONNECTIONS);
  // A send that waits out every timeout: the connection, the greeting, then an answer that never comes.
  const longestSendMs = SMTP_TIMEOUTS_MS.connection + SMTP_TIMEOUTS_MS.greeting + SMTP_TIMEOUTS_MS.socket;
  expect((turns * longestSendMs) / 1000).toBeLessThan(EMAIL_RUN_LIMIT_SECONDS);
});
