import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { freePort } from '../../apps/server/test/free-port';
import { type BuiltServer, startBuiltServer } from '../support/built-server';
import { consoleWidths, openConsole } from '../support/console-session';
import { staffPost } from '../support/customer-api';
import { guestCardOrderBody } from '../support/guest-order';
import { expectLaidOutAt } from '../support/page-checks';
import { staffToken } from '../support/staff-api';
import { type APIRequestContext, expect, test } from '../support/test';

// A server of this file's own, with the lab's listener on: its held results and kits are this file's alone.
let server: BuiltServer;
let labPort: number;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  labPort = await freePort();
  server = await startBuiltServer({ LAB_HL7_PORT: String(labPort) });
});
test.afterAll(async () => server?.stop());

/** Sends one message to the lab's listener over MLLP and waits for its acknowledgement. */
function sendOverMllp(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: labPort });
    let answer = '';
    socket.once('error', reject);
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.endsWith('\u001c\r')) {
        socket.end();
        resolve(answer);
      }
    });
    socket.once('connect', () => socket.write(`\u000b${text}\u001c\r`));
  });
}

/** A semen analysis result from the lab for a kit Fathom does not know: held for staff. */
async function heldResultFor(kit: string, concentration: number): Promise<void> {
  const controlId = `E2E-${randomUUID().slice(0, 16)}`;
  const ack = await sendOverMllp(
    [
      `MSH|^~\\&|ACME-LIS|ACME-LAB|FATHOM|FATHOM|20261201093000-0600||ORU^R01^ORU_R01|${controlId}|P|2.5.1`,
      'PID|1||PAT-1^^^ACME-LAB^MR||Hale^Robin||19900615|M',
      `OBR|1||${kit}^ACME-LAB|54231-6^Semen analysis fertility panel^LN|||20261130081500-0600|||||||20261130140000-0600||||||||20261201093000-0600|||F`,
      `OBX|1|NM|9780-8^Spermatozoa [#/volume] in Semen^LN||${concentration}|10*6/mL|>=16|N|||F`,
    ].join('\r'),
  );
  expect(ack).toContain(`MSA|AA|${controlId}`);
}

/** A guest's paid analysis kit, sent back by its customer (tracking stage 4): its printed id. */
async function kitOnItsWay(request: APIRequestContext): Promise<string> {
  // Placed as a guest's browser-less client would: no cookie, so no XSRF token to carry.
  const products = (await (await fetch(`${server.baseUrl}/api/checkouts`)).json()) as {
    data: { uuid: string; key: string }[];
  };
  const analysis = products.data.find((product) => product.key === 'analysis')?.uuid ?? '';
  const email = `lab-queue-${randomUUID()}@example.com`;
  const placed = await fetch(`${server.baseUrl}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: guestCardOrderBody(analysis, email),
  });
  expect(placed.status, await placed.text()).toBe(200);
  const found = await request.get(`/api/staff/items?email=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${await staffToken(request)}` },
  });
  const kit = ((await found.json()) as { data: { id: string; kit_identifier: string }[] }).data[0];
  if (!kit) throw new Error('The order made no kit');
  await staffPost(request, `/api/staff/items/${kit.id}/tracking`, { tracking_stage: 4 });
  return kit.kit_identifier;
}

test(`the lab marks a kit received, matches a held result to a kit and rejects another, checked at ${consoleWidths.join(' and ')} px`, async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: consoleWidths[0], height: 900 },
  });
  try {
    const request = context.request;
    const arriving = await kitOnItsWay(request);
    const target = await kitOnItsWay(request);
    await staffPost(request, `/api/staff/kits/${target}/arrival`, {});
    const suffix = randomUUID().slice(0, 8).toUpperCase();
    const toMatch = `FK-UNKNOWN-${suffix}-1`;
    const toReject = `FK-UNKNOWN-${suffix}-2`;
    await heldResultFor(toMatch, 47);
    await heldResultFor(toReject, 12);

    const page = await context.newPage();
    await openConsole(page, 'lab');
    const navigation = page.getByRole('navigation', { name: 'Console' }).getByRole('link');
    await expect(navigation).toHaveText(['Lab', 'Storage']);
    await navigation.getByText('Lab').click();
    await expect(page).toHaveURL('/staff/lab');
    await expect(page.getByRole('heading', { level: 2, name: 'Kits arriving' })).toBeVisible();

    // Mark the kit received, by keyboard, at the time proposed (now).
    const arrivingRow = page.getByRole('row').filter({ hasText: arriving });
    await arrivingRow.getByRole('button', { name: `Mark ${arriving} received` }).focus();
    await page.keyboard.press('Enter');
    await expect(arrivingRow.getByLabel('Time received')).toBeFocused();
    await expect(arrivingRow.getByLabel('Time received')).not.toHaveValue('');
    await expectLaidOutAt(page, consoleWidths, { clipped: false });
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${arriving} is marked received.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: arriving })).toHaveCount(0);
    await expectLaidOutAt(page, consoleWidths, { violations: false });

    await page
      .getByRole('navigation', { name: 'Lab lists' })
      .getByRole('link', { name: 'At the lab' })
      .click();
    await expect(page).toHaveURL('/staff/lab/at-lab');
    await expect(page.getByRole('row').filter({ hasText: arriving })).toContainText('0 days');

    await page
      .getByRole('navigation', { name: 'Lab lists' })
      .getByRole('link', { name: 'Held results' })
      .click();
    await expect(page).toHaveURL('/staff/lab/held');
    const matchRow = page.getByRole('row').filter({ hasText: toMatch });
    await expect(matchRow).toContainText(`No kit is printed with the id ${toMatch}.`);
    await expect(matchRow).toContainText('Robin Hale, born Jun 15, 1990');
    await expect(matchRow).toContainText('47 10*6/mL');
    await expectLaidOutAt(page, consoleWidths);

    // A kit id that is no kit's is refused where it was typed; the right kit takes the result.
    await matchRow.getByRole('button', { name: new RegExp(`^Match the result for ${toMatch}`) }).click();
    const kitField = matchRow.getByLabel('Kit id');
    await kitField.fill('FK-NO-SUCH-KIT');
    await kitField.press('Enter');
    await expect(kitField).toHaveAccessibleDescription('No kit is printed with the id FK-NO-SUCH-KIT.');
    await kitField.fill(target);
    await kitField.press('Enter');
    await expect(page.getByText(`The result is now ${target}'s`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: toMatch })).toHaveCount(0);

    // A rejection needs its reason.
    const rejectRow = page.getByRole('row').filter({ hasText: toReject });
    await rejectRow.getByRole('button', { name: new RegExp(`^Reject the result for ${toReject}`) }).click();
    await rejectRow.getByRole('button', { name: 'Reject the result', exact: true }).click();
    await expect(rejectRow.getByLabel('Reason')).toHaveAccessibleDescription('Reason is required.');
    await rejectRow.getByLabel('Reason').fill('A sample from another clinic');
    await rejectRow.getByRole('button', { name: 'Reject the result', exact: true }).click();
    await expect(page.getByText('The result is rejected: it reaches no customer.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: toReject })).toHaveCount(0);
    await expectLaidOutAt(page, consoleWidths, { clipped: false });
  } finally {
    await context.close();
  }
});
