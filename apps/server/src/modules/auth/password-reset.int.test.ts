import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, demoPassword, signIn } from '../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';

interface OutboxBody {
  data: { to: string; subject: string; text: string; html: string | null }[];
}

const resetLinkSent = {
  data: { message: 'If an account exists for that email, we have sent a password reset link.' },
};

describeOnDatabase('password reset through the emailed link', (database) => {
  let server: TestServer;
  let staffToken: string;
  beforeAll(async () => {
    server = await startTestServer({ database });
    staffToken = await signIn(new ApiClient(server.url), 'support');
  });
  afterAll(async () => {
    await server.close();
  });

  /** The link is emailed just after the answer (which takes the same time whether the account exists). */
  async function latestResetLink(api: ApiClient, to: string): Promise<URL> {
    let link: string | undefined;
    await expect
      .poll(async () => {
        await server.drainOutbox();
        const mailbox = await api.get<OutboxBody>(`/api/staff/sandbox-mailbox?to=${encodeURIComponent(to)}`, {
          token: staffToken,
        });
        link = mailbox.body.data[0]?.text.match(/https?:\/\/\S+\/password\/reset\?\S+/)?.[0];
        return link;
      })
      .toBeDefined();
    return new URL(link ?? '');
  }

  it('keeps the sent link out of the outbox: only the delivered message carries it', async () => {
    const api = new ApiClient(server.url);
    await api.post('/api/forgot-password', { email: 'jordan@example.com' });
    const link = await latestResetLink(api, 'jordan@example.com');
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);
    const outbox = await api.get<OutboxBody>('/api/staff/outbox?to=jordan%40example.com', {
      token: staffToken,
    });
    const stored = outbox.body.data[0];
    expect(stored?.subject).toBe('Reset your Fathom password');
    expect(stored?.text).toContain('/password/reset?token=[sent]');
    expect(JSON.stringify(outbox.body)).not.toContain(token);
    const { rows } = await server.db.query<{ text_body: string; html_body: string | null }>(
      "SELECT text_body, html_body FROM outbox WHERE to_address = 'jordan@example.com'",
    );
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('emails a link, sets the new password, signs out old sessions; the old password then fails', async () => {
    const api = new ApiClient(server.url);
    const oldSession = await signIn(api, 'morgan');

    const requested = await api.post('/api/forgot-password', { email: 'Morgan@Example.com' });
    expect([requested.status, requested.body]).toEqual([200, resetLinkSent]);

    const link = await latestResetLink(api, 'morgan@example.com');
    expect(`${link.origin}${link.pathname}`).toBe(`${server.publicUrl}/password/reset`);
    expect(link.searchParams.get('email')).toBe('morgan@example.com');
    const token = link.searchParams.get('token') ?? '';

    const reset = await api.post('/api/reset-password', {
      token,
      email: 'morgan@example.com',
      password: 'Fathom-reset-2',
      password_confirmation: 'Fathom-reset-2',
    });
    expect([reset.status, reset.body]).toEqual([200, { data: { message: 'Your password has been reset.' } }]);

    expect((await api.get('/api/restify/profile', { token: oldSession })).status).toBe(401);
    const withNew = await api.post('/api/login', { email: 'morgan@example.com', password: 'Fathom-reset-2' });
    expect(withNew.status).toBe(200);
    const withOld = await api.post('/api/login', { email: 'morgan@example.com', password: demoPassword });
    expect(withOld.status).toBe(422);

    const again = await api.post('/api/reset-password', {
      token,
      email: 'morgan@example.com',
      password: 'Fathom-reset-3',
      password_confirmation: 'Fathom-reset-3',
    });
    expect([again.status, again.body]).toEqual([
      422,
      {
        code: 'invalid',
        message: 'This password reset link is invalid or has expired.',
        errors: { token: ['This password reset link is invalid or has expired.'] },
      },
    ]);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const api = new ApiClient(server.url);
    const answer = await api.post('/api/forgot-password', { email: 'nobody@example.com' });
    expect([answer.status, answer.body]).toEqual([200, resetLinkSent]);
    const outbox = await api.get<OutboxBody>('/api/staff/outbox?to=nobody%40example.com', {
      token: staffToken,
    });
    expect(outbox.body.data).toEqual([]);
  });

  it('refuses a short password and a confirmation that differs, on the password field', async () => {
    const api = new ApiClient(server.url);
    const base = { token: 'whatever', email: 'casey@example.com' };
    const short = await api.post('/api/reset-password', {
      ...base,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({
      errors: { password: ['The password must be at least 8 characters.'] },
    });
    const mismatch = await api.post('/api/reset-password', {
      ...base,
      password: 'long-enough-1',
      password_confirmation: 'long-enough-2',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toMatchObject({
      errors: { password: ['The password confirmation does not match.'] },
    });
  });

  it('refuses an expired link', async () => {
    const api = new ApiClient(server.url);
    await api.post('/api/forgot-password', { email: 'casey@example.com' });
    const link = await latestResetLink(api, 'casey@example.com');
    await server.db.query(
      `UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    const answer = await api.post('/api/reset-password', {
      token: link.searchParams.get('token'),
      email: 'casey@example.com',
      password: 'Fathom-reset-2',
      password_confirmation: 'Fathom-reset-2',
    });
    expect(answer.status).toBe(422);
  });
});

it('has no sandbox mailbox with a real mail relay', async () => {
  const server = await startTestServer({ email: { send: async () => undefined } });
  try {
    const api = new ApiClient(server.url);
    const staff = await signIn(api, 'support');
    expect((await api.get('/api/staff/sandbox-mailbox', { token: staff })).status).toBe(404);
  } finally {
    await server.close();
  }
});
