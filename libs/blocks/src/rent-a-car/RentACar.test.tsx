import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $priceSettings, priceSettingsFromSettings } from '@lux/pricing';
import { hebrewPriceSettingsRecord } from '@lux/pricing/testing';
import { UiProvider } from '@lux/ui';
import { addDays, localIsoDate, weekdayOf } from '@lux/vehicle-tools';
import { BlockPreview } from '../testing/BlockPreview';
import { expectNoAxeViolations } from '../testing/axe';
import { rentACarExample, rentalEnquiryForm } from './fixtures';
import { enquiryAt } from './storyState';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { id: 1 } }), { status: 201, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});

const shekels = priceSettingsFromSettings({ ...hebrewPriceSettingsRecord }).settings;

function renderBlock(locale: 'he' | 'en' = 'he', change: (e: ReturnType<typeof rentACarExample>) => void = () => {}) {
  const example = rentACarExample(locale);
  change(example);
  return render(
    <Provider value={fork({ values: [[$priceSettings, shekels]] })}>
      <UiProvider locale={locale}>
        <main>
          <BlockPreview template="jlr-rent-a-car" fields={example.fields} groups={example.groups} index={3} data={{ form: rentalEnquiryForm }} />
        </main>
      </UiProvider>
    </Provider>,
  );
}

/** Presses Tab until the named control has focus (keyboard only). */
async function tabTo(user: UserEvent, element: HTMLElement) {
  for (let i = 0; i < 40 && document.activeElement !== element; i += 1) await user.tab();
  expect(document.activeElement).toBe(element);
}

/** A day at least `from` days ahead that is not the demo's closed Saturday. */
function openDay(from: string, days: number): string {
  let day = addDays(from, days);
  while (weekdayOf(day) === 6) day = addDays(day, 1);
  return day;
}

const digits = (iso: string) => iso.split('-').reverse().join(''); // dd mm yyyy for he-IL

async function fillToSummary(user: UserEvent) {
  const today = localIsoDate(new Date());
  const pickup = openDay(today, 10);
  const dropoff = openDay(pickup, 3);
  // Step 1: pick-up place (Select) and dates (DateRangePicker), typed.
  await tabTo(user, screen.getByRole('button', { name: /מקום איסוף/ }));
  await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
  const [startDay] = within(screen.getByRole('group', { name: 'תאריכי השכירות' })).getAllByRole('spinbutton');
  await tabTo(user, startDay!);
  await user.keyboard(digits(pickup));
  await user.keyboard(digits(dropoff));
  await tabTo(user, screen.getByRole('button', { name: 'המשך' }));
  await user.keyboard('{Enter}');
  // Step 2: the vehicle, a radio card.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: /בחירת רכב/ })));
  await tabTo(user, screen.getByRole('radio', { name: /דיפנדר 110/ }));
  await user.keyboard(' ');
  await tabTo(user, screen.getByRole('button', { name: 'המשך' }));
  await user.keyboard('{Enter}');
  // Step 3: extras — two baby seats, GPS on.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: /תוספות/ })));
  await tabTo(user, screen.getByRole('textbox', { name: 'מושב בטיחות לתינוק' }));
  await user.keyboard('{ArrowUp}{ArrowUp}');
  await tabTo(user, screen.getByRole('switch', { name: 'מערכת ניווט GPS' }));
  await user.keyboard(' ');
  await tabTo(user, screen.getByRole('button', { name: 'המשך' }));
  await user.keyboard('{Enter}');
  // Step 4: insurance, left off.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: /ביטוח/ })));
  await tabTo(user, screen.getByRole('button', { name: 'המשך' }));
  await user.keyboard('{Enter}');
  // Step 5: the forms-service form.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: /פרטי התקשרות/ })));
  await tabTo(user, screen.getByRole('textbox', { name: /שם פרטי/ }));
  await user.keyboard('דנה');
  await tabTo(user, screen.getByRole('textbox', { name: /שם משפחה/ }));
  await user.keyboard('לוי');
  await tabTo(user, screen.getByRole('textbox', { name: /טלפון נייד/ }));
  await user.keyboard('050-1234567');
  await tabTo(user, screen.getByRole('textbox', { name: /דוא"ל/ }));
  await user.keyboard('dana@example.co.il');
  await tabTo(user, screen.getByRole('checkbox', { name: /אני מאשר/ }));
  await user.keyboard(' ');
  await tabTo(user, screen.getByRole('button', { name: 'המשך' }));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: /סיכום/ })));
  return { pickup, dropoff };
}

const leadCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/leads'));

