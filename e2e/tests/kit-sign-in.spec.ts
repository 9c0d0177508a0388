import { setDateOfBirth, staffKitsOf } from '../support/customer-api';
import { latestEmailTo } from '../support/staff-api';
import { expect, test } from '../support/test';
import { newCustomerByOrder } from './checkout-helpers';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a kit's details register it once and open only that kit until a password is chosen, at ${viewport.width}px`, async ({
    page,
    browser,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const email = await newCustomerByOrder(request, `kit.sign.in.${viewport.width}`);
    await setDateOfBirth(browser, request, email, '1991-02-03');
    const [kit] = await staffKitsOf(request, email);
    if (!kit) throw new Error('the order made no kit');

    // The order number printed on the kit and the date of birth register it.
    await page.goto(`/k-r/${kit.id}`);
    await page.getByLabel('Order number').fill(kit.po_number);
    await page.getByLabel('Date of birth').fill('1991-02-03');
    const verified = page.waitForResponse((answer) =>
      new URL(answer.url()).pathname.startsWith('/api/kit-registrations/verify-item/'),
    );
    await page.getByRole('button', { name: 'Confirm and register' }).click();
    const { token } = ((await (await verified).json()) as { data: { token: string } }).data;

    // A page of the kit alone: its registration, its order, and the password that opens the account.
    await expect(page).toHaveURL('/k-r/your-kit');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Robin' })).toBeFocused();
    await expect(page.getByTestId('kit-session-registration')).toContainText('Semen Analysis');
    await expect(page.getByTestId('kit-session-registration')).toContainText(
      'Registered with: the order number on the kit',
    );
    await expect(page.getByTestId('kit-session-order')).toContainText(`Order number: ${kit.po_number}`);
    await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Home|Account information|Billing/ })).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);

    // The server holds the session to that kit, whatever page the browser asks for.
    const asKit = { headers: { Authorization: `Bearer ${token}` } };
    expect((await request.get('/api/restify/profile', asKit)).status()).toBe(403);
    expect((await request.get('/api/restify/items', asKit)).status()).toBe(403);
    expect((await request.get('/api/kit-session', asKit)).status()).toBe(200);

    // The owner is told, in a subject that names no test.
    const notice = await latestEmailTo(request, email, /forgot-password/);
    expect(notice.subject).toBe("Signed in to your Fathom account with a kit's details");

    // The same details never open a session again.
    const again = await browser.newContext();
    const other = await again.newPage();
    await other.goto(`/k-r/${kit.id}`);
    await other.getByLabel('Order number').fill(kit.po_number);
    await other.getByLabel('Date of birth').fill('1991-02-03');
    await other.getByRole('button', { name: 'Confirm and register' }).click();
    await expect(other.getByText('This kit is already registered.').first()).toBeVisible();
    await expect(other).toHaveURL(`/k-r/${kit.id}`);
    await again.close();

    // A new customer chooses a password here, which opens the whole account on the kit's page.
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Choose password and open my account' }).click();
    await expect(page.getByText(/at least 8 characters/).first()).toBeVisible();
    await page.getByLabel('New password').fill('Kit-chosen-password-1');
    await page.getByRole('button', { name: 'Choose password and open my account' }).click();
    await expect(page).toHaveURL(`/onboarding/item/${kit.id}`);
    await expect(page.getByRole('list', { name: /^Progress of / })).toBeVisible();
    expect((await request.get('/api/kit-session', asKit)).status()).toBe(401);
  });
}
