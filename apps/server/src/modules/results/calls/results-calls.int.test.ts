import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../../test/api-client';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../../test/test-server';

interface Slots {
  data: { starts_at: string }[];
  meta: { time_zone: string; address_state: string | null };
}
interface Call {
  data: { id: string; starts_at: string; source: string };
  message?: string;
}

describeEachDatabase('results calls', (database) => {
  let server: TestServer;
  let api: ApiClient;
  const tokens: Record<string, string> = {};
  // Monday 23 November 2026, noon in Austin.
  const now = new Date('2026-11-23T18:00:00Z');
  beforeAll(async () => {
    server = await startTestServer({ database, clock: () => now });
    api = new ApiClient(server.url);
    for (const persona of ['sam', 'casey', 'jamie']) tokens[persona] = await signIn(api, persona);
  });
  afterAll(async () => server?.close());

  const slots = async (persona = 'sam') =>
    (await api.get<Slots>('/api/results-calls/slots', { token: tokens[persona] })).body.data;
  const book = (persona: string, starts_at: string) =>
    api.post<Call>('/api/results-calls', { starts_at, source: 'analysis' }, { token: tokens[persona] });

  it('answers the booking link with the client number and the source', async () => {
    const answer = await api.get<{ data: { link: string } }>('/api/schedule-results-call-link?source=home', {
      token: tokens.sam,
    });
    expect(answer.status).toBe(200);
    const link = new URL(answer.body.data.link);
    expect(link.pathname).toBe('/schedule-results-call');
    expect(link.searchParams.get('source')).toBe('home');
    expect(link.searchParams.get('client')).toMatch(/\S+/);
    expect((await api.get('/api/schedule-results-call-link', { token: tokens.jamie })).status).toBe(403);
  });

  it('defines the times in Central time, and tells the state of the customer’s latest kit address', async () => {
    const answer = await api.get<Slots>('/api/results-calls/slots', { token: tokens.casey });
    expect(answer.body.meta.time_zone).toBe('America/Chicago');
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT i.id FROM items i JOIN users u ON u.client_id = i.client_id
        WHERE u.email = 'casey@example.com' ORDER BY i.created_at DESC`,
    );
    const [latest, ...older] = rows.map((row) => row.id);
    const address = (state: string) => JSON.stringify({ address_1: '1 Main Street', city: 'Town', state });
    for (const id of older)
      await server.db.query('UPDATE items SET shipping_address = $2 WHERE id = $1', [id, address('TX')]);
    await server.db.query('UPDATE items SET shipping_address = $2 WHERE id = $1', [latest, address('WA')]);
    const withAddress = await api.get<Slots>('/api/results-calls/slots', { token: tokens.casey });
    expect(withAddress.body.meta).toEqual({ time_zone: 'America/Chicago', address_state: 'WA' });
  });

  it('books a free time once: the time leaves the list, and a second booking is refused', async () => {
    const free = await slots();
    expect(free[0]?.starts_at).toBe('2026-11-24T15:00:00.000Z');
    const booked = await book('sam', '2026-11-24T15:00:00.000Z');
    expect(booked.status).toBe(200);
    expect((await slots('casey')).map((slot) => slot.starts_at)).not.toContain('2026-11-24T15:00:00.000Z');
    const mine = await api.get<{ data: { id: string }[] }>('/api/results-calls', { token: tokens.sam });
    expect(mine.body.data.map((call) => call.id)).toEqual([booked.body.data.id]);

    const sameTime = await book('casey', '2026-11-24T15:00:00.000Z');
    expect([sameTime.status, sameTime.body.message]).toEqual([
      409,
      'Someone has just booked this time. Choose another.',
    ]);
    expect((await book('sam', '2026-11-24T15:30:00.000Z')).status).toBe(409);
    expect((await book('casey', '2026-11-24T15:10:00.000Z')).status).toBe(422);
    expect((await book('casey', '2026-11-28T15:00:00.000Z')).status).toBe(422);

    // Another customer cannot cancel it; its owner can, and the time is free again.
    expect(
      (await api.delete(`/api/results-calls/${booked.body.data.id}`, { token: tokens.casey })).status,
    ).toBe(404);
    expect(
      (await api.delete(`/api/results-calls/${booked.body.data.id}`, { token: tokens.sam })).status,
    ).toBe(200);
    expect((await slots())[0]?.starts_at).toBe('2026-11-24T15:00:00.000Z');
  });

  it('lets one of two simultaneous bookings of a time through', async () => {
    const answers = await Promise.all([
      book('sam', '2026-11-25T16:00:00.000Z'),
      book('casey', '2026-11-25T16:00:00.000Z'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});
