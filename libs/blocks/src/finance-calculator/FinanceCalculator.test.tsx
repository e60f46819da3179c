import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { exampleInstance, templateByKey } from '@lux/block-catalogue';
import {
  $priceSettings,
  FINANCE_CALCULATOR_STORAGE_KEY,
  formatPrice,
  priceSettingsFromSettings,
  quoteFinance,
} from '@lux/pricing';
import { hebrewPriceSettingsRecord } from '@lux/pricing/testing';
import { UiProvider } from '@lux/ui';
import { validateBlocks } from '../validate';
import { financeCalculatorComponent as FinanceCalculator } from './FinanceCalculator';
import type { Fields, Group } from './types';

afterEach(() => {
  cleanup();
  // Each calculator saves its choices (B§3.4 saved data): every test starts from a fresh visit.
  localStorage.clear();
});

const settings = priceSettingsFromSettings({ ...hebrewPriceSettingsRecord }).settings;
const shekels = (agorot: number) => formatPrice(agorot / 100, settings, 'price');

const models = [
  {
    key: 'defender-110',
    name: 'דיפנדר 110',
    price: 459000,
    image_id: 1,
    free_items: ['3 שנות שירות', 'וו גרירה'],
  },
  { key: 'discovery', name: 'דיסקברי', price: 549000, image_id: 2, free_items: [] },
];

const fields: Fields = {
  block_scroll_id: '',
  heading: 'מחשבון מימון',
  header_size: 'l',
  header_tag: 'H2',
  nameplate_key_filter: '',
  calculator_style: 'default',
  model_label: 'Model',
  finance_product_label: 'Finance product',
  results_label: 'Your quote',
  free_items_label: 'Included',
  hide_free_items: false,
  disclaimers: '<p>הנתונים להמחשה בלבד.</p>',
  models_info: JSON.stringify(models),
  box_color: 'light',
};

const group = (over: Partial<Group>): Group => ({
  finance_product: 'IsraelSpitzerLoan',
  name: 'הלוואה בנקאית',
  description: '',
  link: null,
  main_button: null,
  additional_buttons: [],
  input_configuration: '',
  output_configuration: '',
  disclaimer_title: '',
  disclaimer_body: '',
  ...over,
});

const groups = [
  group({}),
  group({
    finance_product: 'IsraelBalloon5050',
    name: '50/50',
    input_configuration: JSON.stringify({
      down_payment: { label: 'מקדמה', min: 50, max: 50, default: 50, interval: 0, unit: '%' },
      duration: { label: 'תקופה', min: 1, max: 3, default: 3, interval: 1, unit: 'years' },
    }),
  }),
];

function renderCalculator(f: Partial<Fields> = {}, g: Group[] = groups, locale: 'he' | 'en' = 'he', id = 1) {
  const scope = fork({ values: [[$priceSettings, settings]] });
  return render(
    <Provider value={scope}>
      <UiProvider locale={locale}>
        <FinanceCalculator id={id} index={2} locale={locale} fields={{ ...fields, ...f }} groups={g} />
      </UiProvider>
    </Provider>,
  );
}

/** The live region of the monthly payment (slider outputs are status regions too). */
const monthly = (name: string | RegExp = /החזר חודשי|Monthly payment/) =>
  screen.getByRole('status', { name });

const monthlyAt = (
  priceAgorot: number,
  downPaymentPercent: number,
  years: number,
  product = 'IsraelSpitzerLoan',
) => shekels(quoteFinance({ priceAgorot, downPaymentPercent, years, product }).monthlyPaymentAgorot);

