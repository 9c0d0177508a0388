import { formatDate, formatDay, zoneAbbreviation } from '@fathom/domain/format';
import { DEMO_LAB, LAB_REPORT_TIME_ZONE } from '@fathom/domain/lab';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInToken } from '../../../test/checkout-requests';
import { pdfText } from '../../../test/pdf-text';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';

describeOnDatabase('the results report a clinician reads', (database) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ database });
    for (const persona of ['taylor', 'lab', 'sam', 'jamie', 'casey'])
      tokens[persona] = await signInToken(server, `${persona}@example.com`);
  });
  afterAll(async () => server?.close());

  const as = (persona: string) => ({
    authorization: `Bearer ${tokens[persona]}`,
    'content-type': 'application/json',
  });
  const post = (path: string, persona: string, body: unknown = {}) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: as(persona), body: JSON.stringify(body) });
  const taylorsKit = async () => {
    const response = await fetch(`${server.url}/api/restify/items`, { headers: as('taylor') });
    const { data } = (await response.json()) as {
      data: {
        id: string;
        attributes: {
          category: string;
          kit: { stages_reached: { stage: number; reached_at: string }[] } | null;
        };
        relationships: { resultDocuments: { id: string }[] };
      }[];
    };
    const kit = data.find((item) => item.attributes.category === 'analysis');
    if (!kit) throw new Error('taylor has no analysis kit');
    return kit;
  };
  const values = {
    total_count: 52,
    total_motile_sperm: 28,
    total_motility: 55,
    concentration: 21,
    volume: 2.5,
    normal: 3,
    dna_fragmentation: 12,
    lab_notes: 'Sample received in good condition; liquefaction complete at 30 minutes.',
    collected_on: '2025-03-03',
  };

  it('refuses a collection date that has not come, or is no day, and keeps nothing', async () => {
    const kit = await taylorsKit();
    expect((await post(`/api/staff/items/${kit.id}/tracking`, 'lab', { tracking_stage: 5 })).status).toBe(
      200,
    );
    const future = await post(`/api/staff/items/${kit.id}/results`, 'lab', {
      ...values,
      collected_on: '2999-01-01',
    });
    expect(future.status).toBe(422);
    expect(((await future.json()) as { errors: Record<string, string[]> }).errors.collected_on).toHaveLength(
      1,
    );
    const noDay = await post(`/api/staff/items/${kit.id}/results`, 'lab', {
      ...values,
      collected_on: '2025-02-30',
    });
    expect([400, 422]).toContain(noDay.status);
    const kept = await server.db.query('SELECT 1 FROM result_documents WHERE item_id = $1', [kit.id]);
    expect(kept.rows).toEqual([]);
  });

  it('prints the customer’s name as written, the lab, the dates, and each value with unit, range and status', async () => {
    const renamed = await post('/api/restify/profile', 'taylor', { first_name: 'Zoë', last_name: 'Nuñez' });
    expect(renamed.status).toBe(200);
    const kit = await taylorsKit();
    expect((await post(`/api/staff/items/${kit.id}/results`, 'lab', values)).status).toBe(200);
    expect((await post(`/api/staff/items/${kit.id}/results/release`, 'lab')).status).toBe(200);
    const resultId = (await taylorsKit()).relationships.resultDocuments[0]?.id ?? '';
    const document = await fetch(`${server.url}/api/restify/result-documents/${resultId}`, {
      headers: as('taylor'),
    });
    const readyAt = ((await document.json()) as { data: { attributes: { ready_at: string } } }).data
      .attributes.ready_at;
    // The tracker shows the kit at the lab from the moment it reached stage 5: the report says the same.
    const atLab = (await taylorsKit()).attributes.kit?.stages_reached.find((entry) => entry.stage === 5);
    if (!atLab) throw new Error("taylor's tracker does not show the kit at the lab");
    const receivedAt = new Date(atLab.reached_at);

    const response = await fetch(`${server.url}/api/restify/result-documents/${resultId}/report`, {
      headers: as('taylor'),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The font is embedded as a subset of the letters used, not whole (Noto Sans is about 630 kB a face).
    expect(bytes.length).toBeLessThan(80_000);
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    for (const expected of [
      'Fathom',
      'Semen analysis report',
      'Zoë Nuñez',
      'Sep 30, 1988',
      'Collected',
      'Mar 3, 2025',
      `Received by lab ${formatDay(receivedAt, { timeZone: LAB_REPORT_TIME_ZONE })}, ${formatDate(receivedAt, 'h:mm a', { timeZone: LAB_REPORT_TIME_ZONE })} ${zoneAbbreviation(receivedAt, LAB_REPORT_TIME_ZONE)}`,
      'Reported',
      formatDay(readyAt, { timeZone: LAB_REPORT_TIME_ZONE }),
      DEMO_LAB.name,
      DEMO_LAB.addressLines[0],
      DEMO_LAB.accreditation,
      // Each measure: its value with the unit, its reference range, its status in words.
      'Total count 52 million 39 million or more Normal',
      'Concentration 21 million/mL 16 million/mL or more Normal',
      'Volume 2.5 mL 1.4 mL or more Normal',
      'Motility 55% 42% or more Normal',
      'DNA fragmentation 12% 30% or less Normal',
      'Morphology 3% 4% or more Below normal',
      'Post-thaw motility Not measured 42% or more Not measured',
      'Notes from the lab',
      values.lab_notes,
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Zoe Nunez');
    expect(text).not.toContain('?');
  });

  it('gives the partner the holder’s report without the holder’s date of birth', async () => {
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT r.id FROM result_documents r JOIN users u ON u.client_id = r.client_id
        WHERE u.email = 'sam@example.com' AND r.ready_at IS NOT NULL`,
    );
    const report = async (persona: string) => {
      const response = await fetch(`${server.url}/api/restify/result-documents/${rows[0]?.id}/report`, {
        headers: as(persona),
      });
      expect(response.status).toBe(200);
      return (await pdfText(new Uint8Array(await response.arrayBuffer()))).text;
    };
    expect(await report('sam')).toContain('Date of birth Apr 12, 1990');
    const partners = await report('jamie');
    expect(partners).toContain('Sam Whitaker');
    expect(partners).toContain('Date of birth Not shown');
    expect(partners).not.toContain('1990');
  });

  it('reads "None found" for the counts of a sample without sperm, as the page does, never "0 million"', async () => {
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT r.id FROM result_documents r JOIN users u ON u.client_id = r.client_id
        WHERE u.email = 'casey@example.com' AND r.ready_at IS NOT NULL`,
    );
    const response = await fetch(`${server.url}/api/restify/result-documents/${rows[0]?.id}/report`, {
      headers: as('casey'),
    });
    expect(response.status).toBe(200);
    const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Concentration None found');
    expect(text).toContain('Total count None found');
    expect(text).not.toMatch(/\b0 million/);
  });
  it("is written in its reader's language: their profile's, else their browser's choice, else English", async () => {
    const { rows } = await server.db.query<{ id: string; collected_on: string }>(
      `SELECT r.id, r.collected_on::text AS collected_on FROM result_documents r
         JOIN users u ON u.client_id = r.client_id
        WHERE u.email = 'sam@example.com' AND r.ready_at IS NOT NULL`,
    );
    const report = async (persona: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.url}/api/restify/result-documents/${rows[0]?.id}/report`, {
        headers: { ...as(persona), ...headers },
      });
      expect(response.status).toBe(200);
      return (await pdfText(new Uint8Array(await response.arrayBuffer()))).text;
    };
    expect((await post('/api/restify/profile', 'sam', { language: 'es' })).status).toBe(200);
    const spanish = await report('sam', { 'accept-language': 'en-US' });
    for (const expected of [
      'Informe del análisis de semen',
      'Confidencial: resultados del paciente',
      'Nombre Sam Whitaker',
      `Recolección ${formatDay(rows[0]?.collected_on ?? '', { language: 'es' })}`,
      'Fecha de nacimiento 12 abr 1990',
      'Número de cliente',
      'Medida Resultado Rango de referencia Estado',
      'Notas del laboratorio',
      'Organización Mundial de la Salud',
      'Página 1 de 1',
    ]) {
      expect(spanish).toContain(expected);
    }
    for (const english of ['Semen analysis report', 'Date of birth', 'Notes from the lab', 'Page 1 of 1']) {
      expect(spanish).not.toContain(english);
    }
    expect(spanish).not.toContain('?');

    // The partner has chosen no language: the report follows the browser's choice, then its languages.
    expect(await report('jamie', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).toContain(
      'Informe del análisis de semen',
    );
    const chosen = await report('jamie', { 'accept-language': 'es-MX', cookie: 'fathom-language=en' });
    expect(chosen).toContain('Semen analysis report');
    expect(chosen).toContain('Page 1 of 1');
    expect(await report('jamie')).toContain('Semen analysis report');
  });
});
