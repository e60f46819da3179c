import type { Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

/**
 * Order online (issue 13, ADR 026), in Hebrew and from the keyboard: from a card on the seeded stock page
 * through the showroom page and every configured step to a confirmed order, once per payment vendor — Stripe
 * (test card 4242 4242 4242 4242), PayPal, LiqPay (their local stand-ins) and a reservation confirmed by the
 * e-mail's link — each order then found in the back office; axe on every step. Then the hold: a second buyer
 * sees the car reserved and cannot start an order until the first buyer's (shortened) hold runs out.
 *
 * One worker runs this file in order: the hold test shortens the hold length for the moments it takes its
 * hold, and no other test here may take a hold then. Each test orders a vehicle of its own (see `vehicleFor`).
 */
test.describe.configure({ mode: 'serial' });

const LISTING = 'lux-il';
const ADMIN = { email: 'admin@lux.example', password: 'Admin-Demo-2026!' };
const apiOrigin = () => new URL(process.env.E2E_API_URL ?? '').origin;
const siteOrigin = () => new URL(process.env.E2E_BASE_URL ?? '').origin;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The seeded configuration's words (apps/api/src/seed/stock.config.ts) and the journey's own (he). */
const T = {
  reserve: 'הזמנת הרכב',
  reservedNote: 'הרכב שמור כרגע ללקוח אחר.',
  next: 'המשך',
  toCheckout: 'המשך לתשלום',
  headings: {
    vehicle: 'הרכב שבחרתם',
    payment: 'איך תרצו לשלם על הרכב?',
    tradeIn: 'יש לכם רכב להחלפה?',
    servicePack: 'בחרו חבילת שירות',
    appointment: 'קבעו פגישה בסוכנות',
    retailer: 'באיזו סוכנות תרצו לקבל את הרכב?',
    terms: 'תנאי ההזמנה',
    customer: 'הפרטים שלכם',
  },
  checkoutTitle: 'סיכום ההזמנה',
  payButton: 'לתשלום דמי ההזמנה',
  sendButton: 'שליחת ההזמנה',
  successTitle: 'תודה! ההזמנה התקבלה',
  confirmed: 'אושרה',
  initTitle: 'הרכב שמור כעת ללקוח אחר',
  kickedOutTitle: 'זמן השמירה של הרכב הסתיים',
  retry: 'ניסיון חוזר',
} as const;

interface ApiVehicle {
  id: string;
  attributes: { model_display_name: string | null; nameplate_name: string; sale_price: number | null; price_hidden: boolean; status: string };
}

/** How many tests take a vehicle; test `slot` takes vehicles whose id leaves that remainder. */
const SLOTS = 5;

/**
 * A used car in stock (no configurator journey, a cash price) that no other test here can take: the tests
 * share the list, and each one picks from its own remainder of the id, so a hold one test takes never moves
 * another's choice.
 */
async function vehicleFor(slot: number): Promise<ApiVehicle> {
  const query = new URLSearchParams({ 'filter[state_in]': 'used', 'filter[status_in]': 'stock', sort: 'createdAtAsc', items: '12' });
  for (let page = 1; page <= 20; page += 1) {
    query.set('page', String(page));
    const response = await fetch(`${process.env.E2E_API_URL}/stock/public_api/listing/${LISTING}?${query.toString()}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: ApiVehicle[] };
    const found = body.data.find(
      (vehicle) => Number(vehicle.id) % SLOTS === slot && !vehicle.attributes.price_hidden && vehicle.attributes.sale_price && vehicle.attributes.model_display_name,
    );
    if (found) return found;
    if (body.data.length < 12) break;
  }
  throw new Error(`no seeded used vehicle in stock for slot ${slot}`);
}

/** Moves focus to a control and presses a key on it, as a keyboard user reaching it would. */
async function press(page: Page, target: Locator, key = 'Enter') {
  await target.focus();
  await expect(target).toBeFocused();
  await page.keyboard.press(key);
}

/** Types into a field reached with focus, then leaves it with Tab. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/** The stock page narrowed to the vehicle's model, state and price, its card, then its showroom page and the journey. */
async function startFromStockCard(page: Page, vehicle: ApiVehicle) {
  const price = String(vehicle.attributes.sale_price);
  const search = new URLSearchParams({
    models: vehicle.attributes.nameplate_name,
    states: 'used',
    'display_price.from': price,
    'display_price.to': price,
    sort: 'createdAtAsc',
  });
  const response = await page.goto(`/stock?${search.toString()}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  // The card of this vehicle (cards carry their vehicle's id), and its title link to the showroom page.
  const card = page.locator('[data-block="stock-locator"]').locator(`[data-vehicle-id="${vehicle.id}"]`).first();
  await press(page, card.getByRole('link', { name: new RegExp(escape(vehicle.attributes.model_display_name!)) }));
  await page.waitForURL((url) => url.pathname.endsWith(`-${vehicle.id}`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: vehicle.attributes.model_display_name! })).toBeVisible();
  await press(page, page.getByRole('link', { name: T.reserve }));
  await page.waitForURL((url) => url.pathname === `/showroom-order-online/vehicle/${vehicle.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: vehicle.attributes.model_display_name! })).toBeVisible();
  // The hold is taken: the countdown runs.
  await expect(page.getByRole('timer')).toBeVisible({ timeout: 15_000 });
}

/** Continue, then the next step's heading has focus, and the page passes axe. */
async function next(page: Page, heading: string, label: string = T.next) {
  await press(page, page.getByRole('button', { name: label }));
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused();
  await expectNoAxeViolations(page);
}

/** A day `days` ahead as the Hebrew date field takes it, segment by segment: DDMMYYYY. */
function dateDigits(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}${String(date.getMonth() + 1).padStart(2, '0')}${date.getFullYear()}`;
}

/** Walks every configured step from the keyboard, checking axe on each, and reaches checkout. */
async function completeSteps(page: Page, buyer: { email: string; tradeIn: boolean }) {
  await expect(page.getByRole('heading', { level: 2, name: T.headings.vehicle })).toBeVisible();
  await expectNoAxeViolations(page);
  await next(page, T.headings.payment);

  // An incomplete step says so and sends focus to what is missing.
  await press(page, page.getByRole('button', { name: T.next }));
  await expect(page.getByRole('alert')).toContainText('כדי להמשיך');
  const cash = page.getByRole('radio', { name: /רכישה במזומן/ });
  await expect(cash).toBeFocused();
  await page.keyboard.press('Space');
  await expect(cash).toBeChecked();
  await next(page, T.headings.tradeIn);

  if (buyer.tradeIn) {
    await press(page, page.getByRole('radio', { name: 'כן' }), 'Space');
    // The make and model lists (A§7 trade_in/form_options): the first make and its first model.
    const make = page.locator('[data-field="brand"]').getByRole('button');
    await press(page, make);
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Enter');
    await press(page, page.locator('[data-field="model"]').getByRole('button'));
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Enter');
    await typeInto(page, page.getByRole('textbox', { name: 'קילומטראז׳ (ק"מ)' }), '82000');
  } else {
    await press(page, page.getByRole('radio', { name: 'לא' }), 'Space');
  }
  await next(page, T.headings.servicePack);

  await press(page, page.getByRole('radio', { name: /שירות פלוס/ }), 'Space');
  await next(page, T.headings.appointment);

  const [firstSegment] = await page.getByRole('group', { name: /תאריך הפגישה/ }).getByRole('spinbutton').all();
  await firstSegment!.focus();
  await page.keyboard.type(dateDigits(3));
  await press(page, page.getByRole('radio', { name: '12:00' }), 'Space');
  await next(page, T.headings.retailer);

  // The vehicle's own retailer is chosen; only when it is not among the brand's, the first one.
  await expect(page.getByText(/דמי ההזמנה ישולמו/)).toBeVisible();
  const retailer = page.getByRole('button', { name: /סוכנות/ });
  if ((await retailer.textContent())?.includes('בחרו')) {
    await press(page, retailer);
    await page.keyboard.press('Enter');
  }
  await next(page, T.headings.terms);

  const terms = page.getByRole('region', { name: 'נוסח תנאי ההזמנה' });
  await terms.focus();
  await page.keyboard.press('PageDown');
  // The terms' own link (the seeded text ends with the sales address), then the box.
  await page.keyboard.press('Tab');
  await expect(terms.getByRole('link', { name: 'sales@lux.example' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: /קראתי את תנאי ההזמנה/ })).toBeFocused();
  await page.keyboard.press('Space');
  await next(page, T.headings.customer);

  await typeInto(page, page.getByRole('textbox', { name: /שם פרטי/ }), 'דנה');
  await typeInto(page, page.getByRole('textbox', { name: /שם משפחה/ }), 'בדיקה');
  await typeInto(page, page.getByRole('textbox', { name: /דוא״ל/ }), buyer.email);
  await typeInto(page, page.getByRole('textbox', { name: /טלפון נייד/ }), '050-1234567');
  await press(page, page.getByRole('button', { name: T.toCheckout }));
  await page.waitForURL((url) => url.pathname === '/showroom-order-online/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: T.checkoutTitle })).toBeVisible();
  await expect(page.getByRole('radio', { name: /כרטיס אשראי/ })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
}

/** Chooses a payment method in the radio group from the keyboard. */
async function chooseMethod(page: Page, name: RegExp) {
  const method = page.getByRole('radio', { name });
  await press(page, method, 'Space');
  await expect(method).toBeChecked();
}

/** The success page: the order's number, confirmed (or received), and the page passes axe. */
async function expectSuccess(page: Page, state: RegExp): Promise<string> {
  await page.waitForURL((url) => url.pathname === '/showroom-order-online/success', { timeout: 30_000 });
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: T.successTitle })).toBeVisible();
  const number = page.locator('[data-order]');
  await expect(number).toBeVisible({ timeout: 15_000 });
  await expect(number).toContainText(state);
  const orderNumber = (await number.getAttribute('data-order')) ?? '';
  expect(orderNumber).toMatch(/^[A-Z0-9][A-Z0-9-]{2,39}$/);
  expect(new URL(page.url()).searchParams.get('order')).toBe(orderNumber);
  await expectNoAxeViolations(page);
  return orderNumber;
}

/** A message's source with its base64 and quoted-printable parts decoded, to search its text. */
function decodedMime(raw: string): string {
  const base64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((match) =>
    Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  const quoted = raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.split('=').slice(1).map((hex) => parseInt(hex, 16))).toString('utf8'),
  );
  return [quoted, ...base64].join('\n');
}

/** The back office, signed in once as the seeded admin: the orders list, the mailbox, the hold length. */
async function backOffice(browser: Browser) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page).toHaveURL((url) => url.origin === apiOrigin());
  await page.getByLabel('כתובת דוא״ל').fill(ADMIN.email);
  await page.getByLabel('סיסמה').fill(ADMIN.password);
  await page.getByLabel('סיסמה').press('Enter');
  await page.waitForURL((url) => url.origin === siteOrigin() && url.pathname === '/admin');
  // The session's CSRF token, as the sign-out confirmation page carries it for its form.
  await page.goto('/auth/sign-out');
  const csrf = await page.locator('form input[name="csrf"]').inputValue();
  const get = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    close: () => context.close(),
    /** The orders list shows the order's number (/admin/orders). */
    expectOrderListed: async (orderNumber: string) => {
      await page.goto('/admin/orders');
      await waitForHydration(page);
      await expect(page.getByRole('link', { name: orderNumber })).toBeVisible();
    },
    /** The confirmation link of the e-mail sent to `address` (path and query on this site). */
    confirmationLink: async (address: string): Promise<string> => {
      let link = '';
      await expect
        .poll(
          async () => {
            const messages = await get<Array<{ id: string; attributes: { rcpt_to: string[] } }>>('/admin/api/forms/mailbox?items=100');
            for (const message of messages.filter((item) => item.attributes.rcpt_to.includes(address))) {
              const source = await get<{ attributes: { raw: string } }>(`/admin/api/forms/mailbox/${message.id}`);
              const match = /(?:\/en)?\/showroom-order-online\/confirmation\/[A-Z0-9-]+\?token=[A-Za-z0-9_-]+/.exec(decodedMime(source.attributes.raw));
              if (match) link = match[0];
            }
            return link;
          },
          { timeout: 30_000 },
        )
        .not.toBe('');
      return link;
    },
    holdSeconds: async () => (await get<{ hold_seconds: number }>('/admin/api/orders/admin/hold_settings')).hold_seconds,
    setHoldSeconds: async (seconds: number) => {
      const response = await page.request.put('/admin/api/orders/admin/hold_settings', {
        data: { hold_seconds: seconds },
        headers: { 'csrf-token': csrf, origin: siteOrigin() },
      });
      expect(response.status()).toBe(200);
    },
  };
}

