import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInToken } from '../../../../test/checkout-requests';
import { bundleValidator, fhirBundleProblems, fhirRecordProblems } from '../../../../test/fhir-validation';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';

interface Entry {
  fullUrl: string;
  // biome-ignore lint/suspicious/noExplicitAny: reading FHIR resources as a clinic would, field by field
  resource: any;
}

describeOnDatabase('results as a FHIR R4 record', (database) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    bundleValidator();
    server = await startTestServer({ database });
    for (const persona of ['sam', 'jamie', 'drew', 'casey', 'riley'])
      tokens[persona] = await signInToken(server, `${persona}@example.com`);
    const idOf = async (sql: string, email: string) =>
      (await server.db.query<{ id: string }>(sql, [email])).rows[0]?.id ?? '';
    const latestResult = `SELECT r.id FROM result_documents r JOIN users u ON u.client_id = r.client_id
      WHERE u.email = $1 AND r.ready_at IS NOT NULL ORDER BY r.ready_at DESC LIMIT 1`;
    ids.sam = await idOf(latestResult, 'sam@example.com');
    ids.casey = await idOf(latestResult, 'casey@example.com');
    ids.rileySti = await idOf(
      `SELECT i.id FROM items i JOIN users u ON u.client_id = i.client_id
        JOIN sti_reports s ON s.item_id = i.id WHERE u.email = $1 LIMIT 1`,
      'riley@example.com',
    );
  });
  afterAll(async () => server?.close());

  const get = (path: string, persona: string) =>
    fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${tokens[persona]}` } });
  const observations = (bundle: { entry: Entry[] }) =>
    bundle.entry
      .filter((entry) => entry.resource.resourceType === 'Observation')
      .map((entry) => entry.resource);
  const codeOf = (observation: Entry['resource']) => observation.code.coding[0].code as string;

  it("answers sam's analysis as a valid FHIR R4 Bundle: LOINC codes, UCUM units, ranges and readings", async () => {
    const response = await get(`/api/fhir/analyses/${ids.sam}`, 'sam');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="semen-analysis-.*\.fhir\.json"/,
    );
    const bundle = (await response.json()) as { resourceType: string; type: string; entry: Entry[] };
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(fhirBundleProblems(bundle)).toEqual([]);
    expect(fhirRecordProblems(bundle)).toEqual([]);
    const codes = observations(bundle).map(codeOf);
    expect(codes).toEqual(expect.arrayContaining(['9780-8', '3160-9', '6800-7', '10622-9']));
    const concentration = observations(bundle).find((observation) => codeOf(observation) === '9780-8');
    expect(concentration.code.coding[0].system).toBe('http://loinc.org');
    expect(concentration.valueQuantity).toMatchObject({
      system: 'http://unitsofmeasure.org',
      code: '10*6/mL',
    });
    expect(concentration.referenceRange[0].low.value).toBe(16);
    expect(['N', 'L']).toContain(concentration.interpretation[0].coding[0].code);
    const patient = bundle.entry.find((entry) => entry.resource.resourceType === 'Patient')?.resource;
    expect(patient.name[0].family).toBe('Whitaker');
    const report = bundle.entry.find((entry) => entry.resource.resourceType === 'DiagnosticReport')?.resource;
    expect(report.code.coding[0]).toMatchObject({ system: 'http://loinc.org', code: '54231-6' });
    expect(report.issued).toMatch(/^\d{4}-\d\d-\d\dT/);
    const lab = bundle.entry.find((entry) => entry.resource.resourceType === 'Organization');
    expect(report.performer[0].reference).toBe(lab?.fullUrl);
  });

  it('records every download in the who-has-seen log', async () => {
    const downloads = async (viewer: 'owner' | 'partner') =>
      (
        await server.db.query<{ n: number; latest: Date | null }>(
          `SELECT count(*)::int AS n, max(v.viewed_at) AS latest FROM result_views v
             JOIN result_documents r ON r.item_id = v.item_id
            WHERE r.id = $1 AND v.channel = 'fhir' AND v.viewer = $2`,
          [ids.sam, viewer],
        )
      ).rows[0] ?? { n: 0, latest: null };
    // The list of reads waits for those still being written (the earlier tests' downloads).
    await get('/api/restify/result-views', 'sam');
    const partnerBefore = (await downloads('partner')).n;
    const asked = new Date();
    expect((await get(`/api/fhir/analyses/${ids.sam}`, 'sam')).status).toBe(200);
    expect((await get(`/api/fhir/analyses/${ids.sam}`, 'jamie')).status).toBe(200);
    // The holder's own download is written just after its answer (once a day, at the latest), the partner's before it.
    await expect
      .poll(async () => (await downloads('owner')).latest?.getTime() ?? 0)
      .toBeGreaterThanOrEqual(asked.getTime());
    expect((await downloads('partner')).n).toBe(partnerBefore + 1);
    const views = await get('/api/restify/result-views', 'sam');
    const { data } = (await views.json()) as { data: { channel: string; viewer: string }[] };
    expect(data.filter((view) => view.channel === 'fhir').map((view) => view.viewer)).toEqual(
      expect.arrayContaining(['owner', 'partner']),
    );
  });

  it("answers 404 to another customer, and gives the partner the holder's analysis without the date of birth", async () => {
    expect((await get(`/api/fhir/analyses/${ids.sam}`, 'drew')).status).toBe(404);
    expect((await get(`/api/fhir/analyses/${ids.sam}`, 'casey')).status).toBe(404);
    expect((await get('/api/fhir/analyses/not-a-uuid', 'sam')).status).toBe(404);
    const partner = (await (await get(`/api/fhir/analyses/${ids.sam}`, 'jamie')).json()) as {
      entry: Entry[];
    };
    const patient = partner.entry.find((entry) => entry.resource.resourceType === 'Patient')?.resource;
    expect(patient).not.toHaveProperty('birthDate');
  });

  it("marks casey's azoospermic analysis abnormal", async () => {
    const bundle = (await (await get(`/api/fhir/analyses/${ids.casey}`, 'casey')).json()) as {
      entry: Entry[];
    };
    expect(fhirBundleProblems(bundle)).toEqual([]);
    const report = bundle.entry.find((entry) => entry.resource.resourceType === 'DiagnosticReport')?.resource;
    expect(report.conclusion).toMatch(/azoospermia/);
    const sperm = observations(bundle).filter((observation) => codeOf(observation) !== '3160-9');
    for (const observation of sperm) expect(observation.interpretation[0].coding[0].code).toBe('A');
  });

  it("answers riley's STI panel with a LOINC code and a positive or negative reading per test", async () => {
    const response = await get(`/api/fhir/sti-panels/${ids.rileySti}`, 'riley');
    expect(response.status).toBe(200);
    const bundle = (await response.json()) as { entry: Entry[] };
    expect(fhirBundleProblems(bundle)).toEqual([]);
    expect(fhirRecordProblems(bundle)).toEqual([]);
    const readings = observations(bundle).map((observation) => observation.interpretation[0].coding[0].code);
    expect(readings).toContain('POS');
    expect(readings).toContain('NEG');
    for (const observation of observations(bundle))
      expect(observation.code.coding[0].system).toBe('http://loinc.org');
    expect((await get(`/api/fhir/sti-panels/${ids.rileySti}`, 'drew')).status).toBe(404);
    const logged = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM result_views WHERE item_id = $1 AND channel = 'fhir'",
      [ids.rileySti],
    );
    expect(logged.rows[0]?.n).toBe(1);
  });
});
