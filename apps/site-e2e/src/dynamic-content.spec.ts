import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// Issue 12 / B§4–B§5: URL-brand dynamic content on the seeded demo (apps/api/src/seed/pages.dynamic.ts).
const JAGUAR_OFFER = 'הטבת השקה ליגואר F-PACE';
const LAND_ROVER_FALLBACK = 'מחפשים משהו ספורטיבי יותר?';

async function quickLinks(page: Page) {
  const toggle = page.getByRole('button', { name: 'קישורים מהירים' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return toggle;
}

test('a URL-brand block swaps to its fallback on a client-side navigation, and the floating button follows the brand', async ({ page, request }) => {
  // Before mount the content shows (B§4): the server sends the Jaguar offer even on a Land Rover page.
  const document = await (await request.get('/models/discovery')).text();
  // The rendered markup, before the streamed loader data (which holds every block's fields).
  const html = document.slice(0, document.indexOf('window.__reactRouterContext'));
  expect(html).toContain(JAGUAR_OFFER);
  expect(html).not.toContain(LAND_ROVER_FALLBACK);

  await page.goto('/models/f-pace');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: JAGUAR_OFFER })).toBeVisible();
  await expect(page.getByRole('heading', { name: LAND_ROVER_FALLBACK })).toHaveCount(0);
  let toggle = await quickLinks(page);
  await expect(page.getByRole('link', { name: 'מבצעי יגואר' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'מבצעי לנד רובר' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Client-side navigation to a Land Rover page: the path changed, so the strategy revalidates.
  await page.getByRole('link', { name: 'לדיסקברי' }).first().click();
  await expect(page).toHaveURL(/\/models\/discovery$/);
  await expect(page.getByRole('heading', { name: LAND_ROVER_FALLBACK })).toBeVisible();
  await expect(page.getByRole('heading', { name: JAGUAR_OFFER })).toHaveCount(0);
  toggle = await quickLinks(page);
  await expect(page.getByRole('link', { name: 'מבצעי לנד רובר' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'מבצעי יגואר' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // And back.
  await page.getByRole('link', { name: 'ליגואר F-PACE' }).first().click();
  await expect(page).toHaveURL(/\/models\/f-pace$/);
  await expect(page.getByRole('heading', { name: JAGUAR_OFFER })).toBeVisible();
  await expect(page.getByRole('heading', { name: LAND_ROVER_FALLBACK })).toHaveCount(0);
});
