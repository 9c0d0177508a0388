import { createServer } from 'node:http';
import { expectNoViolations } from '../support/page-checks';
import { demoPassword, personas } from '../support/personas';
import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';

test('sam makes a SMART Health Link to his analysis, sees it and its QR code, and turns it off', async ({
  browser,
}) => {
  // A whole journey through two browsers: about 27 s alone on this machine, past the 30 s limit beside another worker.
  test.slow();
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'sam');
  await page.goto('/analysis');

  const download = page.getByRole('link', { name: 'Download as FHIR (for your clinic)' });
  await expect(download).toHaveAttribute('href', /^\/api\/fhir\/analyses\//);

  const section = page.getByRole('region', { name: 'Share with a clinic (SMART Health Link)' });
  await section.getByLabel('The link works for').selectOption('7');
  await section.getByLabel('Passcode (optional)').fill('tulip-42');
  await section.getByRole('button', { name: 'Create a SMART Health Link' }).click();

  await expect(section.getByTestId('health-link-url')).toContainText('/shl#shlink:/');
  const qr = section.getByRole('img', { name: 'QR code of the SMART Health Link' });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThan(100);
  const links = section.getByRole('list', { name: 'Your SMART Health Links' });
  const newest = links.getByRole('listitem').first();
  await expect(newest).toContainText('Works');
  await expect(newest).toContainText('with a passcode');
  await expect(newest).toContainText('Not opened yet');

  // A clinic, not signed in, opens the link in the portal's own viewer with the passcode.
  const fragment = ((await section.getByTestId('health-link-url').textContent()) ?? '').split('#')[1] ?? '';
  const clinicContext = await browser.newContext();
  const clinic = await clinicContext.newPage();
  await clinic.goto(`/shl#${fragment}`);
  await clinic.getByLabel('Your name or clinic').fill('Austin Fertility Clinic');
  // A wrong passcode is the link's own refusal: the viewer says so with the tries left and stays on the page.
  await clinic.getByLabel('Passcode').fill('tulip-41');
  await clinic.getByRole('button', { name: 'Open the record' }).click();
  await expect(clinic.getByRole('alert')).toHaveText('The passcode is not right. 4 tries are left.');
  expect(new URL(clinic.url()).pathname).toBe('/shl');
  await expect(clinic.getByLabel('Your name or clinic')).toHaveValue('Austin Fertility Clinic');

  // Opened in sam's own signed-in browser, a wrong passcode leaves his session alone.
  const own = await context.newPage();
  await own.goto(`/shl#${fragment}`);
  await own.getByLabel('Your name or clinic').fill('Sam himself');
  await own.getByLabel('Passcode').fill('tulip-40');
  await own.getByRole('button', { name: 'Open the record' }).click();
  await expect(own.getByRole('alert')).toHaveText('The passcode is not right. 3 tries are left.');
  await own.goto('/analysis');
  await expect(own).toHaveURL(/\/analysis$/);
  await expect(own.getByRole('heading', { level: 1 })).toBeVisible();
  await own.close();

  await clinic.getByLabel('Passcode').fill('tulip-42');
  await clinic.getByRole('button', { name: 'Open the record' }).click();
  await expect(clinic.getByRole('row', { name: /Sperm concentration/ })).toContainText('million/mL');
  await clinicContext.close();

  await expectNoViolations(page);

  await newest.getByRole('button', { name: 'Turn off this SMART Health Link' }).click();
  await expect(newest).toContainText('Turned off');
  await expect(newest).toContainText('Opened once');
  await expect(newest.getByRole('list', { name: 'Who opened it' })).toContainText(
    'Opened by Austin Fertility Clinic, ',
  );
  await expect(section.getByTestId('health-link-url')).toHaveCount(0);
  await expect(newest.getByRole('button', { name: 'Turn off this SMART Health Link' })).toHaveCount(0);
  await context.close();
});

