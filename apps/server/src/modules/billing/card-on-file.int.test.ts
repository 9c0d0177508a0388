import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInToken } from '../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';

describeOnDatabase('the card on file, on Manage billing', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  const cardOf = async (email: string) => {
    const token = await signInToken(server, email);
    const response = await fetch(`${server.url}/api/billing/card`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as { data?: unknown; message?: string } };
  };

  it("names the card sam's plan renews on by its network and last four digits, never its token", async () => {
    const sam = await cardOf('sam@example.com');
    expect(sam.status).toBe(200);
    expect(sam.body).toEqual({ data: { brand: 'visa', last4: '4242' } });
    expect(JSON.stringify(sam.body)).not.toContain('pm_');
  });

  it('answers no card for a customer who never paid, and refuses the partner and staff', async () => {
    expect(await cardOf('drew@example.com')).toEqual({ status: 200, body: { data: null } });
    expect((await cardOf('jamie@example.com')).status).toBe(403);
    expect((await cardOf('lab@example.com')).status).toBe(403);
  });
});
