import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Collects console errors and uncaught page errors; each test asserts the list is empty. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/**
 * WCAG 2.2 AA (IS 5568) with axe: the page must have no violations. Frames sandboxed without scripts (the
 * mailbox shows received mail in one) cannot run axe — it would wait for them until the test times out —
 * and hold no markup of ours, so they are left out.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .exclude('iframe[sandbox]:not([sandbox*="allow-scripts"])')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** The seeded page as the content service serves it, so tests assert on data that came from the DB. */
export async function cmsPage(path: string, locale: 'he' | 'en' | 'ar' | 'ru') {
  const response = await fetch(`${process.env.E2E_API_URL}/content/public_api/pages/by_path/${path}?locale=${locale}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    data: { page: { title: string }; blocks: Array<{ template: string; fields: Record<string, unknown> }> };
  };
  return body.data;
}

/**
 * Resolves once React has hydrated the page: the router's modules are loaded and every block has been
 * hydrated. Blocks load their code as their own chunks and hydrate inside their own Suspense boundary
 * (selective hydration), so "the scripts have run" does not mean "the buttons answer": a block's DOM is
 * hydrated when React has attached its fiber to the block's first element. Blocks below the fold hydrate
 * when the visitor gets near them or points at them (libs/blocks shared/hydration-gate), so each poll
 * points at the blocks still waiting, as a visitor moving the mouse down the page would. No scrolling and
 * no animation frames: both stall on a loaded machine (CI stop 23 timed out in a scroll walk).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  await page.waitForFunction(
    () => {
      const waiting = Array.from(document.querySelectorAll('[data-block]')).filter((block) => {
        const first = block.firstElementChild;
        return first !== null && !Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
      });
      for (const block of waiting) block.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      return waiting.length === 0;
    },
    undefined,
    { timeout: 20_000, polling: 100 },
  );
  // Then a moment without requests, so chunks fetched as the blocks hydrated are in. Bounded: a page can
  // hold a request open for long (CI stop 24 waited out its 180 s here on an editor page with a preview
  // frame), and the blocks are hydrated already.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/**
 * Map tiles never come from the internet here: any tile request is answered with a blank image. (ADR 015:
 * the blocks use the public OpenStreetMap tiles unless the site provides others; the site's CSP img-src
 * lets MAP_TILE_ORIGINS through, OpenStreetMap by default.)
 */
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
export const offlineTiles = (page: Page) =>
  page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }));
