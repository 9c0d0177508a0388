import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../test/api-client';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { DESTRUCTION_WARNING_RETRY_LIMIT, SEND_EMAIL_JOB } from './outbox';
import { createSmtpEmailSender } from './smtp';
import { startLocalSmtpServer } from './testing/local-smtp-server';

describeEachDatabase('the outbox over SMTP', (database) => {
  let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    server = await startTestServer({
      database,
      email: createSmtpEmailSender(smtp.url, 'Fathom <no-reply@fathom.example>'),
    });
    api = new ApiClient(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  /** Retries wait for their backoff (30 s and more): a test makes them due now instead of waiting. */
  const makeRetriesDue = () =>
    server.db.query(
      `UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = $1 AND state = 'retry'`,
      [SEND_EMAIL_JOB],
    );
  const receivedBy = (address: string) => smtp.received.filter((email) => email.to.includes(address));
  const outboxRow = async (subject: string, to: string) =>
    (
      await server.db.query<{
        sent_at: Date | null;
        sealed_body: string | null;
        attempts: number;
        last_error: string | null;
        failed_at: Date | null;
      }>(
        `SELECT sent_at, sealed_body, attempts, last_error, failed_at FROM outbox
          WHERE subject = $1 AND to_address = $2 ORDER BY created_at DESC LIMIT 1`,
        [subject, to],
      )
    ).rows[0];

  it('keeps what a request queued while the relay is down, and delivers each message once when it is back', async () => {
    smtp.refuseWhen(() => true);
    for (const email of ['sam@example.com', 'casey@example.com']) {
      expect((await api.post('/api/forgot-password', { email })).status).toBe(200);
    }
    // The link is written just after the answer (which takes the same time whether the account exists).
    await expect
      .poll(async () => {
        const rows = await Promise.all(
          ['sam@example.com', 'casey@example.com'].map((to) => outboxRow('Reset your Fathom password', to)),
        );
        return rows.every((row) => row !== undefined);
      })
      .toBe(true);
    const queued = await outboxRow('Reset your Fathom password', 'sam@example.com');
    // The live link is sealed until sent: neither the stored text nor the sealed body holds it in clear.
    expect(queued?.sealed_body).toMatch(/^v1\./);
    expect(queued?.sealed_body).not.toContain('token=');

    await server.drainOutbox();
    expect(receivedBy('sam@example.com')).toHaveLength(0);
    expect(await outboxRow('Reset your Fathom password', 'sam@example.com')).toMatchObject({
      sent_at: null,
      attempts: 1,
      last_error: expect.stringContaining('Try again later'),
    });

    smtp.refuseWhen(() => false);
    await makeRetriesDue();
    await server.drainOutbox();
    await makeRetriesDue();
    await server.drainOutbox();
    for (const address of ['sam@example.com', 'casey@example.com']) {
      const delivered = receivedBy(address);
      expect(delivered).toHaveLength(1);
      // Delivered with its live link, which the outbox never kept.
      expect(delivered[0]?.raw).toMatch(/token=[\w-]{20,}/);
    }
    const sent = await outboxRow('Reset your Fathom password', 'sam@example.com');
    expect(sent?.sent_at).toBeInstanceOf(Date);
    expect(sent?.sealed_body).toBeNull();
  });

  it('sends the rest of a batch when one message fails', async () => {
    smtp.refuseWhen((to) => to.includes('bounce@example.com'));
    const recipients = ['one@example.com', 'two@example.com', 'bounce@example.com', 'three@example.com'];
    await server.db.transaction(async (tx) => {
      for (const to of recipients) await server.outbox.queue(tx, { to, subject: 'Batch', text: 'Hello' });
    });
    await server.drainOutbox();
    for (const to of recipients.filter((address) => address !== 'bounce@example.com')) {
      expect(receivedBy(to)).toHaveLength(1);
    }
    expect(receivedBy('bounce@example.com')).toHaveLength(0);
    expect(await outboxRow('Batch', 'bounce@example.com')).toMatchObject({ sent_at: null, attempts: 1 });
  });

  it('retries a destruction warning until its retries run out, then flags it to staff, who send it again', async () => {
    smtp.refuseWhen((to) => to.includes('stored@example.com'));
    const subject = 'Please choose a plan before 2030-01-01';
    await server.db.transaction((tx) =>
      server.outbox.queue(
        tx,
        { to: 'stored@example.com', subject, text: 'Your vials…' },
        { kind: 'destruction-warning' },
      ),
    );
    for (let attempt = 0; attempt <= DESTRUCTION_WARNING_RETRY_LIMIT; attempt += 1) {
      await makeRetriesDue();
      await server.drainOutbox();
    }
    const flagged = await outboxRow(subject, 'stored@example.com');
    expect(flagged).toMatchObject({ sent_at: null, attempts: DESTRUCTION_WARNING_RETRY_LIMIT + 1 });
    expect(flagged?.failed_at).toBeInstanceOf(Date);

    const staff = await signIn(api, 'admin');
    const failed = await api.get<{ data: { id: string; name: string; data: { subject: string } }[] }>(
      '/api/staff/jobs/failed',
      { token: staff },
    );
    expect(failed.status).toBe(200);
    const warning = failed.body.data.find((job) => job.data.subject === subject);
    expect(warning).toMatchObject({ name: SEND_EMAIL_JOB });

    smtp.refuseWhen(() => false);
    const retried = await api.post(`/api/staff/jobs/${warning?.id}/retry`, {}, { token: staff });
    expect(retried.status).toBe(200);
    await server.drainOutbox();
    expect(receivedBy('stored@example.com')).toHaveLength(1);
    expect(await outboxRow(subject, 'stored@example.com')).toMatchObject({ failed_at: null });
    expect((await api.post(`/api/staff/jobs/${warning?.id}/retry`, {}, { token: staff })).status).toBe(404);
  });
  it("writes a customer's e-mail in their profile's language, read as it is queued, and delivers it so", async () => {
    smtp.refuseWhen(() => false);
    await server.db.query(
      "UPDATE users SET language = 'es' WHERE email IN ('casey@example.com', 'sam@example.com')",
    );
    expect((await api.post('/api/forgot-password', { email: 'Casey@Example.com' })).status).toBe(200);
    const subject = 'Restablezca su contraseña de Fathom';
    await expect.poll(async () => (await outboxRow(subject, 'casey@example.com')) !== undefined).toBe(true);
    const { rows } = await server.db.query<{ text_body: string; html_body: string }>(
      'SELECT text_body, html_body FROM outbox WHERE subject = $1 AND to_address = $2',
      [subject, 'casey@example.com'],
    );
    expect(rows[0]?.text_body).toMatch(
      /^Hola:\n\nRecibimos una solicitud para restablecer la contraseña de su cuenta de Fathom\.\nAbra este enlace en los próximos 60 minutos para elegir una contraseña nueva:\n\nhttp\S+token=\[sent\]\S*\n\nSi usted no lo pidió, puede ignorar este correo: su contraseña no cambia\.$/,
    );
    expect(rows[0]?.html_body).toContain(
      '>Elija una contraseña nueva</a> (el enlace funciona durante 60 minutos).</p>',
    );

    await server.drainOutbox();
    const delivered = receivedBy('casey@example.com').at(-1)?.raw ?? '';
    // The subject as the relay got it: UTF-8, its accents whole.
    const encoded = /^Subject: (.+(?:\r\n[ \t].+)*)/m.exec(delivered)?.[1] ?? '';
    const decoded = encoded
      .split(/\r\n[ \t]/)
      .map((word) => /^=\?UTF-8\?Q\?(.*)\?=$/i.exec(word.trim())?.[1] ?? word)
      .join('')
      .replaceAll('_', ' ')
      .replace(/(?:=[0-9A-F]{2})+/gi, (bytes) =>
        Buffer.from(
          bytes
            .split('=')
            .slice(1)
            .map((hex) => Number.parseInt(hex, 16)),
        ).toString('utf8'),
      );
    expect(decoded).toBe(subject);

    // Where the caller did not read it, the outbox reads the address's language, whatever its case; an address
    // without an account reads the language its e-mail names, else English.
    const greeting = {
      write: (language: 'en' | 'es') => ({ subject: language === 'es' ? 'Hola' : 'Hello', text: '…' }),
    };
    await server.db.transaction(async (tx) => {
      await server.outbox.queue(tx, { to: 'Sam@Example.com', ...greeting });
      await server.outbox.queue(tx, { to: 'nobody@example.com', ...greeting, otherwise: 'es' });
      await server.outbox.queue(tx, { to: 'no-one@example.com', ...greeting });
      await server.outbox.queue(tx, { to: 'sam@example.com', ...greeting, language: null });
    });
    const subjects = await server.db.query<{ to_address: string; subject: string }>(
      `SELECT to_address, subject FROM outbox WHERE text_body = '…' ORDER BY created_at, to_address`,
    );
    expect(subjects.rows).toEqual(
      expect.arrayContaining([
        { to_address: 'Sam@Example.com', subject: 'Hola' },
        { to_address: 'nobody@example.com', subject: 'Hola' },
        { to_address: 'no-one@example.com', subject: 'Hello' },
        // The caller read the language with the rest, and the recipient had none: English, not read again.
        { to_address: 'sam@example.com', subject: 'Hello' },
      ]),
    );
  });
});
