// Examples of the rental blocks (issue 15): real, working demo content for the all-blocks page and the
// editor's "insert example", merged over the generic values by exampleInstance (see examples.ts).
import type { BlockInstanceInput } from './validate/validate';

type Locale = 'he' | 'en';
type Example = (locale: Locale) => Partial<BlockInstanceInput>;

/** The seeded rental enquiry form (apps/api/src/seed/forms.ts, seventh on a fresh database). */
const RENTAL_FORM_ID = '7';

const byLocale = <T>(locale: Locale, he: T, en: T): T => (locale === 'he' ? he : en);

/** Three real pick-up points: the Tel Aviv showroom, Ben Gurion Airport's rental lots, Haifa. */
function locations(locale: Locale) {
  return [
    {
      name_key: 'tlv_showroom',
      city_name: byLocale(locale, 'תל אביב', 'Tel Aviv'),
      point_name: byLocale(locale, 'אולם התצוגה', 'Showroom'),
      address: byLocale(locale, 'יגאל אלון 76, תל אביב', '76 Yigal Alon St, Tel Aviv'),
      coordinates: { lat: 32.0707, lng: 34.7937 },
    },
    {
      name_key: 'ben_gurion',
      city_name: byLocale(locale, 'נתב״ג', 'Ben Gurion Airport'),
      point_name: byLocale(locale, 'מתחם השכרת הרכב', 'Car rental lot'),
      address: byLocale(locale, 'טרמינל 3, נמל התעופה בן גוריון', 'Terminal 3, Ben Gurion Airport'),
      coordinates: { lat: 32.0004, lng: 34.8706 },
    },
    {
      name_key: 'haifa',
      city_name: byLocale(locale, 'חיפה', 'Haifa'),
      point_name: byLocale(locale, 'סניף חיפה', 'Haifa branch'),
      address: byLocale(locale, 'שדרות ההסתדרות 55, חיפה', '55 HaHistadrut Blvd, Haifa'),
      coordinates: { lat: 32.7922, lng: 35.0376 },
    },
  ];
}

/** Demo-catalogue vehicles; images 1–6 are the seeded media (heroes 1–3, squares 4–6). */
function vehicles(locale: Locale) {
  return [
    {
      image_id: 1,
      display_name: byLocale(locale, 'דיפנדר 110', 'Defender 110'),
      nameplate_name: 'defender',
      price: { daily: 950 },
      locations: ['tlv_showroom', 'ben_gurion', 'haifa'],
      specification: byLocale(locale, ['עד 7 מושבים', 'הנעה 4×4', 'אוטומטי'], ['Up to 7 seats', '4×4', 'Automatic']),
    },
    {
      image_id: 2,
      display_name: byLocale(locale, 'דיסקברי', 'Discovery'),
      nameplate_name: 'discovery',
      price: { daily: 820 },
      locations: ['tlv_showroom', 'ben_gurion'],
      specification: byLocale(locale, ['7 מושבים', 'תא מטען גדול', 'אוטומטי'], ['7 seats', 'Large boot', 'Automatic']),
    },
    {
      image_id: 3,
      display_name: byLocale(locale, "ריינג' רובר", 'Range Rover'),
      nameplate_name: 'range_rover',
      price: { daily: 1450 },
      locations: ['tlv_showroom'],
      specification: byLocale(locale, ['5 מושבים', 'היברידי נטען', 'מתלי אוויר'], ['5 seats', 'Plug-in hybrid', 'Air suspension']),
    },
    {
      image_id: 5,
      display_name: byLocale(locale, 'דיסקברי ספורט', 'Discovery Sport'),
      nameplate_name: 'discovery_sport',
      price: { daily: 590 },
      locations: [],
      specification: byLocale(locale, ['5+2 מושבים', 'חסכוני', 'אוטומטי'], ['5+2 seats', 'Economical', 'Automatic']),
    },
  ];
}

