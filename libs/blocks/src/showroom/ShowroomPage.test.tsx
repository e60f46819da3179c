import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { $monthlyPriceOffer, $priceSettings, defaultPriceSettings, parseMonthlyPriceSetting, type MonthlyPriceOffer } from '@lux/pricing';
import { $productPageData } from '@lux/order-online';
import {
  $savedVehicles,
  defaultShowroomConfig,
  storageReadFx,
  storageWrittenFx,
  type Vehicle,
} from '@lux/stock-locator';
import { UiProvider } from '@lux/ui';
import { installCarouselStubs } from '../hero-banner/testing';
import { approvedDiscovery, newDefender, seededConfig, similarDefenders, usedBare } from './fixtures';
import { ShowroomPage, type ShowroomPageProps } from './ShowroomPage';

beforeAll(installCarouselStubs);
afterEach(cleanup);

const shekel = { ...defaultPriceSettings, symbol: '₪', currencyIso: 'ILS' };

/** The seeded `finance.monthly_price`: an Israeli Spitzer loan, 30 % down, 5 years, the product's 5.9 %. */
const spitzerOffer = parseMonthlyPriceSetting(
  JSON.stringify({
    finance_product: 'IsraelSpitzerLoan',
    input_configuration: {
      down_payment: { min: 20, max: 50, default: 30, interval: 5, unit: '%' },
      duration: { min: 5, max: 5, default: 5, interval: 1, unit: 'years' },
    },
  }),
).offer;

function renderPage(
  overrides: Partial<ShowroomPageProps> = {},
  locale: 'he' | 'en' = 'he',
  offer: MonthlyPriceOffer | null = null,
) {
  const storage = new Map<string, string>();
  const scope = fork({
    values: offer
      ? [
          [$priceSettings, shekel],
          [$monthlyPriceOffer, offer],
        ]
      : [[$priceSettings, shekel]],
    handlers: [
      [storageReadFx, ({ key }: { key: string }) => storage.get(key) ?? null],
      [
        storageWrittenFx,
        ({ key, value }: { key: string; value: string | null }) =>
          void (value === null ? storage.delete(key) : storage.set(key, value)),
      ],
    ],
  });
  const props: ShowroomPageProps = {
    locale,
    vehicle: newDefender,
    config: seededConfig,
    similar: [],
    listing: 'lux-il',
    ...overrides,
  };
  const router = createMemoryRouter([{ path: '*', element: <ShowroomPage {...props} /> }]);
  const view = render(
    <Provider value={scope}>
      <UiProvider locale={locale}>
        <RouterProvider router={router} />
      </UiProvider>
    </Provider>,
  );
  return { ...view, scope, storage };
}

