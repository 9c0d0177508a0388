import { IDENTITY_PROVIDER } from '@fathom/domain/constants';
import { describe, expect, it } from 'vitest';
import { installTokenRequestRetries, withTokenRequestRetries } from './token-request-retries';

const tokenRequest = (): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams({ grant_type: 'authorization_code', code: 'c-1' }),
});

/** A network that fails the first `failures` sends, then answers; it counts every send. */
function flakyNetwork(failures: number, answer = () => new Response('{}', { status: 200 })) {
  const sends: (RequestInit | undefined)[] = [];
  const send: typeof fetch = async (_input, init) => {
    sends.push(init);
    if (sends.length <= failures) throw new TypeError('Failed to fetch');
    return answer();
  };
  return { send, sends };
}

describe('withTokenRequestRetries', () => {
  it('sends the token request again after a network failure, up to three retries', async () => {
    expect(IDENTITY_PROVIDER.tokenRequestRetries).toBe(3);
    const network = flakyNetwork(3);
    const answer = await withTokenRequestRetries(network.send)('https://id.example/token', tokenRequest());
    expect(answer.status).toBe(200);
    expect(network.sends).toHaveLength(4);
  });

  it('fails with the network failure once the retries are spent', async () => {
    const network = flakyNetwork(10);
    await expect(
      withTokenRequestRetries(network.send)('https://id.example/token', tokenRequest()),
    ).rejects.toThrow('Failed to fetch');
    expect(network.sends).toHaveLength(4);
  });

  it('takes an answer as final, an error answer too, and never sends again after the timeout aborted it', async () => {
    const refused = flakyNetwork(0, () => new Response('{"error":"invalid_grant"}', { status: 400 }));
    const answer = await withTokenRequestRetries(refused.send)('https://id.example/token', tokenRequest());
    expect(answer.status).toBe(400);
    expect(refused.sends).toHaveLength(1);

    const timedOut = new AbortController();
    timedOut.abort();
    const network = flakyNetwork(10);
    await expect(
      withTokenRequestRetries(network.send)('https://id.example/token', {
        ...tokenRequest(),
        signal: timedOut.signal,
      }),
    ).rejects.toThrow('Failed to fetch');
    expect(network.sends).toHaveLength(1);
  });

  it('leaves every other request alone', async () => {
    for (const init of [
      undefined,
      { method: 'GET' },
      { method: 'POST', body: JSON.stringify({ grant_type: 'x' }) },
      { method: 'POST', body: new URLSearchParams({ state: 's' }) },
    ]) {
      const network = flakyNetwork(1);
      await expect(withTokenRequestRetries(network.send)('/api/login', init)).rejects.toThrow(
        'Failed to fetch',
      );
      expect(network.sends).toHaveLength(1);
    }
  });
});

describe('installTokenRequestRetries', () => {
  it("wraps the page's fetch once, however often it is installed", async () => {
    const network = flakyNetwork(2);
    const page = { fetch: network.send };
    installTokenRequestRetries(page);
    installTokenRequestRetries(page);
    expect((await page.fetch('https://id.example/token', tokenRequest())).status).toBe(200);
    expect(network.sends).toHaveLength(3);
  });
});