function extrasGroups(locale: Locale) {
  return [
    {
      heading: byLocale(locale, 'תוספות', 'Extras'),
      items: JSON.stringify([
        {
          id: 'baby_seat',
          heading: byLocale(locale, 'מושב בטיחות לתינוק', 'Baby seat'),
          price: 35,
          price_string_context: byLocale(locale, 'ליום', 'per day'),
          features_list: byLocale(locale, ['עיגון ISOFIX', 'מתאים עד גיל 4'], ['ISOFIX mounting', 'Up to age 4']),
          controller: { amount: { min: 0, max: 10, value: 0, default: 0 } },
        },
        {
          id: 'additional_driver',
          heading: byLocale(locale, 'נהג נוסף', 'Additional driver'),
          price: 150,
          price_string_context: byLocale(locale, 'לכל תקופת השכירות', 'per rental'),
          features_list: byLocale(locale, ['מגיל 24 ומעלה'], ['Aged 24 or over']),
          controller: { amount: { min: 0, max: 3, value: 0, default: 0 } },
        },
        {
          id: 'gps',
          heading: byLocale(locale, 'מערכת ניווט GPS', 'GPS navigation'),
          price: 25,
          price_string_context: byLocale(locale, 'ליום', 'per day'),
          features_list: [],
          toggler: { labels: byLocale(locale, { on: 'כלול', off: 'לא כלול' }, { on: 'Included', off: 'Not included' }), value: false },
        },
      ]),
    },
    {
      heading: byLocale(locale, 'ביטוח', 'Insurance'),
      items: JSON.stringify([
        {
          id: 'full_cover',
          heading: byLocale(locale, 'ביטוח מקיף ללא השתתפות עצמית', 'Full cover, no excess'),
          price: 89,
          price_string_context: byLocale(locale, 'ליום', 'per day'),
          features_list: byLocale(locale, ['כיסוי נזקי גוף ושמשות', 'גרר 24/7'], ['Body and glass damage', '24/7 towing']),
          toggler: { labels: byLocale(locale, { on: 'כן', off: 'לא' }, { on: 'Yes', off: 'No' }), value: false },
        },
      ]),
    },
  ];
}

const SUMMARY = {
  he:
    '<p>שלום {first_name} {last_name},</p>' +
    '<p>ביקשת {vehicle} לאיסוף מ{pickup_location} ב־{pickup_date} והחזרה ב{dropoff_location} ב־{dropoff_date} ({days} ימים).</p>' +
    '<p>תוספות: {extras}. סה״כ משוער: {total}.</p>' +
    '<p>נחזור אליך בטלפון {phone} או בדוא״ל {email}.</p>',
  en:
    '<p>Hello {first_name} {last_name},</p>' +
    '<p>You asked for a {vehicle}, picked up at {pickup_location} on {pickup_date} and returned to {dropoff_location} on {dropoff_date} ({days} days).</p>' +
    '<p>Extras: {extras}. Estimated total: {total}.</p>' +
    '<p>We will call you on {phone} or write to {email}.</p>',
} as const;

const HIDDEN_FIELD_MAPPING = {
  pickup_location: 'rental_pickup_location',
  dropoff_location: 'rental_dropoff_location',
  pickup_date: 'rental_pickup_date',
  dropoff_date: 'rental_dropoff_date',
  days: 'rental_days',
  vehicle: 'rental_vehicle',
  extras: 'rental_extras',
  total: 'rental_total',
  summary: 'rental_summary',
};

function icons(locale: Locale, list: ReadonlyArray<[string, string, string]>) {
  return JSON.stringify(list.map(([icon, he, en]) => ({ icon, label: byLocale(locale, he, en) })));
}

