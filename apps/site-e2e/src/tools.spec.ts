import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, offlineTiles, test, waitForHydration } from './fixtures';
import { formsBackOffice, tabTo } from './keyboard';

// Issue 15 "must show": the interactive blocks, used in Hebrew with the keyboard alone, in Chromium.
// The demo pages (apps/api/src/seed/pages.tools.ts) hold the blocks with their catalogue examples.

/** Seeded data the examples name (apps/api/src/seed/tools.vehicles.ts, forms.ts). */
const MAP_UPDATE_VIN = 'SALGA2BE8MA400123';
const RENTAL_FORM = 7;

/** Tabs to a control and presses a key on it, as a keyboard user does. */
async function press(page: Page, target: Locator, key: 'Enter' | 'Space') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** The text of the element that has focus. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

test('the fuel-type quiz runs to a result and starts again, by keyboard, in Hebrew (B§2, B§4)', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/tools');
  await waitForHydration(page);
  const quiz = page.locator('[data-block="jlr-diesel-petrol-quiz"]');
  await press(page, quiz.getByRole('button', { name: 'בואו נתחיל' }), 'Enter');

  for (let step = 1; step <= 5; step++) {
    // Each step's heading takes focus and says where the visitor is.
    await expect.poll(() => focusedText(page)).toContain(`${step}`);
    if (step === 3) {
      // Step 3 allows several answers: tick the first two.
      const boxes = quiz.getByRole('checkbox');
      await press(page, boxes.nth(0), 'Space');
      await press(page, boxes.nth(1), 'Space');
      await expect(boxes.nth(0)).toBeChecked();
      await expect(boxes.nth(1)).toBeChecked();
    } else {
      const answer = quiz.getByRole('radio').last();
      await tabTo(page, quiz.getByRole('radio').first());
      // Arrow keys move the choice within the group (react-aria), to the last answer.
      const count = await quiz.getByRole('radio').count();
      for (let i = 1; i < count; i++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      await expect(answer).toBeChecked();
    }
    await press(page, quiz.getByRole('button', { name: step === 5 ? 'לתוצאה' : 'הבא' }), 'Enter');
  }

  // A result per powertrain, with the runner-up beside it.
  const result = quiz.getByRole('heading', { level: 3 }).first();
  await expect(result).toBeVisible();
  await expect(quiz.getByText('כדאי לשקול גם')).toBeVisible();
  await expectNoAxeViolations(page);

  await press(page, quiz.getByRole('button', { name: 'להתחיל מחדש' }), 'Enter');
  await expect(quiz.getByRole('button', { name: 'בואו נתחיל' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the finance calculator: moving the down payment and the duration by keyboard changes the monthly payment (B§3.4)', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/tools');
  await waitForHydration(page);
  const calculator = page.locator('[data-block="finance-calculator"]');
  const monthly = calculator.getByRole('status', { name: 'החזר חודשי' });
  const first = (await monthly.textContent()) ?? '';
  expect(first).toMatch(/₪/);

  // In Hebrew the slider reads right to left: ArrowLeft raises the down payment.
  await tabTo(page, calculator.getByRole('slider', { name: /מקדמה/ }));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(calculator.getByRole('slider', { name: /מקדמה/ })).toHaveValue('30');
  await expect(monthly).not.toHaveText(first);
  const afterDeposit = (await monthly.textContent()) ?? '';

  await tabTo(page, calculator.getByRole('slider', { name: /תקופה/ }));
  await page.keyboard.press('End');
  await expect(calculator.getByRole('slider', { name: /תקופה/ })).toHaveValue('7');
  await expect(monthly).not.toHaveText(afterDeposit);

  // A larger deposit and a longer term both lower the monthly payment.
  const amount = (text: string) => Number(text.replace(/[^\d]/g, ''));
  expect(amount(afterDeposit)).toBeLessThan(amount(first));
  expect(amount((await monthly.textContent()) ?? '')).toBeLessThan(amount(afterDeposit));
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('map update: a wrong VIN gets an error, a right one the download links (B§2, B§3.2)', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/owners/map-update');
  await waitForHydration(page);
  const block = page.locator('[data-block="map-update"]');
  const vin = block.getByRole('textbox', { name: /מספר שלדה/ });

  // Wrong: the letter O is never in a VIN; the field says so before any request.
  await tabTo(page, vin);
  await page.keyboard.type('SALGA2BE8MA4OO123');
  await press(page, block.getByRole('button', { name: 'חיפוש עדכון' }), 'Enter');
  await expect(vin).toHaveAttribute('aria-invalid', 'true');
  await expect(block.getByText(/O/).first()).toBeVisible();

  // Right: the service knows the vehicle; after accepting the terms the files can be downloaded.
  await tabTo(page, vin);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(MAP_UPDATE_VIN);
  await press(page, block.getByRole('button', { name: 'חיפוש עדכון' }), 'Enter');
  await expect(block.getByRole('heading', { name: 'אישור התנאים והורדת המפות' })).toBeVisible();
  await press(page, block.getByRole('checkbox', { name: /קראתי ואני מסכים/ }), 'Space');
  const links = block.getByRole('link', { name: /הורדה/ });
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  const href = (await links.first().getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/api\/content\/vehicle-services\/map-updates\/files\//);
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/attachment/);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('a rental enquiry goes through the summary to thank-you, and its lead is stored (B§2, B§4)', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.slow();
  await offlineTiles(page);
  await page.goto('/rent-a-car');
  await waitForHydration(page);
  const block = page.locator('[data-block="jlr-rent-a-car"]');

  // Step 1: pick-up place and dates, typed into the date range fields (dd mm yyyy).
  await tabTo(page, block.getByRole('button', { name: /מקום איסוף/ }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const day = (offset: number) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    // Saturday is closed in the demo: move to Sunday.
    if (date.getDay() === 6) date.setDate(date.getDate() + 1);
    return date;
  };
  const pickup = day(10);
  const dropoff = new Date(pickup);
  dropoff.setDate(pickup.getDate() + 3);
  if (dropoff.getDay() === 6) dropoff.setDate(dropoff.getDate() + 1);
  const digits = (date: Date) =>
    `${String(date.getDate()).padStart(2, '0')}${String(date.getMonth() + 1).padStart(2, '0')}${date.getFullYear()}`;
  await tabTo(page, block.getByRole('group', { name: 'תאריכי השכירות' }).getByRole('spinbutton').first());
  await page.keyboard.type(digits(pickup));
  await page.keyboard.type(digits(dropoff));
  await press(page, block.getByRole('button', { name: 'המשך' }), 'Enter');

  // Vehicle, extras, insurance: the demo's steps.
  await press(page, block.getByRole('radio').first(), 'Space');
  await press(page, block.getByRole('button', { name: 'המשך' }), 'Enter');
  await expect.poll(() => focusedText(page)).toMatch(/תוספות/);
  await press(page, block.getByRole('button', { name: 'המשך' }), 'Enter');
  await expect.poll(() => focusedText(page)).toMatch(/ביטוח/);
  await press(page, block.getByRole('button', { name: 'המשך' }), 'Enter');

  // Contact details from the forms service's rental form.
  await expect.poll(() => focusedText(page)).toMatch(/פרטי התקשרות/);
  const email = `rent-${Date.now()}@example.co.il`;
  for (const [name, text] of [
    [/שם פרטי/, 'דנה'],
    [/שם משפחה/, 'לוי'],
    [/טלפון/, '050-1234567'],
    [/דוא"ל|דוא״ל/, email],
  ] as const) {
    await tabTo(page, block.getByRole('textbox', { name }));
    await page.keyboard.type(text);
  }
  await press(page, block.getByRole('checkbox', { name: /אני מאשר/ }), 'Space');
  await press(page, block.getByRole('button', { name: 'המשך' }), 'Enter');

  // The summary's button becomes "Send inquiry".
  await expect.poll(() => focusedText(page)).toMatch(/סיכום/);
  await expectNoAxeViolations(page);
  await press(page, block.getByRole('button', { name: 'שליחת הפנייה' }), 'Enter');
  await expect(block.getByRole('heading', { name: 'תודה!' })).toBeVisible();

  // The lead is in the forms service, with the rental's data beside the visitor's.
  const office = await formsBackOffice(browser);
  try {
    await expect
      .poll(
        async () =>
          (
            await office.get<Array<{ data: Record<string, unknown> }>>(
              `/forms/${RENTAL_FORM}/leads?sort=-created_at&items=50`,
            )
          ).filter((lead) => lead.data['email'] === email).length,
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
    const [lead] = (
      await office.get<Array<{ data: Record<string, unknown> }>>(
        `/forms/${RENTAL_FORM}/leads?sort=-created_at&items=50`,
      )
    ).filter((lead) => lead.data['email'] === email);
    expect(lead!.data).toMatchObject({ first_name: 'דנה', last_name: 'לוי' });
    expect(Object.keys(lead!.data).some((key) => key.startsWith('rental_'))).toBe(true);
  } finally {
    await office.close();
  }
  expect(consoleErrors).toEqual([]);
});
