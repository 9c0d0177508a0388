import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { createRetestReminders } from './retest-reminders';

describeOnDatabase('retest reminders', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  const remindersAt = (at: Date) =>
    createRetestReminders({
      db: server.db,
      outbox: server.outbox,
      now: () => at,
      marketingUrl: 'https://fathom.example',
    });
  const reminded = async () =>
    (
      await server.db.query<{ to_address: string; text_body: string }>(
        "SELECT to_address, text_body FROM outbox WHERE subject = 'Time for your next semen analysis' ORDER BY to_address",
      )
    ).rows;

  it('emails each customer once, on the day three months after the latest analysis, and no one whose day passed long ago', async () => {
    const { rows } = await server.db.query<{ analysed_on: string }>(
      `SELECT to_char(coalesce(r.collected_on, r.ready_at::date), 'YYYY-MM-DD') AS analysed_on
         FROM result_documents r JOIN users u ON u.client_id = r.client_id
        WHERE u.email = 'sam@example.com' AND r.ready_at IS NOT NULL ORDER BY r.ready_at DESC LIMIT 1`,
    );
    const analysedOn = rows[0]?.analysed_on ?? '';
    const [year = 0, month = 1, day = 1] = analysedOn.split('-').map(Number);
    const retestDay = new Date(Date.UTC(year, month - 1 + 3, day, 20));
    const dayBefore = new Date(retestDay.getTime() - 86_400_000);

    expect(await remindersAt(dayBefore).run()).toEqual({ reminded: 0 });
    expect(await remindersAt(retestDay).run()).toEqual({ reminded: 1 });
    expect(await remindersAt(new Date(retestDay.getTime() + 3_600_000)).run()).toEqual({ reminded: 0 });
    const sent = await reminded();
    // Only sam: the others' retest days (morgan's in 2022, jordan's, alex's) passed too long ago to remind of.
    expect(sent.map((email) => email.to_address)).toEqual(['sam@example.com']);
    expect(sent[0]?.text_body).toContain('Sperm take about three months to renew');
    expect(sent[0]?.text_body).toContain('https://fathom.example/');
    // Sent by the outbox's job, as every email is.
    expect(await server.drainOutbox()).toBeGreaterThan(0);
  });
});