function carRentCars(locale: Locale) {
  const book = { url: '#rent-a-car', type: 'internal', target: '_self', link_text: byLocale(locale, 'להזמנת הרכב', 'Book this car'), ui_type: 'primary' };
  const extras = (list: ReadonlyArray<[string, string, number | null]>) =>
    JSON.stringify(list.map(([he, en, price]) => ({ label: byLocale(locale, he, en), price })));
  return [
    {
      name: byLocale(locale, 'דיפנדר 110', 'Defender 110'),
      image: { id: 1, alt: byLocale(locale, 'לנד רובר דיפנדר בין דיונות המדבר', 'A Land Rover Defender among desert dunes'), ratio: '16-9' },
      price: '950',
      icons: icons(locale, [
        ['car', '7 מושבים', '7 seats'],
        ['steering', 'הנעה 4×4', '4×4'],
        ['shield', 'ביטוח חובה ומקיף', 'Compulsory and comprehensive cover'],
        ['key', 'ק״מ ללא הגבלה', 'Unlimited kilometres'],
        ['location', 'איסוף מנתב״ג', 'Airport pick-up'],
      ]),
      extra_equipment: extras([
        ['מושב בטיחות לתינוק', 'Baby seat', 35],
        ['נהג נוסף', 'Additional driver', 150],
        ['גגון ומנשא אופניים', 'Roof rack and bike carrier', 60],
      ]),
      link: book,
    },
    {
      name: byLocale(locale, 'דיסקברי', 'Discovery'),
      image: { id: 2, alt: byLocale(locale, 'לנד רובר דיסקברי על דרך עפר בגליל', 'A Land Rover Discovery on a dirt road in the Galilee'), ratio: '16-9' },
      price: '820',
      icons: icons(locale, [
        ['car', '7 מושבים', '7 seats'],
        ['calendar', 'ביטול חינם עד 48 שעות', 'Free cancellation up to 48 hours'],
        ['check', 'תא מטען גדול', 'Large boot'],
      ]),
      extra_equipment: extras([
        ['מערכת ניווט GPS', 'GPS navigation', 25],
        ['מושב בטיחות לתינוק', 'Baby seat', 35],
        ['כבל טעינה לטלפון', 'Phone charging cable', null],
      ]),
      link: book,
    },
    {
      name: byLocale(locale, "ריינג' רובר", 'Range Rover'),
      image: { id: 3, alt: byLocale(locale, "ריינג' רובר על רקע קו הרקיע של העיר", 'A Range Rover against a city skyline'), ratio: '16-9' },
      price: '1450',
      icons: icons(locale, [
        ['car', '5 מושבים', '5 seats'],
        ['delivery', 'מסירה עד הבית', 'Home delivery'],
        ['shield', 'ביטוח מקיף ללא השתתפות', 'Full cover, no excess'],
      ]),
      extra_equipment: extras([['נהג צמוד', 'Chauffeur', 900]]),
      link: book,
    },
  ];
}

export const rentalExamples: Readonly<Record<string, Example>> = {
  'jlr-rent-a-car': (locale) => ({
    fields: {
      block_scroll_id: 'rent-a-car',
      translations: JSON.stringify({
        he: { heading: 'השכרת רכב לנד רובר', tlv_showroom: 'אולם התצוגה בתל אביב', ben_gurion: 'נמל התעופה בן גוריון', haifa: 'סניף חיפה' },
        en: { heading: 'Rent a Land Rover', tlv_showroom: 'Tel Aviv showroom', ben_gurion: 'Ben Gurion Airport', haifa: 'Haifa branch' },
      }),
      locations: JSON.stringify(locations(locale)),
      vehicles: JSON.stringify(vehicles(locale)),
      contact_form_id: RENTAL_FORM_ID,
      hidden_field_mapping: JSON.stringify(HIDDEN_FIELD_MAPPING),
      summary_template: SUMMARY[locale],
      thank_you_heading: byLocale(locale, 'תודה!', 'Thank you!'),
      thank_you_text: byLocale(locale, 'הפנייה נשלחה. ניצור איתך קשר בהקדם.', 'Your inquiry has been sent. We will contact you soon.'),
      error_heading: byLocale(locale, 'אופס! משהו השתבש.', 'Oops! Something went wrong.'),
      error_text: byLocale(locale, 'הפנייה לא נשלחה. נסו שוב.', 'Your inquiry has not been sent. Please try again.'),
      send_inquiry_label: byLocale(locale, 'שליחת הפנייה', 'Send inquiry'),
      // Israeli branches close on Shabbat: Saturday (6) is the day off here, not the spec's sample Sunday (0).
      additional_settings: JSON.stringify({
        allow_different_dropoff: true,
        allow_custom_pickup: false,
        allow_custom_dropoff: true,
        distance_unit: 'km',
        datepicker_disabled_days: [6],
        date_locale: byLocale(locale, 'he-IL', 'en-GB'),
        date_options: { date_style: 'medium', first_day_of_week: 'sun' },
      }),
    },
    groups: extrasGroups(locale),
  }),
  'car-rent': (locale) => ({
    fields: {
      block_scroll_id: '',
      heading: byLocale(locale, 'רכבים להשכרה', 'Cars for rent'),
      header_size: 'l',
      header_tag: 'H2',
      paragraph: byLocale(
        locale,
        '<p>כל הרכבים כוללים ביטוח חובה, ק״מ ללא הגבלה ושירות דרך 24/7. המחירים ליום, כולל מע״מ.</p>',
        '<p>Every car comes with compulsory insurance, unlimited kilometres and 24/7 roadside assistance. Prices per day, VAT included.</p>',
      ),
      box_color: 'grey',
    },
    groups: carRentCars(locale),
  }),
};