const specValue = (label: string) => {
  const term = within(screen.getByRole('region', { name: 'מפרט' })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('ShowroomPage', () => {
  it('titles the page and formats the A§9 specification', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'דיפנדר 110 X-Dynamic SE' })).toBeTruthy();
    expect(specValue('מצב')).toBe('חדש');
    expect(specValue('זמינות')).toBe('במלאי');
    expect(specValue('קילומטראז׳')).toBe('12 ק״מ');
    expect(specValue('נפח מנוע')).toBe('3.0 ליטר');
    expect(specValue('הספק')).toBe('400 כ״ס');
    expect(specValue('מספר שלדה (VIN)')).toBe('SALEA7AX1T2000042');
    expect(specValue('מספר הזמנה')).toBe('IL26-40042');
  });

  it('shows the drive-away price for a new vehicle only (A§4)', () => {
    const { container, unmount } = renderPage();
    expect(screen.getByText('מחיר כולל על הכביש')).toBeTruthy();
    expect(container.querySelector('[data-price="drive-away"]')?.textContent).toContain('₪ 529,000');
    unmount();
    renderPage({ vehicle: approvedDiscovery });
    expect(screen.queryByText('מחיר כולל על הכביש')).toBeNull();
  });

  it('lists the payment sections the prices and config allow, the first open (A§5)', () => {
    renderPage();
    const cash = screen.getByRole('button', { name: /רכישה במזומן/ });
    const lease = screen.getByRole('button', { name: /ליסינג פרטי/ });
    expect(cash.getAttribute('aria-expanded')).toBe('true');
    expect(lease.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: /מנוי/ })).toBeNull();
    fireEvent.click(lease);
    const region = screen.getByRole('region', { name: /ליסינג פרטי/ });
    expect(within(region).getByText('36 חודשים, עד 15,000 ק״מ בשנה')).toBeTruthy();
    fireEvent.keyDown(lease, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cash);
  });

  it('uses UI titles instead of the Hebrew config texts on the English page', () => {
    renderPage({}, 'en');
    expect(screen.getByRole('button', { name: /^Purchase · ₪ 489,000/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reserve this vehicle' })).toBeTruthy();
  });

  it('computes the monthly payment and explains impossible input', () => {
    renderPage();
    const result = screen.getByRole('status');
    // 489,000 − 20 % deposit over 36 months at 4.9 %.
    expect(result.textContent).toContain('₪ 11,707 לחודש');
    fireEvent.change(screen.getByLabelText('מקדמה (₪)'), { target: { value: '489000' } });
    expect(result.textContent).toContain('המקדמה צריכה להיות נמוכה מהמחיר');
    fireEvent.change(screen.getByLabelText('מקדמה (₪)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('ריבית שנתית (%)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('תקופה'), { target: { value: '60' } });
    expect(result.textContent).toContain('₪ 8,150 לחודש');
  });

  it('has no calculator for configurator vehicles or hidden prices (A§4)', () => {
    const { unmount } = renderPage({ vehicle: { ...newDefender, state: 'configurator' } });
    expect(screen.queryByRole('heading', { name: 'מחשבון מימון' })).toBeNull();
    unmount();
    renderPage({ vehicle: usedBare });
    expect(screen.queryByRole('heading', { name: 'מחשבון מימון' })).toBeNull();
    expect(screen.getAllByText('המחיר יימסר אצל המשווק.').length).toBeGreaterThan(0);
    expect(screen.getByRole('note').textContent).toBe('אין עדיין תמונות לרכב זה.');
  });

  it('links the reservation to the order journey with config_url, and not for reserved cars (A§1)', () => {
    const { unmount } = renderPage();
    const link = screen.getByRole('link', { name: 'הזמנת הרכב' });
    expect(link.getAttribute('href')).toBe(
      `/showroom-order-online/vehicle/42?config_url=${encodeURIComponent(newDefender.config_url!)}`,
    );
    expect(screen.getByText('דמי הזמנה: ₪ 5,000')).toBeTruthy();
    unmount();
    renderPage({ vehicle: approvedDiscovery });
    expect(screen.queryByRole('link', { name: 'הזמנת הרכב' })).toBeNull();
    expect(screen.getByText('הרכב שמור כרגע ללקוח אחר.')).toBeTruthy();
  });

  it('shows the retailer only when owner_visible is on', () => {
    const { unmount } = renderPage();
    const retailer = screen.getByRole('region', { name: 'המשווק' });
    expect(within(retailer).getByText('לנד רובר לוקס מוטורס תל אביב')).toBeTruthy();
    expect(within(retailer).getByRole('link', { name: '03-555-0101' }).getAttribute('href')).toBe(
      'tel:035550101',
    );
    unmount();
    renderPage({ config: defaultShowroomConfig });
    expect(screen.queryByRole('region', { name: 'המשווק' })).toBeNull();
  });

  it('saves the vehicle in the saved list with its listing', async () => {
    const { scope, storage } = renderPage();
    const save = screen.getByRole('button', { name: 'שמירת הרכב' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(save);
    await allSettled(scope);
    expect(scope.getState($savedVehicles)).toEqual([{ id: '42', list: 'lux-il' }]);
    expect(storage.get('sl_saved_vehicles')).toBe('[{"id":"42","list":"lux-il"}]');
    expect(screen.getByRole('button', { name: 'שמירת הרכב' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('renders similar vehicles as cards linking to their showroom pages, or says they failed', () => {
    const { unmount } = renderPage({ similar: similarDefenders });
    const similar = screen.getByRole('region', { name: 'רכבים דומים' });
    const links = within(similar).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      similarDefenders.map((v: Vehicle) => expect.stringMatching(new RegExp(`^/showroom/.+-${v.id}$`))),
    );
    unmount();
    // A§2: with the postcode_search feature on, the links carry the visit's search.
    const search = { retailer: '', state: 'מרכז', postcode: '', locality: '', dealerCodes: [] };
    const second = renderPage({ similar: similarDefenders.slice(0, 1), postcodeSearch: search });
    const [link] = within(screen.getByRole('region', { name: 'רכבים דומים' })).getAllByRole('link');
    expect(link!.getAttribute('href')).toMatch(/-101\?_state=%D7%9E%D7%A8%D7%9B%D7%96$/);
    second.unmount();
    renderPage({ similar: similarDefenders.slice(0, 1), postcodeSearch: search, config: { ...seededConfig, postcodeSearch: false } });
    expect(within(screen.getByRole('region', { name: 'רכבים דומים' })).getAllByRole('link')[0]!.getAttribute('href')).not.toContain('?');
    cleanup();
    renderPage({ similar: [], similarFailed: true });
    expect(screen.getByText('לא הצלחנו לטעון רכבים דומים כרגע.')).toBeTruthy();
  });

  describe('monthly price (issue 15)', () => {
    const monthlyLine = (text: string) => screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === text);

    it('shows "from ₪X a month" under the price, its assumptions describing it', () => {
      renderPage({}, 'he', spitzerOffer);
      // ₪489,000 less 30 % = ₪342,300 over 60 months at 5.9 %: ₪6,601.71.
      const line = monthlyLine('החל מ־₪ 6,602 לחודש');
      expect(line.querySelector('bdi')?.textContent).toBe('₪ 6,602');
      expect(document.getElementById(line.getAttribute('aria-describedby')!)?.textContent).toBe(
        'בהנחת מקדמה של 30%, 60 תשלומים חודשיים וריבית שנתית של 5.9%.',
      );
      cleanup();
      renderPage({}, 'en', spitzerOffer);
      expect(monthlyLine('From ₪ 6,602 a month')).toBeTruthy();
    });

    it('shows nothing without the offer, or when the price is hidden', () => {
      const { container, unmount } = renderPage();
      expect(container.querySelector('[data-price="monthly"]')).toBeNull();
      unmount();
      const hidden = renderPage({ vehicle: { ...newDefender, price_hidden: true } }, 'he', spitzerOffer);
      expect(hidden.container.querySelector('[data-price="monthly"]')).toBeNull();
    });

    it('hands the quote shown to the order journey when the buyer reserves', async () => {
      const { scope } = renderPage({}, 'he', spitzerOffer);
      fireEvent.click(screen.getByRole('link', { name: 'הזמנת הרכב' }));
      await allSettled(scope);
      const handed = scope.getState($productPageData) as { vehicleId: string; finance_quote: Record<string, unknown> };
      expect(handed.vehicleId).toBe('42');
      expect(handed.finance_quote).toEqual({
        product: 'IsraelSpitzerLoan',
        price: 489000,
        down_payment: 30,
        months: 60,
        rate: 5.9,
        monthly: 6601.71,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    it('hands no quote when none was shown', async () => {
      const { scope } = renderPage();
      fireEvent.click(screen.getByRole('link', { name: 'הזמנת הרכב' }));
      await allSettled(scope);
      expect(scope.getState($productPageData)).toEqual({ vehicleId: '42' });
    });
  });
});
