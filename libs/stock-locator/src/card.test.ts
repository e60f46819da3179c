import { priceSettingsFromSettings } from '@lux/pricing';
import { hebrewPriceSettingsRecord, samplePriceList } from '@lux/pricing/testing';
import { describe, expect, it } from 'vitest';
import { analyticsAffiliation, showsDriveAwayPrice, showsMiniCalculator, sourceCode } from './analytics';
import { attributeValue, brandCode, cardAttributes, cardIcons, cardPrices, ownerDisplayName, ownerHtml, shortVin } from './card';
import { sampleVehicle } from './testing';
import { createStockTranslator, MISSING_TRANSLATIONS_WARNING, translateStock } from './translations';

const hebrew = priceSettingsFromSettings(hebrewPriceSettingsRecord).settings;

describe('short VIN (A§3, A§9)', () => {
  it('shows the last 3 characters of a VIN longer than 3', () => {
    expect(shortVin('SALEA7AX1R2000001')).toBe('001');
    expect(shortVin('ABCD')).toBe('BCD');
  });
  it('shows a VIN of 3 characters or fewer whole', () => {
    expect(shortVin('ABC')).toBe('ABC');
    expect(shortVin(' AB ')).toBe('AB');
    expect(shortVin(null)).toBe('');
  });
});

describe('card icons (A§5)', () => {
  it('keeps a list of known attributes, cut to 3', () => {
    expect(cardIcons(['mileage', 'vin', 'power', 'color'])).toEqual(['mileage', 'vin', 'power']);
    expect(cardIcons('state, mileage')).toEqual(['state', 'mileage']);
  });
  it('falls back to engines, power and color when any attribute is unknown or the list is empty', () => {
    expect(cardIcons(['mileage', 'horsepower'])).toEqual(['engines', 'power', 'color']);
    expect(cardIcons([])).toEqual(['engines', 'power', 'color']);
    expect(cardIcons(undefined)).toEqual(['engines', 'power', 'color']);
    expect(cardIcons('{"not":"a list"}')).toEqual(['engines', 'power', 'color']);
  });
  it('uses the stock listing attribute defaults of A§9 when none is configured', () => {
    expect(cardAttributes(undefined)).toEqual(['productionYear', 'mileage', 'engines', 'color', 'drivetrain', 'vin', 'power', 'capacity', 'state']);
    expect(cardAttributes(['model', 'bogus'])).toEqual(['model']);
  });
});

describe('attribute values (A§3 specification fields)', () => {
  it('reads the specification fields from listing attributes', () => {
    const v = sampleVehicle({ id: '1', interior_color: 'Ebony', model_display_name: 'Defender 110', avl_field: { registration_date: '2024-01-01' } });
    expect(attributeValue(v, 'colorInterior')).toBe('Ebony');
    expect(attributeValue(v, 'model')).toBe('Defender 110');
    expect(attributeValue(v, 'productionYear')).toBe(2025);
    expect(attributeValue(v, 'avl')).toBe('2024-01-01');
    expect(attributeValue(v, 'drivetrain')).toBeNull();
  });
});

describe('owner (A§3)', () => {
  const owner = sampleVehicle({
    id: '1',
    owner_name: 'Lux <Tel Aviv>',
    owner_address: 'Derech Menachem Begin 1',
    owner_zipcode: '6100000',
    owner_city: 'תל אביב',
    owner_phone: '+972 3-555-0100',
    owner_email: 'sales@lux.example',
    owner_opening_hours: 'Sun–Thu 9–18\nFri 9–13',
    owner_metadata: { display_name_lr: 'Land Rover Tel Aviv', display_name_jag: 'Jaguar Tel Aviv' },
  });

  it('picks the display name by brand, falling back to owner_name', () => {
    expect(brandCode('Land Rover')).toBe('land_rover');
    expect(brandCode('Jaguar')).toBe('jaguar');
    expect(ownerDisplayName(owner)).toBe('Land Rover Tel Aviv');
    expect(ownerDisplayName({ ...owner, nameplate_brand_name: 'Jaguar' })).toBe('Jaguar Tel Aviv');
    expect(ownerDisplayName({ ...owner, owner_metadata: null })).toBe('Lux <Tel Aviv>');
  });

  it('writes the three forms, escaped', () => {
    const bare = { ...owner, owner_metadata: null };
    expect(ownerHtml(bare, 'short')).toBe('<strong>Lux &lt;Tel Aviv&gt;</strong><br>תל אביב');
    expect(ownerHtml(bare)).toBe('<strong>Lux &lt;Tel Aviv&gt;</strong><br>Derech Menachem Begin 1<br>6100000 תל אביב');
    expect(ownerHtml(bare, 'full')).toBe(
      '<strong>Lux &lt;Tel Aviv&gt;</strong><br>Derech Menachem Begin 1<br>6100000 תל אביב' +
        '<br><a href="tel:+97235550100">+972 3-555-0100</a><br><a href="mailto:sales@lux.example">sales@lux.example</a>' +
        '<br>Sun–Thu 9–18<br>Fri 9–13',
    );
  });

  it('never links a hostile phone or email, and is empty without an owner', () => {
    const html = ownerHtml({ id: '1', owner_name: 'x', owner_phone: 'javascript:alert(1)', owner_email: '"><script>@x.y' }, 'full');
    expect(html).not.toContain('href');
    expect(html).not.toContain('<script>');
    expect(ownerHtml({ id: '1' })).toBe('');
  });
});

