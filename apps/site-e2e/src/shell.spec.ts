import { expect, test, waitForHydration } from './fixtures';

test('#component-N scrolls the Nth block below the sticky header', async ({ page }) => {
  await page.goto('/#component-2');
  await waitForHydration(page);
  const block = page.locator('#component-2');
  await expect(block).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const headerBottom = await page.locator('header').evaluate((el) => el.getBoundingClientRect().bottom);
  await expect
    .poll(() => block.evaluate((el) => el.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(headerBottom - 1);
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

test('the visitor is told when the connection drops, and the notice goes when it is back', async ({
  page,
  context,
}) => {
  await page.goto('/en');
  await waitForHydration(page);
  await context.setOffline(true);
  await expect(page.getByRole('status')).toHaveText(
    'You are offline. We will carry on as soon as the connection is back.',
  );
  await context.setOffline(false);
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('a client navigation fades the next page in (A§2 "page", out-in); the first page paints at once', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const transition = page.locator('[data-transition="page"]');
  await expect(transition).toHaveAttribute('data-animate', 'false');
  await expect(transition).toHaveAttribute('data-transition-mode', 'out-in');
  await page.getByRole('navigation', { name: 'ניווט ראשי' }).getByRole('link', { name: 'דיפנדר' }).click();
  await expect(page).toHaveURL(/\/models\/defender$/);
  await expect(transition).toHaveAttribute('data-animate', 'true');
  expect(await transition.evaluate((el) => getComputedStyle(el).animationName)).toBe('lux-page-in');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('visitors who ask for reduced motion get no page animation', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'ניווט ראשי' }).getByRole('link', { name: 'דיפנדר' }).click();
    await expect(page.locator('[data-transition="page"]')).toHaveAttribute('data-animate', 'true');
    expect(
      await page.locator('[data-transition="page"]').evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('none');
  });
});

test('the Israel area uses its own page and footer font (A§9), self-hosted', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).origin);
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-region', 'israel');
  expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
    /^"Heebo Variable"/,
  );
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.length).toBeGreaterThan(0);
  expect(new Set(fonts)).toEqual(new Set([new URL(page.url()).origin]));
});
