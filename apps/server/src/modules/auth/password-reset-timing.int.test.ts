import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client';
import { startTestServer, type TestServer } from '../../../test/test-server';
import type { EmailSender } from '../../integrations/email/index';
import { createPasswordHasher } from './passwords';

/**
 * Whether an email has an account must not show in how long the answer takes. Timings are not asserted; the
 * work each answer waits for is: the same for a known and an unknown email.
 */
describe('password reset answers whether or not the account exists', () => {
  let server: TestServer;
  const argon2 = createPasswordHasher();
  let hashes = 0;
  /**
   * An email service that never finishes sending a reset link: an answer that waited for it would never come.
   * Other emails (the server's own jobs send some at start-up) go through.
   */
  const stalledEmail: EmailSender = {
    send: (message) =>
      message.subject.startsWith('Reset your') ? new Promise<void>(() => undefined) : Promise.resolve(),
  };
  beforeAll(async () => {
    server = await startTestServer({
      email: stalledEmail,
      passwords: {
        ...argon2,
        hash: (password) => {
          hashes += 1;
          return argon2.hash(password);
        },
      },
    });
  });
  afterAll(async () => server?.close());

  it('answers a reset request before looking the account up or sending the email', async () => {
    const api = new ApiClient(server.url);
    const known = await api.post('/api/forgot-password', { email: 'sam@example.com' });
    const unknown = await api.post('/api/forgot-password', { email: 'nobody@example.com' });
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(known.status).toBe(200);
  });

  it('hashes the new password for an unknown email too, as for a known one with a wrong link', async () => {
    const api = new ApiClient(server.url);
    const attempt = (email: string) =>
      api.post('/api/reset-password', {
        token: 'not-a-token',
        email,
        password: 'Another-pass-9',
        password_confirmation: 'Another-pass-9',
      });
    const before = hashes;
    const known = await attempt('taylor@example.com');
    const unknown = await attempt('nobody@example.com');
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(hashes - before).toBe(2);
  });
});
