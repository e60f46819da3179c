import { describe, expect, it } from 'vitest';
import {
  dealersListQuery,
  dealersPostcodeQuery,
  dealersSearchEndpoint,
  DEALERS_ITEMS,
  filterRetailers,
  mailtoHref,
  matchesRetailer,
  parseDealersResponse,
  parseJsonList,
  parseRetailerContacts,
  parseRetailerServices,
  postcodeOf,
  retailerFromDealer,
  retailerSearchKind,
  searchableText,
  sortRetailersByName,
  telHref,
  withQuery,
  type Retailer,
} from './retailers';

/** A dealer resource as the content service sends it (A§3 fields, JSON:API). */
const resource = (id: string, attributes: Record<string, unknown>) => ({ id, type: 'dealers', attributes });
const petahTikva = resource('6', {
  name: 'לוקס מוטורס פתח תקווה',
  dealer_code: 'PTK01',
  ciCode: 'IL-PTK01',
  address: "ז'בוטינסקי 100",
  city: 'פתח תקווה',
  locality: 'Petah Tikva',
  zipcode: '4951100',
  postcode: '4951100',
  email: 'ptk01@lux-motors.co.il',
  phone: '03-9227700',
  mainPhone: '03-9227700',
  latitude: 32.0918,
  longitude: 34.8643,
  opening_hours: "א'–ה' 08:30–18:00",
  contact_info: [
    { type: 'phone', icon: 'phone', label: '03-9227700', href: 'tel:+97239227700' },
    { type: 'whatsapp', icon: 'whatsapp', label: 'וואטסאפ', href: 'https://wa.me/97239227700' },
  ],
  services: [{ icon: 'car', label: 'מכירת רכב חדש' }],
  distance_km: 4.2,
});

describe('dealer → retailer (A§3)', () => {
  it('reads every dealer field, flattening the resource', () => {
    const { retailer, problems } = retailerFromDealer(petahTikva);
    expect(problems).toEqual([]);
    expect(retailer).toMatchObject({
      id: '6',
      name: 'לוקס מוטורס פתח תקווה',
      dealerCode: 'PTK01',
      city: 'פתח תקווה',
      locality: 'Petah Tikva',
      postcode: '4951100',
      phone: '03-9227700',
      point: { latitude: 32.0918, longitude: 34.8643 },
      openingHours: "א'–ה' 08:30–18:00",
      distanceKm: 4.2,
    });
    // The contact list had a phone but no email: the dealer's email joins it.
    expect(retailer!.contacts.map((c) => [c.type, c.href])).toEqual([
      ['email', 'mailto:ptk01@lux-motors.co.il'],
      ['phone', 'tel:+97239227700'],
      ['whatsapp', 'https://wa.me/97239227700'],
    ]);
  });

  it('takes mainPhone and postcode when phone and zipcode are missing', () => {
    const { retailer } = retailerFromDealer({ id: 3, name: 'X', mainPhone: '04-8612500', postcode: '3303360' });
    expect(retailer).toMatchObject({ id: '3', phone: '04-8612500', postcode: '3303360', point: null, distanceKm: null });
    expect(retailer!.contacts).toEqual([{ type: 'phone', icon: 'phone', label: '04-8612500', href: 'tel:+97248612500' }]);
  });

  it('drops a dealer without id or name, and skips broken JSON parts with a problem', () => {
    expect(retailerFromDealer({ name: 'no id' }).retailer).toBeNull();
    expect(retailerFromDealer({ id: '1' }).retailer).toBeNull();
    expect(retailerFromDealer('dealer').retailer).toBeNull();
    const { retailer, problems } = retailerFromDealer({ id: '1', name: 'X', contact_info: '[{"type":', services: '{"label":"x"}' });
    expect(retailer!.contacts).toEqual([]);
    expect(retailer!.services).toEqual([]);
    expect(problems).toEqual(['dealer 1 contact_info: not valid JSON', 'dealer 1 services: must be a JSON list']);
  });

  it('reads the dealers envelope (data.data) with its fallback flag, never throwing', () => {
    const result = parseDealersResponse({ data: [petahTikva, { id: 'x' }], meta: { total: 25, page: 1, items: 50, fallback: true } });
    expect(result.retailers.map((r) => r.id)).toEqual(['6']);
    expect(result.total).toBe(25);
    expect(result.fallback).toBe(true);
    expect(result.problems).toHaveLength(1);
    expect(parseDealersResponse('<html>')).toMatchObject({ retailers: [], total: 0, fallback: false });
    expect(parseDealersResponse({ data: [] })).toMatchObject({ retailers: [], total: 0 });
  });
});

