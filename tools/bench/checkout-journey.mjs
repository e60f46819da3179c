/**
 * The bench's buyer (issue 13): walks the order-online steps of one vehicle in a Chrome that Lighthouse
 * measures next, so that the checkout page is measured as buyers reach it — the hold taken, every step
 * done, the journey in the browser's storage — and not as an empty page. It drives the page the way the
 * e2e test does (apps/site-e2e/src/order-online.spec.ts), in the seeded configuration's Hebrew words.
 * The consent banner is left unanswered: the checkout is measured with it showing.
 */

const WORDS = {
  next: 'המשך',
  toCheckout: 'המשך לתשלום',
  headings: {
    payment: 'איך תרצו לשלם על הרכב?',
    tradeIn: 'יש לכם רכב להחלפה?',
    servicePack: 'בחרו חבילת שירות',
    appointment: 'קבעו פגישה בסוכנות',
    retailer: 'באיזו סוכנות תרצו לקבל את הרכב?',
    terms: 'תנאי ההזמנה',
    customer: 'הפרטים שלכם',
  },
};

const TIMEOUT_MS = 30_000;

/** Used cars in stock with a price, in id order: each run takes one no earlier run has held. */
export async function orderableVehicles(apiBase, listing, count) {
  const found = [];
  const query = new URLSearchParams({ 'filter[state_in]': 'used', 'filter[status_in]': 'stock', sort: 'createdAtAsc', items: '12' });
  for (let page = 1; page <= 20 && found.length < count; page += 1) {
    query.set('page', String(page));
    const body = await (await fetch(`${apiBase}/stock/public_api/listing/${listing}?${query}`)).json();
    for (const vehicle of body.data ?? []) {
      if (!vehicle.attributes.price_hidden && vehicle.attributes.sale_price && vehicle.attributes.model_display_name) found.push(vehicle.id);
    }
    if ((body.data ?? []).length < 12) break;
  }
  if (found.length < count) throw new Error(`only ${found.length} orderable used vehicles in stock; ${count} needed`);
  return found.slice(0, count);
}

async function press(page, locator, key = 'Enter') {
  await locator.focus({ timeout: TIMEOUT_MS });
  await page.keyboard.press(key);
}

async function next(page, heading, label = WORDS.next) {
  await press(page, page.getByRole('button', { name: label, exact: true }));
  await page.getByRole('heading', { level: 2, name: heading }).waitFor({ timeout: TIMEOUT_MS });
}

async function typeInto(page, field, text) {
  await field.focus({ timeout: TIMEOUT_MS });
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/** A day `days` ahead as the Hebrew date field takes it: DDMMYYYY. */
function dateDigits(days) {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}${String(date.getMonth() + 1).padStart(2, '0')}${date.getFullYear()}`;
}

/** From the vehicle's order page to the checkout; returns the checkout's address (path and query). */
export async function walkToCheckout(page, base, vehicleId) {
  await page.goto(`${base}/showroom-order-online/vehicle/${vehicleId}`);
  await page.getByRole('timer').waitFor({ timeout: TIMEOUT_MS });
  await next(page, WORDS.headings.payment);
  await press(page, page.getByRole('radio', { name: /רכישה במזומן/ }), 'Space');
  await next(page, WORDS.headings.tradeIn);
  await press(page, page.getByRole('radio', { name: 'לא' }), 'Space');
  await next(page, WORDS.headings.servicePack);
  await press(page, page.getByRole('radio', { name: /שירות פלוס/ }), 'Space');
  await next(page, WORDS.headings.appointment);
  const firstSegment = page.getByRole('group', { name: /תאריך הפגישה/ }).getByRole('spinbutton').first();
  await firstSegment.focus({ timeout: TIMEOUT_MS });
  await page.keyboard.type(dateDigits(3));
  await press(page, page.getByRole('radio', { name: '12:00' }), 'Space');
  await next(page, WORDS.headings.retailer);
  await page.getByText(/דמי ההזמנה ישולמו/).waitFor({ timeout: TIMEOUT_MS });
  const retailer = page.getByRole('button', { name: /סוכנות/ });
  if ((await retailer.textContent())?.includes('בחרו')) {
    await press(page, retailer);
    await page.keyboard.press('Enter');
  }
  await next(page, WORDS.headings.terms);
  await press(page, page.getByRole('checkbox', { name: /קראתי את תנאי ההזמנה/ }), 'Space');
  await next(page, WORDS.headings.customer);
  await typeInto(page, page.getByRole('textbox', { name: /שם פרטי/ }), 'דנה');
  await typeInto(page, page.getByRole('textbox', { name: /שם משפחה/ }), 'בדיקה');
  await typeInto(page, page.getByRole('textbox', { name: /דוא״ל/ }), `bench.${vehicleId}@example.co.il`);
  await typeInto(page, page.getByRole('textbox', { name: /טלפון נייד/ }), '050-1234567');
  await press(page, page.getByRole('button', { name: WORDS.toCheckout }));
  await page.waitForURL((url) => url.pathname === '/showroom-order-online/checkout', { timeout: TIMEOUT_MS });
  await page.getByRole('radio', { name: /כרטיס אשראי/ }).waitFor({ timeout: TIMEOUT_MS });
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