describe('rent a car (Hebrew, keyboard only)', () => {
  it('goes through every step to the summary, sends the lead with the rental data, and thanks', async () => {
    const user = userEvent.setup();
    renderBlock();
    await fillToSummary(user);
    // 3 days × ₪950 + 2 seats × 3 days × ₪35 + GPS 3 days × ₪25 = ₪3,135
    expect(screen.getByText(/שלום דנה לוי/)).toBeTruthy();
    expect(screen.getByText('תוספות: מושב בטיחות לתינוק × 2, מערכת ניווט GPS. סה״כ משוער: ₪ 3,135.')).toBeTruthy();
    // The running total, announced politely as it changes.
    expect(screen.getByText('סה״כ משוער: ₪ 3,135 (3 ימים)').getAttribute('aria-live')).toBe('polite');
    await expectNoAxeViolations();
    await tabTo(user, screen.getByRole('button', { name: 'שליחת הפנייה' }));
    await user.keyboard('{Enter}');
    const thanks = await screen.findByRole('heading', { name: 'תודה!' });
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(screen.getByText('הפנייה נשלחה. ניצור איתך קשר בהקדם.')).toBeTruthy();
    expect(leadCalls()).toHaveLength(1);
    const [url, init] = leadCalls()[0]!;
    expect(url).toBe('/api/forms/forms/7/leads');
    const body = JSON.parse(String((init as RequestInit).body));
    expect(body.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.locale).toBe('he');
    expect(body.website).toBeUndefined();
    expect(body.data).toMatchObject({
      first_name: 'דנה',
      last_name: 'לוי',
      phone: '050-1234567',
      consent: true,
      rental_pickup_location: 'אולם התצוגה בתל אביב',
      rental_dropoff_location: 'אולם התצוגה בתל אביב',
      rental_days: '3',
      rental_vehicle: 'דיפנדר 110',
      rental_extras: 'מושב בטיחות לתינוק × 2, מערכת ניווט GPS',
      rental_total: '₪ 3,135',
    });
    expect(body.data.rental_summary).toContain('שלום דנה לוי');
    expect(body.data.rental_summary).not.toContain('<p>');
    await expectNoAxeViolations();
  }, 60_000);

  it('shows the error view when the lead is refused; "Try again" resends the same enquiry', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503 }));
    const user = userEvent.setup();
    renderBlock();
    await fillToSummary(user);
    await tabTo(user, screen.getByRole('button', { name: 'שליחת הפנייה' }));
    await user.keyboard('{Enter}');
    const oops = await screen.findByRole('heading', { name: 'אופס! משהו השתבש.' });
    await waitFor(() => expect(document.activeElement).toBe(oops));
    expect(screen.getByText('הפנייה לא נשלחה. נסו שוב.')).toBeTruthy();
    await expectNoAxeViolations();
    await tabTo(user, screen.getByRole('button', { name: 'לנסות שוב' }));
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'תודה!' });
    const [first, second] = leadCalls().map(([, init]) => JSON.parse(String((init as RequestInit).body)));
    expect(second.idempotency_key).toBe(first.idempotency_key);
    expect(second.data).toEqual(first.data);
  }, 60_000);

  it('says what is missing instead of moving on', async () => {
    const user = userEvent.setup();
    renderBlock();
    await tabTo(user, screen.getByRole('button', { name: 'המשך' }));
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('יש לבחור מקום איסוף.');
    expect(alert.textContent).toContain('יש לבחור תאריכי איסוף והחזרה.');
    expect(screen.getByRole('heading', { name: /מיקום ותאריכים/ })).toBeTruthy();
  });
});

describe('rent a car, broken content', () => {
  it('says the enquiry is unavailable when no vehicle can be rented', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderBlock('en', (example) => {
      // Valid JSON (the catalogue validator refuses broken JSON) but no vehicle has a daily price.
      example.fields['vehicles'] = JSON.stringify([{ display_name: 'Defender', price: {} }]);
    });
    expect(screen.getByRole('status').textContent).toBe('Car rental enquiries are not available right now. Please call us instead.');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('vehicles[0]: no positive price.daily'));
    warn.mockRestore();
  });
});

describe('rent a car, started from a scope (as the stories do)', () => {
  it.each([
    ['he', 'failed', 'אופס! משהו השתבש.'],
    ['en', 'sent', 'Thank you!'],
  ] as const)('%s %s view', async (locale, status, heading) => {
    const example = rentACarExample(locale);
    render(
      <Provider value={fork({ values: { ...enquiryAt('summary', locale, status), 'pricing/$priceSettings': shekels } })}>
        <UiProvider locale={locale}>
          <main>
            <BlockPreview template="jlr-rent-a-car" fields={example.fields} groups={example.groups} index={3} data={{ form: rentalEnquiryForm }} />
          </main>
        </UiProvider>
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('English summary step reads "Send inquiry" and fills the template', () => {
    const example = rentACarExample('en');
    render(
      <Provider value={fork({ values: { ...enquiryAt('summary', 'en'), 'pricing/$priceSettings': shekels } })}>
        <UiProvider locale="en">
          <main>
            <BlockPreview template="jlr-rent-a-car" fields={example.fields} groups={example.groups} index={3} data={{ form: rentalEnquiryForm }} />
          </main>
        </UiProvider>
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'Send inquiry' })).toBeTruthy();
    expect(screen.getByText(/^Hello Dana Levy,$/)).toBeTruthy();
    expect(screen.getByText(/You asked for a Defender 110, picked up at Tel Aviv showroom/)).toBeTruthy();
  });
});
