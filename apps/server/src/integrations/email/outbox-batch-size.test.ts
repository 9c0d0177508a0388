import { expect, it } from 'vitest';
import { EMAIL_BATCH_SIZE, EMAIL_RUN_LIMIT_SECONDS } from './outbox';
import { SMTP_MAX_CONNECTIONS, SMTP_SOCKET_TIMEOUT_MS } from './smtp';

it("ends a batch's last message within its run's limit, even when every send before it waits out a silent relay", () => {
  const turns = Math.ceil(EMAIL_BATCH_SIZE / SMTP_MAX_CONNECTIONS);
  expect((turns * SMTP_SOCKET_TIMEOUT_MS) / 1000).toBeLessThan(EMAIL_RUN_LIMIT_SECONDS);
});
