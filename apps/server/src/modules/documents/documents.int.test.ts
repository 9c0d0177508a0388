import { formatDateTime } from '@fathom/domain/format';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInToken } from '../../../test/checkout-requests';
import { pdfText } from '../../../test/pdf-text';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';

interface DocumentList {
  data: { attributes: { step: number; title: string; status: string; signed_name: string | null } }[];
}

describeOnDatabase('contracts', (database) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ database });
    for (const persona of ['sam', 'jamie', 'riley', 'drew', 'pat'])
      tokens[persona] = await signInToken(server, `${persona}@example.com`);
  });
  afterAll(async () => server?.close());

  const as = (persona: string) => ({ authorization: `Bearer ${tokens[persona]}` });
  const list = async (persona: string, query = '') =>
    (
      (await (
        await fetch(`${server.url}/api/restify/documents${query}`, { headers: as(persona) })
      ).json()) as DocumentList
    ).data;
  const sign = (persona: string, step: number, body: unknown) =>
    fetch(`${server.url}/api/restify/documents/${step}/sign`, {
      method: 'POST',
      headers: { ...as(persona), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('asks each account for the agreements that apply to it', async () => {
    expect((await list('drew')).map((document) => document.attributes.step)).toEqual([6]);
    expect((await list('sam')).map((document) => document.attributes.step)).toEqual([6, 29]);
    expect((await list('riley', '?step=6,29,30')).map((document) => document.attributes.step)).toEqual([
      6, 30,
    ]);
    expect((await list('riley', '?step=30')).map((document) => document.attributes.status)).toEqual([
      'to_sign',
    ]);
  });

  it('signs only in the legal name and with agreement, then serves the signed PDF to the account', async () => {
    const wrongName = await sign('sam', 6, { legal_name: 'Sammy', agreed: true });
    expect(wrongName.status).toBe(422);
    expect(((await wrongName.json()) as { errors: Record<string, string[]> }).errors.legal_name).toEqual([
      'Sign with your full legal name, exactly as on your account: Sam Whitaker.',
    ]);
    expect((await sign('sam', 6, { legal_name: 'Sam Whitaker', agreed: false })).status).toBe(422);
    expect((await fetch(`${server.url}/api/restify/documents/6/pdf`, { headers: as('sam') })).status).toBe(
      404,
    );
    expect((await sign('jamie', 6, { legal_name: 'Jamie Whitaker', agreed: true })).status).toBe(403);

    const signed = await sign('sam', 6, { legal_name: ' sam whitaker ', agreed: true });
    expect(signed.status).toBe(200);
    expect((await list('sam'))[0]?.attributes).toMatchObject({
      status: 'signed',
      signed_name: 'sam whitaker',
    });
    expect((await list('jamie'))[0]?.attributes.status).toBe('signed');

    for (const persona of ['sam', 'jamie']) {
      const pdf = await fetch(`${server.url}/api/restify/documents/6/pdf`, { headers: as(persona) });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await pdfText(bytes)).text).toContain('Signed by sam whitaker');
    }
    expect((await fetch(`${server.url}/api/restify/documents/6/pdf`, { headers: as('drew') })).status).toBe(
      404,
    );
    expect((await sign('sam', 99, { legal_name: 'Sam Whitaker', agreed: true })).status).toBe(422);
  });

  it('prints a signature in letters beyond Latin-1 as signed', async () => {
    const renamed = await fetch(`${server.url}/api/restify/profile`, {
      method: 'POST',
      headers: { ...as('riley'), 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Łucja', last_name: 'Wiśniewska-Dvořák' }),
    });
    expect(renamed.status).toBe(200);
    expect((await sign('riley', 6, { legal_name: 'Łucja Wiśniewska-Dvořák', agreed: true })).status).toBe(
      200,
    );
    const pdf = await fetch(`${server.url}/api/restify/documents/6/pdf`, { headers: as('riley') });
    expect(pdf.status).toBe(200);
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Signed by Łucja Wiśniewska-Dvořák');
    expect(text).toContain('Page 1 of');
  });
  it("confirms a signature and prints the signed PDF in the signer's language; English as it always read", async () => {
    const outboxTo = async (address: string) =>
      (
        await server.db.query<{ subject: string; text_body: string }>(
          'SELECT subject, text_body FROM outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
          [address],
        )
      ).rows[0];
    // sam signed in English (the test above): the e-mail reads as it always did.
    expect(await outboxTo('sam@example.com')).toEqual({
      subject: 'Your signed client agreement',
      text_body:
        'You signed the client agreement as sam whitaker. A signed PDF is in your account under Contracts.',
    });

    const chosen = await fetch(`${server.url}/api/restify/profile`, {
      method: 'POST',
      headers: { ...as('drew'), 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'es' }),
    });
    expect(chosen.status).toBe(200);
    expect((await sign('drew', 6, { legal_name: 'Drew Foster', agreed: true })).status).toBe(200);
    expect(await outboxTo('drew@example.com')).toEqual({
      subject: 'Documento firmado: acuerdo del cliente',
      text_body:
        'Usted firmó el documento "acuerdo del cliente" como Drew Foster. El PDF firmado está en su cuenta, en Contratos.',
    });

    const { rows } = await server.db.query<{ signed_at: Date }>(
      `SELECT d.signed_at FROM signed_documents d JOIN users u ON u.client_id = d.client_id
        WHERE u.email = 'drew@example.com' AND d.step = 6`,
    );
    const pdf = await fetch(`${server.url}/api/restify/documents/6/pdf`, {
      headers: { ...as('drew'), 'accept-language': 'en-US' },
    });
    expect(pdf.status).toBe(200);
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const expected of [
      'Versión 2026-01 · Cliente',
      'Acuerdo del cliente',
      'Firmado por Drew Foster',
      `el ${formatDateTime(rows[0]?.signed_at ?? null, { timeZone: 'UTC', language: 'es' })}`,
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Signed by');
    expect(text).not.toContain('Page 1');
  });

  it('records the language each agreement was read in, and prints it on the signed PDF', async () => {
    const kept = await server.db.query<{ email: string; language: string | null }>(
      `SELECT u.email, d.language FROM signed_documents d JOIN users u ON u.client_id = d.client_id AND u.role = 'client'
        WHERE d.step = 6 AND u.email IN ('sam@example.com', 'drew@example.com') ORDER BY u.email`,
    );
    // drew read it in Spanish (the profile's language), sam in English.
    expect(kept.rows).toEqual([
      { email: 'drew@example.com', language: 'es' },
      { email: 'sam@example.com', language: 'en' },
    ]);
    const pdfOf = async (persona: string, headers: Record<string, string> = {}) => {
      const pdf = await fetch(`${server.url}/api/restify/documents/6/pdf`, {
        headers: { ...as(persona), ...headers },
      });
      expect(pdf.status).toBe(200);
      return (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).text;
    };
    expect(await pdfOf('drew')).toContain('Leído en español');
    const sams = await pdfOf('sam');
    expect(sams).toContain('Read in English');
    expect(sams).not.toContain('Spanish');
    // The copy is written in its reader's language, and says the language the agreement was read in.
    expect(await pdfOf('sam', { cookie: 'fathom-language=es' })).toContain('Leído en inglés');

    // Shown in the page's language to a profile without one, and signed in it.
    await server.db.query(
      `DELETE FROM signed_documents d USING users u WHERE u.client_id = d.client_id AND u.email = 'pat@example.com'`,
    );
    const spanishPage = { cookie: 'fathom-language=es' };
    const listed = await fetch(`${server.url}/api/restify/documents?step=6`, {
      headers: { ...as('pat'), ...spanishPage },
    });
    expect(((await listed.json()) as DocumentList).data[0]?.attributes.title).toBe('Acuerdo del cliente');
    const signed = await fetch(`${server.url}/api/restify/documents/6/sign`, {
      method: 'POST',
      headers: { ...as('pat'), ...spanishPage, 'content-type': 'application/json' },
      body: JSON.stringify({ legal_name: 'Pat Quinn', agreed: true }),
    });
    expect(signed.status).toBe(200);
    const pat = await server.db.query<{ language: string }>(
      `SELECT d.language FROM signed_documents d JOIN users u ON u.client_id = d.client_id
        WHERE u.email = 'pat@example.com' AND d.step = 6`,
    );
    expect(pat.rows).toEqual([{ language: 'es' }]);
  });
});
