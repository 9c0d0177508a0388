import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInToken } from '../../../test/checkout-requests';
import { freePort } from '../../../test/free-port';
import { semenAnalysisOru, sendWithLibraryClient } from '../../../test/lab/lab-messages';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';

interface Result {
  id: string;
  attributes: { item_id: string; concentration: number | null; corrected_at?: string | null };
}

/**
 * Who was sent a result the lab corrects (ADR 050): result emails go to the account holder alone and carry no
 * values; the partner (sam's jamie in the demo world) and a result share link read the values as they are now.
 */
describeOnDatabase('a correction and everyone who was sent the earlier result', (database) => {
  let server: TestServer;
  let port: number;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer({ database, env: { LAB_HL7_PORT: String(port) } });
    tokens.sam = await signInToken(server, 'sam@example.com');
    tokens.jamie = await signInToken(server, 'jamie@example.com');
  });
  afterAll(async () => server?.close());

  const call = async <Body>(path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Body };
  };
  const resultsOf = async (token: string) =>
    (await call<{ data: Result[] }>('/api/restify/result-documents', token)).body.data;
  const emailsTo = async (address: string) =>
    (
      await server.db.query<{ subject: string; text_body: string }>(
        'SELECT subject, text_body FROM outbox WHERE to_address = $1 ORDER BY created_at',
        [address],
      )
    ).rows;

  it('the partner and a share link read the corrected values, and no email leaves anyone a copy of the earlier ones', async () => {
    // Sam's latest released analysis, as the lab's system knows it: the kit's id and sam's name and birth date.
    const { rows } = await server.db.query<{
      result_id: string;
      kit_identifier: string;
      concentration: number;
      first_name: string;
      last_name: string;
      born: string | null;
    }>(
      `SELECT rd.id AS result_id, i.kit_identifier, rd.concentration, u.first_name, u.last_name,
              to_char(c.date_of_birth, 'YYYYMMDD') AS born
         FROM result_documents rd JOIN items i ON i.id = rd.item_id JOIN clients c ON c.id = rd.client_id
         JOIN users u ON u.client_id = c.id AND u.role = 'client'
        WHERE u.email = 'sam@example.com' AND rd.ready_at IS NOT NULL AND rd.concentration IS NOT NULL
        ORDER BY rd.ready_at DESC LIMIT 1`,
    );
    const sams = rows[0];
    if (!sams) throw new Error('The demo world has no released analysis of sam’s');

    // Before: jamie, sam's partner, reads sam's result; sam shares it with a link.
    const before = (await resultsOf(tokens.jamie ?? '')).find((result) => result.id === sams.result_id);
    expect(before?.attributes.concentration).toBe(Number(sams.concentration));
    const link = await call<{ data: { url: string } }>('/api/restify/result-share-links', tokens.sam, {
      result_document_id: sams.result_id,
    });
    expect(link.status).toBe(200);
    const shareToken = link.body.data.url.split('/').at(-1) ?? '';

    const corrected = Number(sams.concentration) + 7;
    const correction = semenAnalysisOru({
      kit: sams.kit_identifier,
      status: 'C',
      patient: { family: sams.last_name, given: sams.first_name, born: sams.born ?? '' },
      observations: [`OBX|1|NM|9780-8^Conc^LN||${corrected}|10*6/mL|>=16|N|||C`],
    });
    const ack = await sendWithLibraryClient(port, correction.text);
    expect(ack.getSegment('MSA')?.getField(1)?.toString()).toBe('AA');

    // Everyone who reads the result reads the correction: sam, jamie, and whoever holds sam's share link.
    for (const token of [tokens.sam ?? '', tokens.jamie ?? '']) {
      const after = (await resultsOf(token)).find((result) => result.id === sams.result_id);
      expect(after?.attributes).toMatchObject({ concentration: corrected, corrected_at: expect.any(String) });
    }
    const shared = await call<{ data: { concentration: number } }>(`/api/public-results/${shareToken}`);
    expect(shared.status).toBe(200);
    expect(shared.body.data.concentration).toBe(corrected);

    // Sam is told; jamie was never sent a result, so has no earlier copy to be told of.
    expect((await emailsTo('sam@example.com')).map((email) => email.subject)).toContain(
      'Your results were corrected',
    );
    const toJamie = await emailsTo('jamie@example.com');
    expect(toJamie.filter((email) => /result|analysis/i.test(`${email.subject} ${email.text_body}`))).toEqual(
      [],
    );
    // And no results email, to anyone, carries values: each asks its reader to sign in.
    const resultEmails = await server.db.query<{ to_address: string; text_body: string }>(
      "SELECT to_address, text_body FROM outbox WHERE subject IN ('Your results are ready', 'Your results were corrected')",
    );
    expect(resultEmails.rows.length).toBeGreaterThan(0);
    for (const email of resultEmails.rows) {
      expect(email.to_address).toBe('sam@example.com');
      expect(email.text_body).toContain('Sign in to read');
      const words = email.text_body.replace(/https?:\/\/\S+/g, '');
      for (const value of [Number(sams.concentration), corrected])
        expect(words).not.toMatch(new RegExp(`\\b${value}\\b`));
    }
  });
});
