import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $priceSettings, defaultPriceSettings, parseMonthlyPriceSetting, priceSettingsReceived } from '@lux/pricing';
import { showroomSlug, type Vehicle } from '@lux/stock-locator';
import { sampleVehicle } from '@lux/stock-locator/testing';
import { UiProvider } from '@lux/ui';
import { cardPhoto } from './photo';
import { showroomHref } from './showroomHref';
import { storyVehicles } from './testing';
import { VehicleCard, type VehicleCardProps } from './VehicleCard';

afterEach(cleanup);

const shekel = { ...defaultPriceSettings, symbol: '₪' };

function renderCard(props: Partial<VehicleCardProps> & { vehicle: Vehicle }) {
  const locale = props.locale ?? 'he';
  const scope = fork({ values: [[$priceSettings, shekel]] });
  return render(
    <Provider value={scope}>
      <UiProvider locale={locale}>
        <MemoryRouter>
          <VehicleCard locale={locale} {...props} />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

const defender = storyVehicles[0]!;

describe('VehicleCard', () => {
  it('links its title to the showroom page /showroom/{slug}-{id}, under /en in English (A§2)', () => {
    renderCard({ vehicle: defender });
    const link = screen.getByRole('link', { name: 'דיפנדר 110 D300 X-Dynamic SE' });
    expect(link.getAttribute('href')).toBe(`/showroom/${encodeURIComponent(showroomSlug(defender))}-101`);
    expect(screen.getByRole('heading', { level: 3 })).toBe(link.parentElement);
    cleanup();
    renderCard({ vehicle: defender, locale: 'en', headingLevel: 4 });
    expect(screen.getByRole('link').getAttribute('href')).toMatch(/^\/en\/showroom\/.+-101$/);
    expect(screen.getByRole('heading', { level: 4 })).toBeTruthy();
  });

  it('carries the postcode search into the showroom link when given one', () => {
    const href = showroomHref(defender, 'he', { retailer: '', state: 'מחוז חיפה', postcode: '', locality: '', dealerCodes: ['HFA01'] });
    expect(href).toMatch(/^\/showroom\/[^?]+-101\?_state=/);
    expect(new URL(href, 'http://x').searchParams.get('_state')).toBe('מחוז חיפה');
    expect(href).not.toContain('HFA01');
  });

  it('shows the state badge, the default icons (engines, power, colour) and the listing attributes with units (A§5, A§9)', () => {
    const { container } = renderCard({ vehicle: defender });
    expect(screen.getByText('חדש')).toBeTruthy();
    const icons = container.querySelector('ul')!;
    expect(within(icons).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'מנוע: D300 3.0 ליטר',
      'הספק: 300 כ״ס',
      'צבע: שחור סנטוריני',
    ]);
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['שנת ייצור', 'קילומטראז׳', 'הנעה', 'מספר שלדה', 'נפח מנוע']);
    const values = [...container.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(values).toEqual(['2026', '15 ק״מ', 'הנעה כפולה', '…0R0', '3.0 ליטר']);
  });

  it('shows stored Hebrew value texts in English when the English widget translations label them (issue 16)', () => {
    const english = {
      'D300 3.0 ליטר': 'D300 3.0 L',
      'שחור סנטוריני': 'Santorini Black',
      'הנעה כפולה': 'All-wheel drive',
      [String(defender.model_display_name)]: 'Defender 110 X-Dynamic SE',
    };
    const { container } = renderCard({ vehicle: defender, locale: 'en', translations: english, onToggleSave: () => undefined });
    const icons = container.querySelector('ul')!;
    expect(within(icons).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Engine: D300 3.0 L',
      'Power: 300 hp',
      'Colour: Santorini Black',
    ]);
    expect([...container.querySelectorAll('dd')].map((dd) => dd.textContent)).toContain('All-wheel drive');
    expect(screen.getByRole('heading', { name: 'Defender 110 X-Dynamic SE' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Defender 110 X-Dynamic SE/ })).toBeTruthy();
    expect(container.textContent).not.toMatch(/[\u0590-\u05FF]/);
  });

  it('uses configured icons when all are known, cut to 3, and the defaults otherwise (A§5)', () => {
    const { container } = renderCard({ vehicle: defender, icons: ['mileage', 'productionYear', 'vin', 'power'] });
    expect([...container.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['קילומטראז׳: 15 ק״מ', 'שנת ייצור: 2026', 'מספר שלדה: …0R0']);
    cleanup();
    const again = renderCard({ vehicle: defender, icons: ['mileage', 'wings'] });
    expect([...again.container.querySelectorAll('ul li')].map((li) => li.textContent?.split(':')[0])).toEqual(['מנוע', 'הספק', 'צבע']);
  });

  it('formats prices through the price settings: the was-price struck, lease, and nothing for hidden prices', () => {
    const { container } = renderCard({ vehicle: defender });
    const purchase = container.querySelector('[data-price="purchase"]')!;
    expect(purchase.textContent).toBe('מחיר: ₪ 960,000מחיר קודם: ₪ 980,000');
    expect(purchase.querySelector('s')?.textContent).toBe('מחיר קודם: ₪ 980,000');
    expect(container.querySelector('[data-price="lease"]')?.textContent).toMatch(/^ליסינג: ₪ 6,125/);
    cleanup();
    const hidden = renderCard({ vehicle: { ...defender, price_hidden: true } });
    expect(hidden.container.querySelector('[data-price="purchase"]')).toBeNull();
    expect(screen.getByText('המחיר לפי פנייה')).toBeTruthy();
  });

  it('prefers the stock service translations for the state and survives a vehicle with nothing but an id', () => {
    renderCard({ vehicle: defender, translations: { new: 'חדש מהיבואן' } });
    expect(screen.getByText('חדש מהיבואן')).toBeTruthy();
    cleanup();
    renderCard({ vehicle: { id: '7' } });
    expect(screen.getByRole('link', { name: 'רכב' }).getAttribute('href')).toBe('/showroom/vehicle-7');
    expect(screen.getByText('המחיר לפי פנייה')).toBeTruthy();
  });

  it('has a save toggle with aria-pressed only when it can save (A§4)', () => {
    const toggle = vi.fn();
    renderCard({ vehicle: defender, saved: true, onToggleSave: toggle });
    const button = screen.getByRole('button', { name: 'שמירת דיפנדר 110 D300 X-Dynamic SE' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(toggle).toHaveBeenCalledWith(defender);
    cleanup();
    renderCard({ vehicle: defender });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('draws media-service photos from the media source with a srcset, others as given', () => {
    const { container } = renderCard({ vehicle: defender, imagePriority: 'eager' });
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('srcset')).toContain('/media/api/v2/images/0/w/1600.jpg?ratio=16-9 1600w');
    expect(img.getAttribute('alt')).toBe('');
    expect(cardPhoto(sampleVehicle({ id: 'x', photos: { hd: 'https://cdn.test/car.jpg' } }))).toEqual({
      mediaId: null,
      src: 'https://cdn.test/car.jpg',
      srcSet: 'https://cdn.test/car.jpg 1600w',
    });
    expect(cardPhoto(sampleVehicle({ id: 'y' }))).toBeNull();
  });

  describe('monthly price (issue 15)', () => {
    // The seeded offer: an Israeli Spitzer loan, 30 % down, 5 years, the product's 5.9 %.
    const offerSetting = JSON.stringify({
      finance_product: 'IsraelSpitzerLoan',
      enabled: true,
      input_configuration: {
        down_payment: { min: 20, max: 50, default: 30, interval: 5, unit: '%' },
        duration: { min: 5, max: 5, default: 5, interval: 1, unit: 'years' },
      },
    });

    async function renderWithOffer(vehicle: Vehicle, locale: 'he' | 'en' = 'he') {
      const scope = fork();
      await allSettled(priceSettingsReceived, {
        scope,
        params: { 'price.symbol': '₪', 'finance.monthly_price': offerSetting },
      });
      return render(
        <Provider value={scope}>
          <UiProvider locale={locale}>
            <MemoryRouter>
              <VehicleCard vehicle={vehicle} locale={locale} />
            </MemoryRouter>
          </UiProvider>
        </Provider>,
      );
    }

    it('shows "from ₪X a month" for the purchase price, with its assumptions describing it', async () => {
      await renderWithOffer(defender);
      // ₪960,000 less 30 % = ₪672,000 over 60 months at 5.9 %: ₪12,960.42.
      const line = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'החל מ־₪ 12,960 לחודש');
      expect(line.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
      const note = document.getElementById(line.getAttribute('aria-describedby')!)!;
      expect(note.textContent).toBe('בהנחת מקדמה של 30%, 60 תשלומים חודשיים וריבית שנתית של 5.9%.');
      cleanup();
      await renderWithOffer(defender, 'en');
      expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'From ₪ 12,960 a month')).toBeTruthy();
      expect(screen.getByText('Assuming 30% down, 60 monthly payments and 5.9% a year.')).toBeTruthy();
    });

    it('shows nothing when the price is hidden, there is no price or the offer is off', async () => {
      const { container } = await renderWithOffer({ ...defender, price_hidden: true });
      expect(container.querySelector('[data-price="monthly"]')).toBeNull();
      cleanup();
      const bare = await renderWithOffer({ id: '7' });
      expect(bare.container.querySelector('[data-price="monthly"]')).toBeNull();
      cleanup();
      const off = renderCard({
        vehicle: defender,
        monthlyPriceOffer: parseMonthlyPriceSetting(JSON.stringify({ finance_product: 'IsraelSpitzerLoan', enabled: false })).offer,
      });
      expect(off.container.querySelector('[data-price="monthly"]')).toBeNull();
      expect(screen.queryByText(/לחודש$/)).toBeNull();
    });
  });
});