type BackOffice = Awaited<ReturnType<typeof backOffice>>;
let office: BackOffice;

test.beforeAll(async ({ browser }) => {
  office = await backOffice(browser);
});
test.afterAll(async () => {
  await office?.close();
});

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.co.il`;
/** Chromium logs a refused call (a 409 the page handles: the car is held, the payment not yet recorded). */
const handledRefusal = /^Failed to load resource: the server responded with a status of 409/;
const unexpected = (errors: string[]) => errors.filter((message) => !handledRefusal.test(message));

test('Stripe: a stock card to a confirmed order paid by card (4242 4242 4242 4242), listed in the back office', async ({ page, consoleErrors }) => {
  test.setTimeout(240_000);
  const vehicle = await vehicleFor(0);
  await startFromStockCard(page, vehicle);
  await completeSteps(page, { email: unique('stripe'), tradeIn: true });

  await chooseMethod(page, /כרטיס אשראי/);
  await press(page, page.getByRole('button', { name: T.payButton }));
  // The Payment Element (the local Stripe.js): labelled card fields, typed from the keyboard.
  await typeInto(page, page.getByRole('textbox', { name: 'מספר כרטיס' }), '4242 4242 4242 4242');
  await typeInto(page, page.getByRole('textbox', { name: /תוקף/ }), '12/34');
  await typeInto(page, page.getByRole('textbox', { name: /קוד אבטחה/ }), '123');
  await expectNoAxeViolations(page);
  await press(page, page.getByRole('button', { name: T.payButton }));

  const orderNumber = await expectSuccess(page, new RegExp(T.confirmed));
  await expect(page.locator('[data-order]')).toContainText('רכב להחלפה');
  await office.expectOrderListed(orderNumber);
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('PayPal: approved in PayPal’s window, then placed and confirmed', async ({ page, consoleErrors }) => {
  test.setTimeout(240_000);
  const vehicle = await vehicleFor(1);
  await startFromStockCard(page, vehicle);
  await completeSteps(page, { email: unique('paypal'), tradeIn: false });

  await chooseMethod(page, /PayPal/);
  await press(page, page.getByRole('button', { name: T.payButton }));
  await press(page, page.getByRole('button', { name: 'תשלום ב-PayPal' }));
  const window = page.getByRole('dialog');
  await expect(window).toBeVisible();
  await expectNoAxeViolations(page);
  await press(page, window.getByRole('button', { name: 'אישור התשלום' }));

  const orderNumber = await expectSuccess(page, new RegExp(T.confirmed));
  await office.expectOrderListed(orderNumber);
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('LiqPay: the signed form to LiqPay’s page and back, then placed and confirmed', async ({ page, consoleErrors }) => {
  test.setTimeout(240_000);
  const vehicle = await vehicleFor(2);
  await startFromStockCard(page, vehicle);
  await completeSteps(page, { email: unique('liqpay'), tradeIn: false });

  await chooseMethod(page, /LiqPay/);
  await press(page, page.getByRole('button', { name: T.payButton }));
  await press(page, page.getByRole('button', { name: 'מעבר לתשלום ב-LiqPay' }));
  // LiqPay's hosted page (the local stand-in behind the site's /api/orders/fake/liqpay).
  await expect(page.getByRole('heading', { level: 1, name: 'תשלום מאובטח' })).toBeVisible();
  await expectNoAxeViolations(page);
  await typeInto(page, page.getByRole('textbox', { name: 'מספר כרטיס' }), '4242424242424242');
  await typeInto(page, page.getByRole('textbox', { name: /תוקף/ }), '12/34');
  await typeInto(page, page.getByRole('textbox', { name: /קוד אבטחה/ }), '123');
  await press(page, page.getByRole('button', { name: 'לתשלום' }));

  const orderNumber = await expectSuccess(page, new RegExp(T.confirmed));
  await office.expectOrderListed(orderNumber);
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('no payment: reserved, then confirmed by the link of the e-mail in the local mailbox', async ({ page, consoleErrors }) => {
  test.setTimeout(240_000);
  const vehicle = await vehicleFor(3);
  const email = unique('nopay');
  await startFromStockCard(page, vehicle);
  await completeSteps(page, { email, tradeIn: true });

  await chooseMethod(page, /שמירה ללא תשלום, באישור בדוא״ל/);
  await press(page, page.getByRole('button', { name: T.sendButton }));
  const orderNumber = await expectSuccess(page, /התקבלה/);
  await expect(page.getByText(`שלחנו לכתובת ${email} קישור לאישור ההזמנה.`, { exact: false })).toBeVisible();

  // The buyer opens the e-mail's link (its host is the API's SITE_URL; the path and token are what count).
  const link = await office.confirmationLink(email);
  expect(link).toContain(`/confirmation/${orderNumber}?token=`);
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'אישור ההזמנה' })).toBeVisible();
  const facts = page.locator(`[data-order="${orderNumber}"]`);
  await expect(facts).toContainText('התקבלה');
  await expect(facts).toContainText('לא נדרש תשלום');
  await expect(facts).toContainText('רכב להחלפה');
  await expectNoAxeViolations(page);
  await press(page, page.getByRole('button', { name: 'אישור ההזמנה' }));
  await expect(page.getByText('ההזמנה אושרה.', { exact: false })).toBeFocused();
  await expect(facts).toContainText(T.confirmed);
  await expectNoAxeViolations(page);

  await office.expectOrderListed(orderNumber);
  expect(unexpected(consoleErrors)).toEqual([]);
});

/** A visitor of their own: a fresh browser context with the consent already decided (the config's state). */
async function secondBuyer(browser: Browser, testInfo: TestInfo): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: testInfo.project.use.storageState });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

test('the hold: a second buyer sees the car reserved and cannot order it until the first buyer’s hold runs out', async ({ page, browser, consoleErrors }, testInfo) => {
  test.setTimeout(240_000);
  const vehicle = await vehicleFor(4);
  const before = await office.holdSeconds();
  // The first buyer's hold is short; every hold after it is as long as before. Long enough, though, for the
  // second buyer's visits below on a loaded CI machine: at 30 s it ran out first in two CI runs of three.
  await office.setHoldSeconds(75);
  try {
    await startFromStockCard(page, vehicle);
  } finally {
    await office.setHoldSeconds(before);
  }
  await expectNoAxeViolations(page);

  const second = await secondBuyer(browser, testInfo);
  try {
    // The showroom page says the car is reserved and offers no reservation.
    await expect(async () => {
      await second.page.goto(`/showroom/x-${vehicle.id}`);
      await expect(second.page.getByText(T.reservedNote)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(second.page.getByRole('link', { name: T.reserve })).toHaveCount(0);
    await expectNoAxeViolations(second.page);

    // The journey's own address: the init modal explains, with the way back to the stock list.
    await second.page.goto(`/showroom-order-online/vehicle/${vehicle.id}`);
    await waitForHydration(second.page);
    const init = second.page.getByRole('dialog', { name: T.initTitle });
    await expect(init).toBeVisible({ timeout: 15_000 });
    await expect(init.getByRole('link', { name: 'חזרה לרכבים במלאי' })).toBeVisible();
    await expectNoAxeViolations(second.page);

    // The first buyer's hold runs out: they are told so.
    await expect(page.getByRole('dialog', { name: T.kickedOutTitle })).toBeVisible({ timeout: 120_000 });
    await expectNoAxeViolations(page);

    // Now the second buyer can take it.
    await expect(async () => {
      const retry = second.page.getByRole('button', { name: T.retry });
      await press(second.page, retry.first());
      await expect(second.page.getByRole('timer')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(second.page.getByRole('dialog')).toHaveCount(0);
    await expect(second.page.getByRole('heading', { level: 2, name: T.headings.vehicle })).toBeVisible();
    await expectNoAxeViolations(second.page);
    expect(unexpected(second.errors)).toEqual([]);
  } finally {
    await second.context.close();
  }
  expect(unexpected(consoleErrors)).toEqual([]);
});