describe('contact and services JSON (B§3.2)', () => {
  it('keeps phone, WhatsApp and email with links of their own scheme only', () => {
    const { items, problems } = parseRetailerContacts(
      JSON.stringify([
        { type: 'phone', icon: 'phone', label: '03-7654321', href: 'javascript:alert(1)' },
        { type: 'whatsapp', label: 'וואטסאפ', href: '+972 50-123-4567' },
        { type: 'email', label: 'Sales', href: 'mailto:sales@example.co.il' },
        { type: 'fax', label: '03-1', href: 'tel:031' },
        { type: 'email', label: 'nobody', href: 'javascript:x' },
        'phone',
      ]),
    );
    expect(items).toEqual([
      { type: 'phone', icon: 'phone', label: '03-7654321', href: 'tel:+97237654321' },
      { type: 'whatsapp', icon: '', label: 'וואטסאפ', href: 'https://wa.me/972501234567' },
      { type: 'email', icon: '', label: 'Sales', href: 'mailto:sales@example.co.il' },
    ]);
    expect(problems).toHaveLength(3);
  });

  it('reads services from a list of objects or strings', () => {
    expect(parseRetailerServices('[{"icon":"wrench","label":"מרכז שירות"},"נסיעת מבחן",{"icon":"x"}]')).toEqual({
      items: [
        { icon: 'wrench', label: 'מרכז שירות' },
        { icon: '', label: 'נסיעת מבחן' },
      ],
      problems: ['services[2]: a service needs a label'],
    });
  });

  it('treats blank JSON as empty and broken JSON as a problem', () => {
    expect(parseJsonList('', 'x')).toEqual({ items: [], problems: [] });
    expect(parseJsonList('  ', 'x')).toEqual({ items: [], problems: [] });
    expect(parseJsonList('[1', 'x').problems).toEqual(['x: not valid JSON']);
    expect(parseJsonList('{}', 'x').problems).toEqual(['x: must be a JSON list']);
    expect(parseJsonList([1, 2], 'x').items).toEqual([1, 2]);
  });

  it('writes phone numbers as international tel: links', () => {
    expect(telHref('03-7654321')).toBe('tel:+97237654321');
    expect(telHref('+44 20 7946 0000')).toBe('tel:+442079460000');
    expect(telHref('00972-3-7654321')).toBe('tel:+97237654321');
    expect(telHref('*6789')).toBeNull();
    expect(mailtoHref(' a@b.co ')).toBe('mailto:a@b.co');
    expect(mailtoHref('a@b')).toBeNull();
  });
});

