import { describe, expect, it } from 'vitest';
import {
  defaultPriceSettings,
  PRICE_SETTING_KEYS,
  priceSettingsFromSettings,
  priceSettingsToRecord,
} from './settings';
import { hebrewPriceSettingsRecord } from './testing';

describe('defaultPriceSettings', () => {
  it('holds the spec defaults (site-stock-order §3, §9)', () => {
    expect(defaultPriceSettings).toEqual({
      delimiter: ',',
      symbol: '€',
      currencyIso: 'EUR',
      formats: {
        price: '% ^',
        lease: '% ^ / Month',
        subscribe: 'from % ^ / Month',
        stock: '% ^',
        general: '^%',
      },
      fullString: '@',
      offerString: 'from @',
      rentBlockFormat: '% ^ / Day',
      exchangeClass: 'price-exchange-class',
      doublePrice: { enabled: false, symbol: 'EUR', rate: 1, decimals: 0 },
      currencyApi: { url: null, responseKey: 'data', startDateKey: 'startdate' },
    });
  });

  it('is frozen, so no caller can change the defaults of every other caller', () => {
    expect(Object.isFrozen(defaultPriceSettings)).toBe(true);
    expect(Object.isFrozen(defaultPriceSettings.formats)).toBe(true);
    expect(Object.isFrozen(defaultPriceSettings.doublePrice)).toBe(true);
    expect(Object.isFrozen(defaultPriceSettings.currencyApi)).toBe(true);
  });

  it('passes its own validation', () => {
    expect(priceSettingsFromSettings(priceSettingsToRecord(defaultPriceSettings))).toEqual({
      settings: defaultPriceSettings,
      problems: [],
    });
  });
});

