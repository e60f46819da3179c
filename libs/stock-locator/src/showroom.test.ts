import { describe, expect, it } from 'vitest';
import { defaultPriceSettings, type PriceSettings } from '@lux/pricing';
import {
  calculatorPrice,
  canReserve,
  defaultCalculatorConfig,
  defaultShowroomConfig,
  driveAwayPrice,
  monthlyPayment,
  parseShowroomConfig,
  reservationPath,
  showroomPaymentSections,
  showroomPhotos,
  showroomSpecification,
  vehicleCapacity,
  vehicleEquipment,
  vehicleTitle,
} from './showroom';
import { sampleVehicle } from './testing';

const shekel: PriceSettings = {
  ...defaultPriceSettings,
  symbol: '₪',
  currencyIso: 'ILS',
  fullString: 'מחיר כולל: @',
};

const seededConfig = [
  {
    config_type: 'additional',
    data: {
      reservation: {
        button_label: 'הזמנת הרכב',
        reservation_fee: 5000,
        currency: 'ILS',
        financing_options: ['purchase', 'lease'],
        owner_ids: [],
      },
      owner_visible: true,
      postcode_search: true,
    },
  },
  { config_type: 'cash', data: { enabled: true, title: 'רכישה במזומן', description: 'תשלום מלא.' } },
  {
    config_type: 'lease',
    data: { enabled: true, title: 'ליסינג', description: '36 תשלומים', months: 36, mileage_per_year: 15000 },
  },
  { config_type: 'subscription', data: { enabled: false, title: 'מנוי', description: '' } },
];

describe('showroom config (A§7 additional, cash, lease, subscription)', () => {
  it('reads the seeded config', () => {
    const config = parseShowroomConfig(seededConfig);
    expect(config.ownerVisible).toBe(true);
    expect(config.postcodeSearch).toBe(true);
    expect(config.reservation).toEqual({
      buttonLabel: 'הזמנת הרכב',
      fee: 5000,
      currency: 'ILS',
      financingOptions: ['purchase', 'lease'],
      ownerIds: [],
    });
    expect(config.cash).toEqual({ enabled: true, title: 'רכישה במזומן', description: 'תשלום מלא.' });
    expect(config.lease).toMatchObject({ enabled: true, months: 36, mileagePerYear: 15000 });
    expect(config.subscription.enabled).toBe(false);
    expect(config.calculator).toEqual(defaultCalculatorConfig);
  });

  it('falls back to the defaults for missing or malformed data, never throwing', () => {
    expect(parseShowroomConfig(undefined)).toEqual(defaultShowroomConfig);
    expect(parseShowroomConfig('nope')).toEqual(defaultShowroomConfig);
    expect(
      parseShowroomConfig([
        null,
        3,
        { config_type: 'cash', data: 'x' },
        { config_type: 'additional', data: { owner_visible: 'yes', reservation: 'x' } },
      ]),
    ).toEqual(defaultShowroomConfig);
  });

  it('reads calculator settings within limits', () => {
    const config = parseShowroomConfig([
      {
        config_type: 'additional',
        data: {
          calculator: { annual_rate: 3.5, terms: [60, 12, 12, 500, 'x'], term: 60, deposit_percent: 10 },
        },
      },
    ]);
    expect(config.calculator).toEqual({
      annualRatePercent: 3.5,
      terms: [12, 60],
      term: 60,
      depositPercent: 10,
    });
    const wild = parseShowroomConfig([
      {
        config_type: 'additional',
        data: { calculator: { annual_rate: 99, terms: [], term: 7, deposit_percent: 100 } },
      },
    ]);
    expect(wild.calculator).toEqual(defaultCalculatorConfig);
  });
});