describe('dealers calls (A§7, A§8, A§9)', () => {
  it('asks for 50 dealers sorted by name, of the brand when one is set', () => {
    expect(DEALERS_ITEMS).toBe(50);
    expect(withQuery('/dealers', dealersListQuery({ brand: 'Land Rover', locale: 'he' }))).toBe(
      '/dealers?items=50&sort=name&filter%5Bbrand_name_eq%5D=Land+Rover&locale=he',
    );
    expect(withQuery('/dealers', dealersListQuery({ brand: ' ' }))).toBe('/dealers?items=50&sort=name');
    expect(dealersPostcodeQuery('4951100', {})).toContainEqual(['postcode', '4951100']);
  });

  it('calls the dealers endpoint setting, else the fallback, else none', () => {
    expect(dealersSearchEndpoint({ 'dealers.endpoint': '/dealers/by_postcode', 'dealers.fallback_endpoint': '/dealers' })).toBe('/dealers/by_postcode');
    expect(dealersSearchEndpoint({ 'dealers.endpoint': ' ', 'dealers.fallback_endpoint': '/dealers' })).toBe('/dealers');
    expect(dealersSearchEndpoint({})).toBeNull();
    expect(dealersSearchEndpoint({ 'dealers.endpoint': 'https://evil.example/x' })).toBeNull();
    expect(dealersSearchEndpoint({ 'dealers.endpoint': '//evil.example/x' })).toBeNull();
  });
});

const retailer = (id: string, name: string, city: string, extra: Partial<Retailer> = {}): Retailer => ({
  id,
  name,
  dealerCode: id.toUpperCase(),
  address: '',
  city,
  postcode: '',
  locality: '',
  phone: '',
  email: '',
  point: null,
  openingHours: '',
  contacts: [],
  services: [],
  distanceKm: null,
  ...extra,
});

describe('search by city, postcode or name', () => {
  const list = [
    retailer('tlv', 'לוקס מוטורס תל אביב', 'תל אביב-יפו', { locality: 'Tel Aviv-Yafo', postcode: '6701101' }),
    retailer('hfa', 'לוקס מוטורס חיפה', 'חיפה', { locality: 'Haifa', address: 'דרך העצמאות 60' }),
    retailer('chk', "לוקס מוטורס צ'ק פוסט", 'חיפה', { locality: 'Haifa' }),
    retailer('rlz', 'Lux Motors Rishon LeZion', 'Rishon LeZion'),
  ];

  it('tells a postcode from text (A§5: 7 digits, or 5 for the area)', () => {
    expect(retailerSearchKind('')).toBe('none');
    expect(retailerSearchKind('  ')).toBe('none');
    expect(retailerSearchKind('4951100')).toBe('postcode');
    expect(retailerSearchKind('49511')).toBe('postcode');
    expect(retailerSearchKind('495-1100')).toBe('postcode');
    expect(retailerSearchKind('495110')).toBe('text');
    expect(retailerSearchKind('חיפה')).toBe('text');
    expect(postcodeOf('49 511 00')).toBe('4951100');
  });

  it('finds by city in either language, by name, address or postcode, ignoring dashes, quotes and case', () => {
    expect(filterRetailers(list, 'חיפה').map((r) => r.id)).toEqual(['hfa', 'chk']);
    expect(filterRetailers(list, 'haifa').map((r) => r.id)).toEqual(['hfa', 'chk']);
    expect(filterRetailers(list, 'תל-אביב').map((r) => r.id)).toEqual(['tlv']);
    expect(filterRetailers(list, 'צק פוסט').map((r) => r.id)).toEqual(['chk']);
    expect(filterRetailers(list, 'rishon lezion').map((r) => r.id)).toEqual(['rlz']);
    expect(filterRetailers(list, 'העצמאות').map((r) => r.id)).toEqual(['hfa']);
    expect(filterRetailers(list, '67011').map((r) => r.id)).toEqual(['tlv']);
    expect(filterRetailers(list, 'אילת')).toEqual([]);
    expect(filterRetailers(list, '')).toHaveLength(4);
    expect(matchesRetailer(list[0]!, 'מוטורס אביב')).toBe(true);
    expect(searchableText('  Ra’anana – ש״ח ')).toBe('raanana שח');
  });

  it('sorts by name in the page language', () => {
    const mixed = [retailer('b', 'בית', ''), retailer('a', 'אלף', ''), retailer('c', 'Alpha', '')];
    // Hebrew collation puts the Hebrew script first; English puts Latin first.
    expect(sortRetailersByName(mixed, 'he').map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(sortRetailersByName(mixed, 'en').map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });
});
