import { describe, expect, it } from 'vitest';
import { defaultPriceSettings } from '@lux/pricing';
import { sampleVehicle } from '@lux/stock-locator/testing';
import { vehicleStructuredData } from './vehicle-structured-data';

const settings = { ...defaultPriceSettings, symbol: '₪', currencyIso: 'ILS' };
const crumbs = [
  { name: 'לנד רובר ישראל', url: 'https://x.co.il/' },
  { name: 'דיפנדר 110', url: 'https://x.co.il/showroom/new-defender-42' },
];
const base = {
  pageUrl: 'https://x.co.il/showroom/new-defender-42',
  origin: 'https://x.co.il',
  locale: 'he' as const,
  priceSettings: settings,
  breadcrumbs: crumbs,
};

describe('vehicleStructuredData', () => {
  it('describes a new car with an ILS offer, availability and condition', () => {
    const vehicle = sampleVehicle({
      id: '42',
      model_display_name: 'דיפנדר 110',
      nameplate_name: 'Defender 110',
      status: 'stock',
      mileage: 12,
      engine_capacity_normalized: 3,
      photos: { included: [{ sequence: 1, hd: '/media/api/v2/images/7/w/1600.jpg?ratio=16-9' }] },
    });
    const [car, trail] = vehicleStructuredData({ ...base, vehicle });
    expect(car).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: 'דיפנדר 110',
      brand: { '@type': 'Brand', name: 'Land Rover' },
      model: 'Defender 110',
      vehicleIdentificationNumber: 'SALEA7AX1R2000001',
      itemCondition: 'https://schema.org/NewCondition',
      image: ['https://x.co.il/media/api/v2/images/7/w/1600.jpg?ratio=16-9'],
      mileageFromOdometer: { value: 12, unitCode: 'KMT' },
      vehicleEngine: { engineDisplacement: { value: 3, unitCode: 'LTR' } },
      offers: {
        '@type': 'Offer',
        price: 489000,
        priceCurrency: 'ILS',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'AutoDealer', name: 'Lux Tel Aviv' },
      },
    });
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ position: 1 }, { position: 2, name: 'דיפנדר 110' }],
    });
    expect(() => JSON.parse(JSON.stringify(car))).not.toThrow();
  });

  it('marks used and approved cars as used, sold ones as sold out, and leaves hidden prices out', () => {
    const [approved] = vehicleStructuredData({
      ...base,
      vehicle: sampleVehicle({ id: '1', state: 'approved', status: 'sold' }),
    });
    expect(approved).toMatchObject({
      itemCondition: 'https://schema.org/UsedCondition',
      offers: { availability: 'https://schema.org/SoldOut' },
    });
    const [hidden] = vehicleStructuredData({
      ...base,
      vehicle: sampleVehicle({ id: '1', price_hidden: true, photos: null }),
    });
    expect(hidden!['offers']).not.toHaveProperty('price');
    expect(hidden!['offers']).not.toHaveProperty('priceCurrency');
    expect(hidden).not.toHaveProperty('image');
  });
});