describe('finance calculator', () => {
  it('moves the down payment and duration by keyboard (right to left in Hebrew) and announces the new monthly payment', async () => {
    const user = userEvent.setup();
    renderCalculator();
    const status = monthly();
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(status?.textContent).toContain(monthlyAt(45_900_000, 20, 4));

    const down = screen.getByRole('slider', { name: 'מקדמה' });
    expect((down as HTMLInputElement).value).toBe('20');
    down.focus();
    // Under RTL the maximum is on the left: ArrowLeft increases.
    await user.keyboard('{ArrowLeft}');
    expect((down as HTMLInputElement).value).toBe('25');
    expect(status?.textContent).toContain(monthlyAt(45_900_000, 25, 4));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect((down as HTMLInputElement).value).toBe('20');
    await user.keyboard('{End}');
    expect((down as HTMLInputElement).value).toBe('50');
    expect(status?.textContent).toContain(monthlyAt(45_900_000, 50, 4));

    const duration = screen.getByRole('slider', { name: 'תקופה' });
    duration.focus();
    await user.keyboard('{End}');
    expect((duration as HTMLInputElement).value).toBe('7');
    expect(status?.textContent).toContain(monthlyAt(45_900_000, 50, 7));
    await user.keyboard('{Home}');
    expect(status?.textContent).toContain(monthlyAt(45_900_000, 50, 4));
    expect(screen.getByText('48 חודשים')).toBeTruthy();
  });

  it('reads left to right in English, picks a model and a product by keyboard', async () => {
    const user = userEvent.setup();
    renderCalculator({}, groups, 'en');
    const down = screen.getByRole('slider', { name: 'Down payment' });
    down.focus();
    await user.keyboard('{ArrowRight}');
    expect((down as HTMLInputElement).value).toBe('25');

    await user.click(screen.getByRole('radio', { name: /דיסקברי/ }));
    expect(monthly()?.textContent).toContain(monthlyAt(54_900_000, 25, 4));

    const tab = screen.getByRole('tab', { name: 'הלוואה בנקאית' });
    tab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '50/50' })?.getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('slider', { name: 'Down payment' })).toBeNull();
    expect(monthly()?.textContent).toContain(monthlyAt(54_900_000, 50, 3, 'IsraelBalloon5050'));
  });

  it('shows the quote figures with currency isolated left to right, free items unless hidden', () => {
    const { unmount } = renderCalculator();
    const results = screen.getByRole('heading', { name: 'ההצעה שלך' }).parentElement!;
    expect(within(results).getByText('מחיר הרכב כולל אגרות')).toBeTruthy();
    const price = within(results).getByText(shekels(45_900_000));
    expect(price.tagName).toBe('BDI');
    expect(price?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('וו גרירה')).toBeTruthy();
    unmount();
    renderCalculator({ hide_free_items: true, calculator_style: 'mena' });
    expect(screen.queryByText('וו גרירה')).toBeNull();
    expect(screen.getByRole('region', { name: 'מחשבון מימון' })?.getAttribute('data-calculator-style')).toBe(
      'mena',
    );
  });

  it('renders with defaults when every configuration is broken JSON', () => {
    renderCalculator({ nameplate_key_filter: 'defender-110' }, [
      group({ finance_product: 'NoSuchProduct', input_configuration: '{oops', output_configuration: '[1,' }),
    ]);
    const down = screen.getByRole('slider', { name: 'מקדמה' });
    expect(down?.getAttribute('min')).toBe('20');
    expect(down?.getAttribute('max')).toBe('50');
    expect((screen.getByRole('slider', { name: 'תקופה' }) as HTMLInputElement).value).toBe('4');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(monthly()?.textContent).toContain(monthlyAt(45_900_000, 20, 4, 'HirePurchaseSample'));
  });

  it('says there is nothing to price when models_info is unusable', () => {
    renderCalculator({ models_info: '{not json' });
    expect(screen.getByRole('status')?.textContent).toContain('אין כרגע דגמים לחישוב');
  });

  it('keeps two calculators on one page apart', async () => {
    const user = userEvent.setup();
    const scope = fork({ values: [[$priceSettings, settings]] });
    render(
      <Provider value={scope}>
        <UiProvider locale="en">
          <FinanceCalculator
            id={1}
            index={2}
            locale="en"
            fields={{ ...fields, heading: 'First' }}
            groups={[group({})]}
          />
          <FinanceCalculator
            id={2}
            index={3}
            locale="en"
            fields={{ ...fields, heading: 'Second' }}
            groups={[group({})]}
          />
        </UiProvider>
      </Provider>,
    );
    const [first, second] = screen.getAllByRole('slider', { name: 'Down payment' });
    first!.focus();
    await user.keyboard('{End}');
    expect((first as HTMLInputElement).value).toBe('50');
    expect((second as HTMLInputElement).value).toBe('20');
  });

  it.each(['he', 'en'] as const)(
    'works with the demo instance of the all-blocks page (%s)',
    async (locale) => {
      const user = userEvent.setup();
      const example = exampleInstance(templateByKey('finance-calculator')!, locale);
      const { valid, problems } = validateBlocks([
        { id: 7, template: 'finance-calculator', sequence: 1, ...example },
      ]);
      expect(problems).toEqual([]);
      const block = valid[0]!;
      const scope = fork({ values: [[$priceSettings, settings]] });
      render(
        <MemoryRouter>
          <Provider value={scope}>
            <UiProvider locale={locale}>
              <FinanceCalculator
                id={7}
                index={3}
                locale={locale}
                fields={block.fields as unknown as Fields}
                groups={block.groups as unknown as Group[]}
              />
            </UiProvider>
          </Provider>
        </MemoryRouter>,
      );
      expect(screen.getAllByRole('tab')).toHaveLength(3);
      expect(screen.getAllByRole('radio')).toHaveLength(4);
      const rate = screen.getByRole('slider', {
        name: locale === 'he' ? 'ריבית שנתית' : 'Annual interest rate',
      });
      expect((rate as HTMLInputElement).value).toBe('5.9');
      const status = monthly(locale === 'he' ? 'החזר חודשי' : 'Monthly payment');
      expect(status.textContent).toContain(monthlyAt(45_900_000, 20, 4));
      rate.focus();
      await user.keyboard('{Home}');
      expect(status.textContent).toContain(
        shekels(
          quoteFinance({
            priceAgorot: 45_900_000,
            downPaymentPercent: 20,
            years: 4,
            annualRatePercent: 3.9,
            product: 'IsraelSpitzerLoan',
          }).monthlyPaymentAgorot,
        ),
      );
    },
  );

  describe('saved data (B§3.4)', () => {
    const stored = () => JSON.parse(localStorage.getItem(FINANCE_CALCULATOR_STORAGE_KEY) ?? 'null');
    const save = (entry: unknown, position = 2) =>
      localStorage.setItem(
        FINANCE_CALCULATOR_STORAGE_KEY,
        JSON.stringify({
          metadata: { version: 1, saved_at: '2026-11-26T10:00:00.000Z' },
          data: Array.from({ length: position + 1 }, (_, i) => (i === position ? entry : null)),
        }),
      );

    it("saves the visitor's choices at the block's position, and nothing before they choose", async () => {
      const user = userEvent.setup();
      renderCalculator({}, groups, 'en');
      expect(stored()).toBeNull();
      const down = screen.getByRole('slider', { name: 'Down payment' });
      down.focus();
      await user.keyboard('{ArrowRight}{ArrowRight}');
      await user.click(screen.getByRole('radio', { name: /דיסקברי/ }));
      const saved = stored();
      expect(saved.metadata).toEqual({ version: 1, saved_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
      expect(saved.data).toEqual([
        null,
        null,
        {
          model: 'discovery',
          product: 'IsraelSpitzerLoan',
          product_index: 0,
          down_payment: 30,
          duration: 4,
          rate: 5.9,
        },
      ]);
    });

    it('restores them when the visitor returns', () => {
      save({
        model: 'discovery',
        product: 'IsraelSpitzerLoan',
        product_index: 0,
        down_payment: 35,
        duration: 6,
        rate: 5.9,
      });
      renderCalculator({}, groups, 'en');
      expect((screen.getByRole('slider', { name: 'Down payment' }) as HTMLInputElement).value).toBe('35');
      expect((screen.getByRole('slider', { name: 'Duration' }) as HTMLInputElement).value).toBe('6');
      expect((screen.getByRole('radio', { name: /דיסקברי/ }) as HTMLInputElement).checked).toBe(true);
      expect(monthly().textContent).toContain(monthlyAt(54_900_000, 35, 6));
    });

    it("restores another tab, and keeps the other positions' entries", () => {
      const other = {
        model: 'x',
        product: 'UkPcp',
        product_index: 0,
        down_payment: 10,
        duration: 3,
        rate: 7,
      };
      localStorage.setItem(
        FINANCE_CALCULATOR_STORAGE_KEY,
        JSON.stringify({
          metadata: { version: 1, saved_at: '2026-11-26T10:00:00.000Z' },
          data: [
            other,
            null,
            {
              model: 'defender-110',
              product: 'IsraelBalloon5050',
              product_index: 1,
              down_payment: 50,
              duration: 2,
              rate: 3.9,
            },
          ],
        }),
      );
      renderCalculator({}, groups, 'en');
      expect(screen.getByRole('tab', { name: '50/50' }).getAttribute('aria-selected')).toBe('true');
      // The 50/50 group names its own duration input.
      expect((screen.getByRole('slider', { name: 'תקופה' }) as HTMLInputElement).value).toBe('2');
      expect(monthly().textContent).toContain(monthlyAt(45_900_000, 50, 2, 'IsraelBalloon5050'));
      expect(stored().data).toEqual([
        other,
        null,
        {
          model: 'defender-110',
          product: 'IsraelBalloon5050',
          product_index: 1,
          down_payment: 50,
          duration: 2,
          rate: 3.9,
        },
      ]);
    });

    it('leaves out values no longer valid, and ignores corrupt storage', () => {
      save({
        model: 'velar',
        product: 'IsraelSpitzerLoan',
        product_index: 0,
        down_payment: 33,
        duration: 6,
        rate: 5.9,
      });
      const { unmount } = renderCalculator({}, groups, 'en');
      expect((screen.getByRole('slider', { name: 'Down payment' }) as HTMLInputElement).value).toBe('20');
      expect((screen.getByRole('slider', { name: 'Duration' }) as HTMLInputElement).value).toBe('6');
      expect((screen.getByRole('radio', { name: /דיפנדר 110/ }) as HTMLInputElement).checked).toBe(true);
      unmount();
      // Another product now sits at that tab: nothing of the entry is taken but the model.
      save({
        model: 'discovery',
        product: 'UkPcp',
        product_index: 0,
        down_payment: 35,
        duration: 6,
        rate: 5.9,
      });
      const second = renderCalculator({}, groups, 'en');
      expect((screen.getByRole('slider', { name: 'Down payment' }) as HTMLInputElement).value).toBe('20');
      expect((screen.getByRole('radio', { name: /דיסקברי/ }) as HTMLInputElement).checked).toBe(true);
      second.unmount();
      localStorage.setItem(FINANCE_CALCULATOR_STORAGE_KEY, '{"metadata":');
      renderCalculator({}, groups, 'en');
      expect(monthly().textContent).toContain(monthlyAt(45_900_000, 20, 4));
    });
  });
});
