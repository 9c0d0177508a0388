import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { generateTotp } from '../../src/modules/auth/totp';
import { orderRequest, placeOrder, signInToken } from '../checkout-requests';
import { startTestServer, type TestServer } from '../test-server';

const alexSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const newPassword = 'Another-secret-42';
const cardNumber = '4242424242424242';

/** Runs the flows that carry secrets with every log line captured at trace level, then reads the lines. */
it('writes no password, token, TOTP secret or card-like number to the logs', async () => {
  const lines: string[] = [];
  const server: TestServer = await startTestServer({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line) => void lines.push(line) },
  });
  const secrets: string[] = ['Fathom-demo-1', newPassword, alexSecret, cardNumber];
  try {
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });

    const sam = await signInToken(server, 'sam@example.com');
    secrets.push(sam);
    const pending = await signInToken(server, 'alex@example.com');
    secrets.push(pending);
    const code = await generateTotp(alexSecret, new Date());
    expect(
      (await post('/api/login-2fa', { one_time_password: code }, { authorization: `Bearer ${pending}` }))
        .status,
    ).toBe(200);

    const staff = await signInToken(server, 'support@example.com');
    secrets.push(staff);
    expect((await post('/api/forgot-password', { email: 'casey@example.com' })).status).toBe(200);
    // Emailed just after the answer.
    let resetEmail = '';
    await expect
      .poll(async () => {
        await server.drainOutbox();
        const mailbox = await fetch(`${server.url}/api/staff/sandbox-mailbox?to=casey%40example.com`, {
          headers: { authorization: `Bearer ${staff}` },
        });
        resetEmail = ((await mailbox.json()) as { data: { text: string }[] }).data[0]?.text ?? '';
        return resetEmail;
      })
      .toContain('/password/reset');
    const link = new URL(/https?:\/\/\S+/.exec(resetEmail)?.[0] ?? 'http://x');
    const resetToken = link.searchParams.get('token') ?? '';
    secrets.push(resetToken);
    const reset = await post(`/api/reset-password?token=${resetToken}`, {
      token: resetToken,
      email: 'casey@example.com',
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(reset.status).toBe(200);
    await post('/api/login', { email: 'casey@example.com', password: 'wrong-Fathom-demo-1' });

    await placeOrder(
      server,
      orderRequest({ payment: { payment_method: 'card', payment_method_token: cardNumber } }),
    );
    await placeOrder(server, orderRequest(), randomUUID(), { authorization: `Bearer ${sam}` });
    await post(
      '/api/withdrawals',
      { item_uuid: randomUUID(), password: 'Fathom-demo-1', understood: true },
      { authorization: `Bearer ${sam}` },
    );
    const logged = await post(
      '/api/logs',
      { level: 'ERROR', message: `Card ${cardNumber} refused`, context: { card: '4242 4242 4242 4242' } },
      { 'api-key': 'fathom-web' },
    );
    expect(logged.status).toBe(200);
  } finally {
    await server.close();
  }

  expect(
    lines.some((line) => line.includes('"remote":true') && line.includes('[number removed] refused')),
  ).toBe(true);
  // Every request above wrote its line (the secrets' flows were logged, not skipped).
  expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThanOrEqual(12);
  for (const line of lines) {
    // Only text can hold a secret: numbers in a line are timestamps, durations and counts.
    const text = stringsIn(JSON.parse(line)).join(' ');
    for (const secret of secrets)
      expect(text, `a log line holds a secret: ${line.slice(0, 200)}`).not.toContain(secret);
    expect(text, `a log line holds a card-like number: ${line.slice(0, 200)}`).not.toMatch(
      /(?<!\d)\d{13,19}(?!\d)/,
    );
  }
});

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}
