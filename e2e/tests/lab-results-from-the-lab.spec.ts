import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '../../apps/server/test/free-port';
import { type BuiltServer, startBuiltServer } from '../support/built-server';
import { alexTotpSecret, demoPassword, personas } from '../support/personas';
import { submitSignIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { unusedTotp } from '../support/totp';

const simulator = fileURLToPath(new URL('../../scripts/lab-simulator.mjs', import.meta.url));

let server: BuiltServer;
let labPort: number;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  labPort = await freePort();
  // A server of this file's own, listening for the lab's system.
  server = await startBuiltServer({ LAB_HL7_PORT: String(labPort) });
});
test.afterAll(async () => server?.stop());
test.use({ baseURL: '' });

test("the lab simulator's results for alex's waiting kit reach alex's /analysis", async ({ browser }) => {
  test.setTimeout(90_000);
  const { stdout } = await promisify(execFile)(process.execPath, [simulator, '--once', 'FK-ALEX-0002'], {
    env: { ...process.env, FATHOM_LAB_HL7: `mllp://127.0.0.1:${labPort}` },
  });
  expect(stdout).toContain('results for FK-ALEX-0002 sent, Fathom answered AA');

  const page = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
  await submitSignIn(page, personas.alex, demoPassword);
  await page.getByLabel('One-time code').fill(await unusedTotp(alexTotpSecret, page.url()));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL('/home');
  await page.goto('/analysis');
  await expect(page.getByText('Analysed by the lab simulator.').first()).toBeVisible();
});