describe('title, photos, capacity, specification, equipment', () => {
  it('titles by display name, else brand, model and version', () => {
    expect(vehicleTitle(sampleVehicle({ id: '1', model_display_name: 'דיפנדר 110 X' }))).toBe('דיפנדר 110 X');
    expect(vehicleTitle(sampleVehicle({ id: '1', version: 'D300 SE' }))).toBe('Land Rover Defender D300 SE');
    expect(vehicleTitle({ id: '1' })).toBe('');
  });

  it('orders photos by sequence with renditions by width, dropping duplicates', () => {
    const photos = showroomPhotos(
      sampleVehicle({
        id: '1',
        photos: {
          included: [
            { sequence: 2, medium: '/b-640.jpg', hd: '/b-1600.jpg', quarter_hd: '/b-1024.jpg' },
            { sequence: 1, medium: '/a-640.jpg', big: '/a-1600.jpg', full: '/a-full.jpg' },
            { sequence: 3, hd: '/b-1600.jpg' },
            null as never,
          ],
        },
      }),
    );
    expect(photos).toEqual([
      {
        src: '/a-1600.jpg',
        sources: [
          { url: '/a-640.jpg', width: 640 },
          { url: '/a-1600.jpg', width: 1600 },
        ],
      },
      {
        src: '/b-1600.jpg',
        sources: [
          { url: '/b-640.jpg', width: 640 },
          { url: '/b-1024.jpg', width: 1024 },
          { url: '/b-1600.jpg', width: 1600 },
        ],
      },
    ]);
  });

  it('falls back to the cover, and to nothing', () => {
    expect(showroomPhotos(sampleVehicle({ id: '1', cover_photo_medium: '/cover.jpg' }))).toEqual([
      { src: '/cover.jpg', sources: [{ url: '/cover.jpg', width: 640 }] },
    ]);
    expect(showroomPhotos(sampleVehicle({ id: '1', photos: { included: [] } }))).toEqual([]);
  });

  it('reads capacity as litres (normalised, or cc converted), else kWh', () => {
    expect(vehicleCapacity({ id: '1', engine_capacity_normalized: 3, capacity: 2996 })).toEqual({
      value: 3,
      unit: 'l',
    });
    expect(vehicleCapacity({ id: '1', capacity: 1997 })).toEqual({ value: 1.997, unit: 'l' });
    expect(vehicleCapacity({ id: '1', capacity: '2.0' })).toEqual({ value: 2, unit: 'l' });
    expect(vehicleCapacity({ id: '1', battery_capacity: 90 })).toEqual({ value: 90, unit: 'kwh' });
    expect(vehicleCapacity({ id: '1', capacity: 'n/a' })).toBeNull();
  });

  it('lists the A§9 showroom defaults in order, only those with a value', () => {
    const vehicle = sampleVehicle({
      id: '1',
      status: 'available_soon',
      delivery_date: '2027-02-15',
      transmission: 'Automatic',
      capacity: 2996,
      interior_color: 'Ebony',
      order_number: 'IL26-1',
      avl_field: { registration_date: '2024-03-01' },
    });
    expect(showroomSpecification(vehicle).map((row) => row.attribute)).toEqual([
      'state',
      'status',
      'deliveryDate',
      'productionYear',
      'mileage',
      'transmission',
      'engines',
      'capacity',
      'power',
      'color',
      'colorInterior',
      'vin',
      'orderNumber',
      'avl',
    ]);
    const capacity = showroomSpecification(vehicle).find((row) => row.attribute === 'capacity');
    expect(capacity?.capacity).toEqual({ value: 2.996, unit: 'l' });
    expect(showroomSpecification({ id: '1', mileage: 0 }).map((row) => row.attribute)).toEqual(['mileage']);
    expect(showroomSpecification(vehicle, ['vin', 'power']).map((row) => row.attribute)).toEqual([
      'vin',
      'power',
    ]);
  });

  it('reads equipment, skipping malformed and duplicate entries', () => {
    const equipment = vehicleEquipment({
      id: '1',
      features_standard: [{ name: 'Pivi Pro' }, { name: ' ' }, 'Matrix LED' as never, { name: 'Pivi Pro' }],
      features_optional: [
        { name: 'Panoramic roof', price: 14900 },
        { name: 'Tow pack', price: 'free' },
      ],
      accessories: 'x' as never,
    });
    expect(equipment).toEqual({
      standard: [
        { name: 'Pivi Pro', price: null },
        { name: 'Matrix LED', price: null },
      ],
      optional: [
        { name: 'Panoramic roof', price: 14900 },
        { name: 'Tow pack', price: null },
      ],
      accessories: [],
    });
  });
});

describe('payment sections (A§5 price validity)', () => {
  const config = parseShowroomConfig(seededConfig);
  const priced = sampleVehicle({
    id: '1',
    prices: {
      list: [
        { type: 'purchase', value_raw: 489000, old_price_raw: 499000 },
        { type: 'lease', value_raw: 4990 },
        { type: 'subscribe', value_raw: 7990 },
      ],
    },
  });

  it('shows cash with a purchase price, lease with a lease price, subscription with a subscribe price', () => {
    const sections = showroomPaymentSections(priced, defaultShowroomConfig, shekel);
    expect(sections.map((s) => s.kind)).toEqual(['cash', 'lease', 'subscription']);
    expect(sections[0]!.price.text).toBe('₪ 489,000');
    expect(sections[0]!.price.oldText).toBe('₪ 499,000');
    expect(sections[1]!.price.text).toBe('₪ 4,990 / Month');
  });

  it('leaves out sections without a valid price, hidden lease prices and sections the config switches off', () => {
    const leaseHidden = sampleVehicle({
      id: '2',
      prices: {
        list: [
          { type: 'purchase', value_raw: 0 },
          { type: 'lease', value_raw: 4990, hiddenFromVisitors: true },
        ],
      },
    });
    expect(showroomPaymentSections(leaseHidden, defaultShowroomConfig, shekel)).toEqual([]);
    const sections = showroomPaymentSections(priced, config, shekel);
    expect(sections.map((s) => s.kind)).toEqual(['cash', 'lease']);
    expect(sections[1]).toMatchObject({ title: 'ליסינג', months: 36, mileagePerYear: 15000 });
    expect(showroomPaymentSections({ ...priced, price_hidden: true }, config, shekel)).toEqual([]);
  });
});