describe('card prices through @lux/pricing (A§5)', () => {
  it('formats purchase with the stock format, lease and subscribe with theirs, skipping hidden entries', () => {
    const prices = cardPrices(sampleVehicle({ id: '1', prices: { list: samplePriceList } }), hebrew);
    expect(prices.purchase).toMatchObject({ value: 389000, text: '₪ 389,000', oldText: '₪ 405,000' });
    expect(prices.lease).toMatchObject({ value: 2990, text: '₪ 2,990 / לחודש' });
    expect(prices.subscribe).toMatchObject({ value: 4590, text: 'החל מ-₪ 4,590 / לחודש', oldText: '' });
    expect(prices.accordions).toEqual({ cash: true, lease: true, subscribe: true });
  });

  it('shows each accordion only with its price', () => {
    const prices = cardPrices(sampleVehicle({ id: '1', prices: { list: [{ type: 'lease', value_raw: 1990, hiddenFromVisitors: true }, { type: 'purchase', value_raw: 0 }] } }), hebrew);
    expect(prices).toEqual({ purchase: null, lease: null, subscribe: null, accordions: { cash: false, lease: false, subscribe: false } });
  });

  it('shows nothing when the price is hidden', () => {
    expect(cardPrices(sampleVehicle({ id: '1', price_hidden: true, prices: { list: samplePriceList } })).accordions.cash).toBe(false);
  });
});

describe('analytics (A§4)', () => {
  it('maps affiliations and source codes', () => {
    expect(analyticsAffiliation('new')).toBe('sl-nvl');
    expect(analyticsAffiliation('approved')).toBe('sl-avl');
    expect(analyticsAffiliation('configurator')).toBe('sl-nvl-config');
    expect(analyticsAffiliation('new', { configuratorJourney: true })).toBe('sl-nvl-config');
    expect(analyticsAffiliation('approved', { configuratorJourney: true })).toBe('sl-avl');
    expect(analyticsAffiliation('used')).toBeNull();
    expect(sourceCode('new')).toBe('NVL');
    expect(sourceCode('approved')).toBe('AVL');
    expect(sourceCode('used')).toBeNull();
  });

  it('shows the drive-away price only for new, the mini calculator for new, used and approved', () => {
    expect(['new', 'approved', 'used', 'configurator'].filter(showsDriveAwayPrice)).toEqual(['new']);
    expect(['new', 'approved', 'used', 'configurator'].filter(showsMiniCalculator)).toEqual(['new', 'approved', 'used']);
  });
});

describe('translations (A§8 "Missing translations")', () => {
  it('returns the text, or the key with a warning', () => {
    const warnings: unknown[] = [];
    const warn = (message: string, context: { key: string }) => warnings.push([message, context.key]);
    expect(translateStock({ reset: 'אפס' }, 'reset', { warn })).toBe('אפס');
    expect(translateStock({ reset: ' ' }, 'reset', { warn })).toBe('reset');
    expect(translateStock(null, 'results', { warn, values: { count: 3 } })).toBe('results');
    expect(translateStock({ results: '{{count}} רכבים' }, 'results', { values: { count: 3 } })).toBe('3 רכבים');
    expect(warnings).toEqual([[MISSING_TRANSLATIONS_WARNING, 'reset'], [MISSING_TRANSLATIONS_WARNING, 'results']]);
  });

  it('warns once per key in a translator', () => {
    const warnings: string[] = [];
    const t = createStockTranslator({}, (_m, { key }) => warnings.push(key));
    t('a');
    t('a');
    t('toString');
    expect(warnings).toEqual(['a', 'toString']);
  });
});
