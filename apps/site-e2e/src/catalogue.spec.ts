import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// The model catalogue comes from the seeded content service (apps/api seed catalogue.data.ts).
const DEFENDER = 'defender-110-d250-se';
const RANGE_ROVER = 'range-rover-p460e-se';
const DISCOVERY = 'discovery-d300-dynamic-se';

test.describe('the compare page (/compare)', () => {
  test('renders two models’ specs on the server, from the address alone', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/compare?models=${DEFENDER},${RANGE_ROVER}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'השוואת דגמים' })).toBeVisible();
    const table = page.getByRole('table', { name: "השוואת מפרט: דיפנדר 110 D250 SE וריינג' רובר P460e SE" });
    await expect(table.getByRole('columnheader')).toHaveText([
      'מפרט',
      /דיפנדר 110 D250 SE/,
      /ריינג' רובר P460e SE/,
    ]);
    const power = table.getByRole('row', { name: /הספק/ });
    await expect(power.getByRole('cell')).toHaveText(['249 כ״ס', '460 כ״ס']);
    await expect(power).toHaveAttribute('data-differs', 'true');
    await expect(table.getByRole('row', { name: /מחיר מחירון/ }).getByRole('cell')).toHaveText([
      '₪ 459,000',
      '₪ 899,000',
    ]);
    await expect(page.getByRole('combobox', { name: 'דגם 1' })).toHaveValue(DEFENDER);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/compare$/);

    // Without JavaScript the pickers are a GET form: the comparison still changes.
    await page.getByRole('combobox', { name: 'דגם 2' }).selectOption(DISCOVERY);
    await page.getByRole('button', { name: 'השוואה' }).click();
    await expect(page).toHaveURL(new RegExp(`models=${DEFENDER}&models=${DISCOVERY}`));
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([
      'מפרט',
      /דיפנדר 110 D250 SE/,
      /דיסקברי D300 Dynamic SE/,
    ]);
    await context.close();
  });

  test('changing a model updates the table and the address; axe-clean, no console errors', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`/compare?models=${DEFENDER},${RANGE_ROVER}`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await expect(page.getByRole('button', { name: 'השוואה' })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'דגם 2' }).selectOption(DISCOVERY);
    await expect(page).toHaveURL(new RegExp(`/compare\\?models=${DEFENDER},${DISCOVERY}$`));
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'מפרט',
      /דיפנדר 110 D250 SE/,
      /דיסקברי D300 Dynamic SE/,
    ]);
    await expect(table.getByRole('row', { name: /מושבים/ }).getByRole('cell')).toHaveText(['5', '7']);

    await page.getByRole('combobox', { name: 'דגם 3' }).selectOption(RANGE_ROVER);
    await expect(page).toHaveURL(new RegExp(`models=${DEFENDER},${DISCOVERY},${RANGE_ROVER}$`));
    await expect(table.getByRole('columnheader')).toHaveCount(4);

    await page.getByRole('checkbox', { name: 'הצגת ההבדלים בלבד' }).click();
    await expect(page).toHaveURL(/&diff=1$/);
    await expect(page.getByRole('checkbox', { name: 'הצגת ההבדלים בלבד' })).toBeChecked();
    await expect(table.getByRole('row', { name: /הנעה כפולה|^הנעה$/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The address is the state: reloading it shows the same comparison.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'דגם 3' })).toHaveValue(RANGE_ROVER);
    await expect(page.getByRole('checkbox', { name: 'הצגת ההבדלים בלבד' })).toBeChecked();
    expect(consoleErrors).toEqual([]);
  });

  test('is in English at /en/compare, and fills in two models when the address names none', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/en/compare');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare models' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
    await expect(
      page.getByRole('table').getByRole('rowheader', { name: /^Power( \(values differ\))?$/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the model range page', () => {
  test('filters the model summaries with chips and links each to compare', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/all-models');
    await waitForHydration(page);
    const summaries = page.locator('[data-block="model-summary"] > div');
    await expect(summaries).toHaveCount(8);
    await expect(page.getByRole('status')).toHaveText('מוצגים 8 מתוך 8 דגמים');

    const engines = page.getByRole('group', { name: 'הנעה' });
    await engines.getByRole('button', { name: 'היברידי נטען (PHEV)' }).click();
    await expect(engines.getByRole('button', { name: 'היברידי נטען (PHEV)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(summaries.filter({ visible: true })).toHaveCount(4);
    await page.getByRole('group', { name: 'דגם' }).getByRole('button', { name: 'דיפנדר' }).click();
    await expect(page.getByRole('status')).toHaveText('מוצגים 1 מתוך 8 דגמים');
    await expectNoAxeViolations(page);

    await summaries.filter({ visible: true }).getByRole('link', { name: 'השוו לדגם אחר' }).click();
    await expect(page).toHaveURL(/\/compare\?models=defender-110-p400e-x-dynamic-hse$/);
    await expect(page.getByRole('combobox', { name: 'דגם 1' })).toHaveValue(
      'defender-110-p400e-x-dynamic-hse',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('model pages carry the catalogue’s figures and spec sheets', async ({ page, consoleErrors }) => {
    await page.goto('/models/defender');
    await waitForHydration(page);
    const glance = page.locator('[data-block="specification-at-a-glance"]');
    await expect(glance.getByRole('listitem').first()).toHaveText(/404\s*כ״ס/);
    const specs = page.locator('[data-block="specification-accordion"]');
    await specs.getByRole('combobox', { name: 'דגם' }).selectOption('defender-130-d300-x-dynamic-hse');
    await expect(specs.locator('p').filter({ hasText: /^דיפנדר 130 D300 X-Dynamic HSE$/ })).toBeVisible();
    await expect(specs.locator('details').first().getByText('300 כ״ס')).toBeVisible();
    await expect(
      page.locator('[data-block="single-offer"]').getByText('מימון 50/50 ל-36 חודשים ללא ריבית'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
