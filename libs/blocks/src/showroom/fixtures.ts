import { parseShowroomConfig, type Vehicle } from '@lux/stock-locator';

/** Story and test vehicles shaped like the stock service's answers (photos on the media service). */
const photos = (ids: readonly number[]) => ({
  included: ids.map((id, index) => ({
    sequence: index + 1,
    medium: `/media/api/v2/images/${id}/w/640.jpg?ratio=16-9`,
    quarter_hd: `/media/api/v2/images/${id}/w/1024.jpg?ratio=16-9`,
    hd: `/media/api/v2/images/${id}/w/1600.jpg?ratio=16-9`,
  })),
});

const owner = {
  dealer_code: 'TLV01',
  owner_name: 'לוקס מוטורס תל אביב',
  owner_address: 'דרך מנחם בגין 150',
  owner_city: 'תל אביב-יפו',
  owner_zipcode: '6492105',
  owner_phone: '03-555-0101',
  owner_email: 'tlv@lux-motors.co.il',
  owner_opening_hours: 'א׳–ה׳ 09:00–19:00, ו׳ 09:00–13:00',
  owner_metadata: { display_name_lr: 'לנד רובר לוקס מוטורס תל אביב' },
} satisfies Partial<Vehicle>;

export const newDefender: Vehicle = {
  id: '42',
  nameplate_brand_name: 'Land Rover',
  nameplate_name: 'Defender 110',
  model_display_name: 'דיפנדר 110 X-Dynamic SE',
  version: 'P400 X-Dynamic SE',
  state: 'new',
  status: 'stock',
  production_year: 2026,
  model_year: 2027,
  mileage: 12,
  mileage_unit: 'km',
  engines: 'P400 3.0 ליטר',
  engine_type: 'בנזין מיילד-היברידי',
  capacity: 2996,
  engine_capacity_normalized: 3,
  power: 400,
  power_unit: 'hp',
  drivetrain: 'הנעה כפולה',
  transmission: 'אוטומטית 8 הילוכים',
  color_name: 'אפור קרפטיאן',
  interior_color: 'עור Windsor שחור אבוני',
  vin: 'SALEA7AX1T2000042',
  order_number: 'IL26-40042',
  config_url: 'https://configurator.lux-motors.co.il/defender-110/p400?vin=SALEA7AX1T2000042',
  long_description:
    'דיפנדר 110 X-Dynamic SE חדש מהיבואן הרשמי, אפור קרפטיאן, אחריות יצרן מלאה ל-3 שנים או 100,000 ק"מ.',
  photos: photos([1, 2, 3, 4]),
  total_price: 529000,
  prices: {
    list: [
      { type: 'purchase', value_raw: 489000, old_price_raw: 499000 },
      { type: 'lease', value_raw: 5990 },
    ],
  },
  features_standard: [
    { name: 'מערכת מולטימדיה Pivi Pro' },
    { name: 'מצלמה היקפית 3D' },
    { name: 'בקרת שיוט אדפטיבית' },
  ],
  features_optional: [
    { name: 'גג פנורמי נפתח', price: 14900 },
    { name: 'מערכת שמע Meridian', price: 11900 },
  ],
  accessories: [{ name: 'מגשי רצפה מגומי', price: 990 }],
  footnote: 'המחיר כולל מע"מ ואגרת רישוי. התמונות להמחשה בלבד.',
  ...owner,
};

export const approvedDiscovery: Vehicle = {
  id: '77',
  nameplate_brand_name: 'Land Rover',
  nameplate_name: 'Discovery',
  model_display_name: 'Discovery D300 HSE',
  state: 'approved',
  status: 'reserved',
  production_year: 2023,
  mileage: 41200,
  mileage_unit: 'km',
  engines: 'D300',
  engine_capacity_normalized: 3,
  power: 300,
  power_unit: 'hp',
  transmission: 'Automatic, 8 speed',
  color_name: 'Eiger Grey',
  interior_color: 'Ebony leather',
  vin: 'SALRA2AX7P2000077',
  avl_field: { registration_date: '2023-04-01' },
  photos: photos([3, 5]),
  prices: { list: [{ type: 'purchase', value_raw: 389000 }] },
  features_standard: [{ name: 'Meridian sound system' }, { name: 'Three-zone climate control' }],
  ...owner,
};

/** A used car with no photos and a hidden price: the page's empty states. */
export const usedBare: Vehicle = {
  id: '9',
  nameplate_brand_name: 'Jaguar',
  nameplate_name: 'F-Pace',
  state: 'used',
  status: 'stock',
  production_year: 2019,
  mileage: 98000,
  engines: 'P250',
  price_hidden: true,
};

export const similarDefenders: Vehicle[] = [101, 102, 103].map((n, index) => ({
  ...newDefender,
  id: String(n),
  model_display_name: `דיפנדר 110 ${['S', 'SE', 'HSE'][index]}`,
  vin: `SALEA7AX1T2000${n}`,
  photos: photos([n % 5]),
  prices: { list: [{ type: 'purchase', value_raw: 449000 + index * 20000 }] },
}));

/** The seeded showroom company config (apps/api seed: additional, cash, lease, subscription). */
export const seededConfig = parseShowroomConfig([
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
  {
    config_type: 'cash',
    data: { enabled: true, title: 'רכישה במזומן', description: 'תשלום מלא במעמד מסירת הרכב.' },
  },
  {
    config_type: 'lease',
    data: {
      enabled: true,
      title: 'ליסינג פרטי',
      description: '36 תשלומים חודשיים.',
      months: 36,
      mileage_per_year: 15000,
    },
  },
  { config_type: 'subscription', data: { enabled: false, title: 'מנוי', description: '' } },
]);
