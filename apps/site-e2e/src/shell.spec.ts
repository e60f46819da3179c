import { expect, test, waitForHydration } from './fixtures';

test('#component-N scrolls the Nth block below the sticky header', async ({ page }) => {
  await page.goto('/#component-2');
  await waitForHydration(page);
  const block = page.locator('#component-2');
  await expect(block).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const headerBottom = await page.locator('header').evaluate((el) => el.getBoundingClientRect().bottom);
  await expect.poll(() => block.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom - 1);
});

test('a change of path scrolls to the top', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('navigation', { name: 'ניווט ראשי' }).getByRole('link', { name: 'דיסקברי' }).click();
  await expect(page).toHaveURL(/\/models\/discovery$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the visitor is told when the connection drops, and the notice goes when it is back', async ({ page, context }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await context.setOffline(true);
  await expect(page.getByRole('status')).toHaveText('You are offline. We will carry on as soon as the connection is back.');
  await context.setOffline(false);
  await expect(page.getByRole('status')).toHaveCount(0);
});
