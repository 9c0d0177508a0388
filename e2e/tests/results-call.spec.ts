import { expect, test } from '@playwright/test';
import { signInAs } from '../support/sign-in';

test('sam books a results call from his analysis, sees it, and cancels it', async ({ page }) => {
  await signInAs(page, 'sam');
  await page.goto('/analysis');
  await page.getByRole('button', { name: 'Schedule an appointment' }).click();
  await expect(page).toHaveURL(/\/schedule-results-call\?client=[^&]+&source=analysis$/);

  const firstTime = page.getByTestId('call-slots').getByRole('button').first();
  await firstTime.click();
  await expect(firstTime).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /^Book / }).click();
  await expect(page.getByRole('status')).toContainText('Booked:');
  await expect(page.getByTestId('booked-call')).toContainText('A specialist calls you');

  await page.reload();
  await expect(page.getByTestId('booked-call')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel this call' }).click();
  await expect(page.getByRole('status')).toContainText('Your call is cancelled.');
  await expect(page.getByTestId('call-slots')).toBeVisible();
});