describe('drive-away price (A§4)', () => {
  it('is shown only for new vehicles, from total_price or the purchase price', () => {
    expect(driveAwayPrice(sampleVehicle({ id: '1', state: 'new', total_price: 512000 }), shekel)).toEqual({
      value: 512000,
      text: 'מחיר כולל: ₪ 512,000',
    });
    expect(driveAwayPrice(sampleVehicle({ id: '1', state: 'NEW' }), shekel)?.value).toBe(489000);
    for (const state of ['approved', 'used', 'configurator', null]) {
      expect(driveAwayPrice(sampleVehicle({ id: '1', state, total_price: 512000 }), shekel)).toBeNull();
    }
    expect(
      driveAwayPrice(sampleVehicle({ id: '1', state: 'new', price_hidden: true, total_price: 1 }), shekel),
    ).toBeNull();
    expect(driveAwayPrice(sampleVehicle({ id: '1', state: 'new', prices: null }), shekel)).toBeNull();
  });
});

describe('mini calculator', () => {
  it('amortises price minus deposit over the term', () => {
    const payment = monthlyPayment({ price: 400000, deposit: 100000, months: 36, annualRatePercent: 4.9 });
    expect(payment).toBeCloseTo(8977.6, 0);
    expect(monthlyPayment({ price: 360000, deposit: 0, months: 36, annualRatePercent: 0 })).toBe(10000);
  });
  it('gives no payment for impossible input', () => {
    const base = { price: 400000, deposit: 0, months: 36, annualRatePercent: 4.9 };
    expect(monthlyPayment({ ...base, price: 0 })).toBeNull();
    expect(monthlyPayment({ ...base, deposit: 400000 })).toBeNull();
    expect(monthlyPayment({ ...base, deposit: -1 })).toBeNull();
    expect(monthlyPayment({ ...base, months: 0 })).toBeNull();
    expect(monthlyPayment({ ...base, months: 12.5 })).toBeNull();
    expect(monthlyPayment({ ...base, months: 121 })).toBeNull();
    expect(monthlyPayment({ ...base, annualRatePercent: 31 })).toBeNull();
    expect(monthlyPayment({ ...base, price: Number.NaN })).toBeNull();
  });
  it('starts from the purchase price, never a hidden one', () => {
    expect(calculatorPrice(sampleVehicle({ id: '1' }))).toBe(489000);
    expect(calculatorPrice(sampleVehicle({ id: '1', prices: null, sale_price: '350000' }))).toBe(350000);
    expect(calculatorPrice(sampleVehicle({ id: '1', price_hidden: true }))).toBeNull();
  });
});

describe('reservation (A§1, A§3)', () => {
  const config = parseShowroomConfig(seededConfig);
  it('links to the order journey with config_url passed on', () => {
    expect(
      reservationPath(sampleVehicle({ id: '42', config_url: 'https://configurator.example/d110?vin=X' })),
    ).toBe(
      '/showroom-order-online/vehicle/42?config_url=https%3A%2F%2Fconfigurator.example%2Fd110%3Fvin%3DX',
    );
    expect(reservationPath(sampleVehicle({ id: '42' }))).toBe('/showroom-order-online/vehicle/42');
  });
  it('offers a reservation only when configured, for a reservable vehicle of a taking retailer', () => {
    expect(canReserve(sampleVehicle({ id: '1' }), config)).toBe(true);
    expect(canReserve(sampleVehicle({ id: '1' }), defaultShowroomConfig)).toBe(false);
    expect(canReserve(sampleVehicle({ id: '1', status: 'sold' }), config)).toBe(false);
    expect(canReserve(sampleVehicle({ id: '1', status: 'reserved' }), config)).toBe(false);
    expect(canReserve(sampleVehicle({ id: '1', price_hidden: true }), config)).toBe(false);
    const onlyHaifa = { ...config, reservation: { ...config.reservation!, ownerIds: ['HFA02'] } };
    expect(canReserve(sampleVehicle({ id: '1', dealer_code: 'TLV01' }), onlyHaifa)).toBe(false);
    expect(canReserve(sampleVehicle({ id: '1', dealer_code: 'HFA02' }), onlyHaifa)).toBe(true);
  });
});