/** The SMART Health Link's payload, from the link shown once: the manifest's address and the record's key. */
function payloadOf(link: string): { url: string; key: string } {
  const encoded = link.split('#shlink:/')[1] ?? '';
  return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as { url: string; key: string };
}

test("a viewer on another site opens sam's link from its page, and sam sees who opened it", async ({
  browser,
  baseURL,
  request,
}) => {
  // Sam's link, made through the API with a session of its own: this test is about who opens it.
  const signedIn = await request.post('/api/login', {
    data: { email: personas.sam, password: demoPassword },
  });
  const headers = {
    Authorization: `Bearer ${((await signedIn.json()) as { data: { token: string } }).data.token}`,
  };
  const profile = (await (await request.get('/api/restify/profile', { headers })).json()) as {
    data: { relationships: { client: { relationships: { latest_ready_result: { id: string } } } } };
  };
  const created = await request.post('/api/restify/health-links', {
    headers,
    data: {
      result_document_id: profile.data.relationships.client.relationships.latest_ready_result.id,
      expires_in_days: 7,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { url: manifestUrl, key } = payloadOf(((await created.json()) as { data: { url: string } }).data.url);

  // The viewer's page is another site on this machine (its own server and port): its requests to the portal are
  // cross-origin, with the browser's own preflight and CORS checks.
  const site = createServer((_request, response) =>
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>A SMART Health Links viewer</title>'),
  );
  await new Promise<void>((listening) => site.listen(0, '127.0.0.1', listening));
  const siteAddress = site.address();
  const viewerOrigin = `http://127.0.0.1:${typeof siteAddress === 'object' && siteAddress ? siteAddress.port : 0}`;
  const portal = new URL(baseURL ?? '');
  expect(viewerOrigin).not.toBe(portal.origin);
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.goto(`${viewerOrigin}/viewer`);
  const opened = await viewer.evaluate(
    async ({ manifestUrl, key }) => {
      const bytes = (text: string) =>
        Uint8Array.from(
          atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)),
          (character) => character.charCodeAt(0),
        );
      const response = await fetch(manifestUrl, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ recipient: "Dr. Lee's clinic" }),
      });
      const manifest = (await response.json()) as { files: { embedded: string }[] };
      const [header = '', , iv = '', ciphertext = '', tag = ''] = (manifest.files[0]?.embedded ?? '').split(
        '.',
      );
      const cipherKey = await crypto.subtle.importKey('raw', bytes(key), 'AES-GCM', false, ['decrypt']);
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes(iv), additionalData: new TextEncoder().encode(header) },
        cipherKey,
        new Uint8Array([...bytes(ciphertext), ...bytes(tag)]),
      );
      return { status: response.status, record: JSON.parse(new TextDecoder().decode(plain)).resourceType };
    },
    { manifestUrl, key },
  );
  expect(opened).toEqual({ status: 200, record: 'Bundle' });
  // Any other address of the API stays closed to the viewer's page.
  const ownersList = await viewer.evaluate(async (url) => {
    try {
      await fetch(url, { credentials: 'include' });
      return 'read';
    } catch {
      return 'refused by the browser';
    }
  }, `${portal.origin}/api/restify/health-links`);
  expect(ownersList).toBe('refused by the browser');
  await viewerContext.close();
  await new Promise((closed) => site.close(closed));

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'sam');
  await page.goto('/analysis');
  const section = page.getByRole('region', { name: 'Share with a clinic (SMART Health Link)' });
  const newest = section.getByRole('list', { name: 'Your SMART Health Links' }).getByRole('listitem').first();
  await expect(newest).toContainText('Opened once');
  await expect(newest.getByRole('list', { name: 'Who opened it' })).toContainText(
    "Opened by Dr. Lee's clinic, ",
  );
  await expect(page.getByTestId('result-views')).toContainText(
    "Opened by Dr. Lee's clinic through a SMART Health Link, ",
  );
  await newest.getByRole('button', { name: 'Turn off this SMART Health Link' }).click();
  await expect(newest).toContainText('Turned off');
  await context.close();
});