describe('priceSettingsFromSettings', () => {
  it('returns the defaults and no problems for no settings', () => {
    expect(priceSettingsFromSettings({})).toEqual({ settings: defaultPriceSettings, problems: [] });
  });

  it('lets server values win over the defaults (Hebrew site)', () => {
    const { settings, problems } = priceSettingsFromSettings({ ...hebrewPriceSettingsRecord });
    expect(problems).toEqual([]);
    expect(settings.symbol).toBe('₪');
    expect(settings.currencyIso).toBe('ILS');
    expect(settings.formats.lease).toBe('% ^ / לחודש');
    expect(settings.formats.subscribe).toBe('החל מ-% ^ / לחודש');
    expect(settings.offerString).toBe('החל מ-@');
    expect(settings.fullString).toBe('מחיר מלא: @');
    expect(settings.rentBlockFormat).toBe('% ^ / ליום');
  });

  it('maps every key to its field', () => {
    const { settings, problems } = priceSettingsFromSettings({
      'price.stock_format': '^ %',
      'price.general_format': '% ^.-',
      'price.exchange_class': 'usd-price',
      'price.double_price.enabled': 'TRUE',
      'price.double_price.symbol': ' USD ',
      'price.double_price.rate': '3.65',
      'price.double_price.decimals': '2',
      'price.currency.api_url': ' https://rates.example.test/api/ ',
      'price.currency.response_key': ' usd_ils ',
      'price.currency.start_date_key': 'valid_from',
    });
    expect(problems).toEqual([]);
    expect(settings.formats.stock).toBe('^ %');
    expect(settings.formats.general).toBe('% ^.-');
    expect(settings.exchangeClass).toBe('usd-price');
    expect(settings.doublePrice).toEqual({ enabled: true, symbol: 'USD', rate: 3.65, decimals: 2 });
    expect(settings.currencyApi).toEqual({
      url: 'https://rates.example.test/api/',
      responseKey: 'usd_ils',
      startDateKey: 'valid_from',
    });
  });

  it('accepts http and https currency API URLs, with or without a path', () => {
    for (const url of ['http://localhost:8080', 'https://rates.example.test', 'https://x.test/v1/rates/']) {
      expect(priceSettingsFromSettings({ 'price.currency.api_url': url })).toMatchObject({
        settings: { currencyApi: { url } },
        problems: [],
      });
    }
  });

  it('normalises harmless variations: trimmed symbols, upper-case ISO codes', () => {
    const { settings, problems } = priceSettingsFromSettings({
      'price.symbol': ' ₪ ',
      'price.currency_iso': 'ils',
    });
    expect(problems).toEqual([]);
    expect(settings.symbol).toBe('₪');
    expect(settings.currencyIso).toBe('ILS');
  });

  it('accepts space-like and apostrophe delimiters untrimmed', () => {
    for (const delimiter of [' ', '\u00a0', "'", '.']) {
      expect(priceSettingsFromSettings({ 'price.delimiter': delimiter }).settings.delimiter).toBe(delimiter);
    }
  });

  it('treats an empty string as "not configured": default, no problem', () => {
    expect(priceSettingsFromSettings({ 'price.symbol': '', 'price.format': '' })).toEqual({
      settings: defaultPriceSettings,
      problems: [],
    });
  });

  it.each([
    ['price.double_price.rate', 'abc'],
    ['price.double_price.rate', '12abc'],
    ['price.double_price.rate', '0'],
    ['price.double_price.rate', '-1'],
    ['price.double_price.rate', '3,65'],
    ['price.double_price.rate', '1e400'],
    ['price.double_price.decimals', '5'],
    ['price.double_price.decimals', '1.5'],
    ['price.double_price.decimals', '-1'],
    ['price.double_price.decimals', 'two'],
    ['price.double_price.enabled', 'yes'],
    ['price.double_price.symbol', '   '],
    ['price.symbol', '  '],
    ['price.currency_iso', 'EURO'],
    ['price.delimiter', ', '],
    ['price.delimiter', '1'],
    ['price.delimiter', '^'],
    ['price.format', '%'],
    ['price.lease_string', 'Call us'],
    ['price.format', '% @'],
    ['price.subscribe_string', 'from \\^'],
    ['price.offer_string', 'Great offer'],
    ['price.full_string', 'Full price'],
    ['price.rent_block_format', '% / Day'],
    ['price.exchange_class', 'two classes'],
    ['price.currency.api_url', 'rates.example.test'],
    ['price.currency.api_url', 'ftp://rates.example.test'],
    ['price.currency.api_url', 'javascript:alert(1)'],
    ['price.currency.api_url', 'https://rates.example.test/?token=1'],
    ['price.currency.api_url', 'https://rates.example.test/#x'],
    ['price.currency.api_url', 'https://user:secret@rates.example.test'],
    ['price.currency.api_url', 'https://rates example.test'],
    ['price.currency.response_key', '  '],
    ['price.currency.start_date_key', '  '],
  ])('reports %s = %j and keeps the default', (key, value) => {
    const { settings, problems } = priceSettingsFromSettings({ [key]: value });
    expect(settings).toEqual(defaultPriceSettings);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ key });
    expect(problems[0]?.message).toMatch(/default kept$/);
  });

  it('keeps the valid keys when others are malformed', () => {
    const { settings, problems } = priceSettingsFromSettings({
      'price.symbol': '$',
      'price.double_price.rate': 'x',
    });
    expect(settings.symbol).toBe('$');
    expect(settings.doublePrice.rate).toBe(1);
    expect(problems.map((p) => p.key)).toEqual(['price.double_price.rate']);
  });

  it('reports non-string values without throwing', () => {
    const input = { 'price.double_price.rate': 2, 'price.symbol': { a: 1 } } as unknown as Record<
      string,
      string
    >;
    const { settings, problems } = priceSettingsFromSettings(input);
    expect(settings).toEqual(defaultPriceSettings);
    expect(problems.map((p) => p.message)).toEqual([
      'expected a string, got object; default kept',
      'expected a string, got number; default kept',
    ]);
  });

  it('reports unknown price.* keys (typos) and ignores other namespaces', () => {
    const { problems } = priceSettingsFromSettings({
      'price.simbol': '$',
      'meta.title_divider': '|',
      // Another language's value of a known key is not a typo.
      'price.lease_string:en': '% ^ / month',
      'price.lease_string:ar': '% ^ / شهريًا',
    });
    expect(problems).toEqual([{ key: 'price.simbol', message: 'unknown price setting; ignored' }]);
  });

  it('survives input that is not an object', () => {
    for (const input of [null, undefined, 'price.symbol=$', 42, ['price.symbol']]) {
      const result = priceSettingsFromSettings(input as unknown as Record<string, string>);
      expect(result.settings).toEqual(defaultPriceSettings);
      expect(result.problems).toEqual([{ key: '*', message: 'settings must be a key-value object' }]);
    }
  });

  it('ignores inherited keys', () => {
    const input = Object.create({ 'price.symbol': '$' }) as Record<string, string>;
    expect(priceSettingsFromSettings(input).settings.symbol).toBe('€');
  });
});

describe('priceSettingsToRecord', () => {
  it('writes every key, and reading it back gives the same settings', () => {
    const { settings } = priceSettingsFromSettings({
      ...hebrewPriceSettingsRecord,
      'price.double_price.rate': '0.27',
    });
    const record = priceSettingsToRecord(settings);
    expect(Object.keys(record)).toEqual([...PRICE_SETTING_KEYS]);
    expect(record['price.double_price.rate']).toBe('0.27');
    expect(record['price.currency.api_url']).toBe('');
    expect(priceSettingsFromSettings(record)).toEqual({ settings, problems: [] });
  });
});
