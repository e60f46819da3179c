import { describe, expect, it } from 'vitest';
import { parseRentalConfig, type RentalConfig } from './config';
import { EMPTY_SELECTION, type RentalSelection } from './selection';
import { enquiryValues, fillTemplate, hiddenFieldValues } from './summary';
import { rentalFields, rentalGroups } from './testing';

const config = parseRentalConfig(rentalFields, rentalGroups).config as RentalConfig;
const selection: RentalSelection = {
  ...EMPTY_SELECTION,
  pickup: { kind: 'location', key: 'tlv' },
  dropoff: { kind: 'location', key: 'haifa' },
  pickupDate: '2026-11-30',
  dropoffDate: '2026-12-03',
  vehicleKey: 'defender',
  extras: { 'g0-0': 2, 'g0-1': true },
};
const formatters = { locale: 'en', formatDate: (iso: string) => iso.split('-').reverse().join('/'), formatMoney: (a: number) => `₪${a / 100}` };

describe('enquiryValues', () => {
  it('words every rental datum', () => {
    expect(enquiryValues(config, selection, formatters)).toEqual({
      pickup_location: 'Tel Aviv showroom',
      dropoff_location: 'Haifa branch, Haifa',
      pickup_date: '30/11/2026',
      dropoff_date: '03/12/2026',
      days: '3',
      vehicle: 'Defender 110',
      extras: 'Baby seat × 2, GPS',
      total: '₪3180',
    });
  });

  it('drops off where it picked up when no drop-off was chosen, in Hebrew words', () => {
    const values = enquiryValues(config, { ...selection, dropoff: null }, { ...formatters, locale: 'he' });
    expect(values.dropoff_location).toBe('אולם התצוגה תל אביב');
  });
});

describe('fillTemplate', () => {
  it.each([
    ['{first_name} {last_name}', { first_name: 'Dana', last_name: 'Levi' }, 'Dana Levi', []],
    ['<p>{first_name}</p>', { first_name: '<img src=x onerror=alert(1)>' }, '<p>&lt;img src=x onerror=alert(1)&gt;</p>', []],
    ['{consent} {missing}', { consent: true }, 'Yes ', ['missing']],
    ['{ not_a_placeholder }', {}, '{ not_a_placeholder }', []],
    ['"{q}"', { q: `"O'Hara"` }, '"&quot;O&#39;Hara&quot;"', []],
  ])('html %s', (template, values, text, unknown) => {
    expect(fillTemplate(template, values, { html: true, yes: 'Yes' })).toEqual({ text, unknown });
  });

  it('plain text drops the tags but keeps the values as typed', () => {
    const filled = fillTemplate('<p>Hi <strong>{first_name}</strong></p><p>{vehicle}</p>', { first_name: 'A<b>', vehicle: 'Defender' }, { html: false });
    expect(filled.text).toBe('Hi A<b>\nDefender');
  });
});

describe('hiddenFieldValues', () => {
  it('fills only the form’s hidden fields the mapping names', () => {
    const data = { pickup_location: 'Tel Aviv', total: '₪3,180', summary: 'Text' };
    expect(hiddenFieldValues({ ...config.hiddenFieldMapping, vehicle: 'first_name' }, { ...data, vehicle: 'x' }, ['rental_pickup', 'rental_total'])).toEqual({
      rental_pickup: 'Tel Aviv',
      rental_total: '₪3,180',
    });
  });
});
