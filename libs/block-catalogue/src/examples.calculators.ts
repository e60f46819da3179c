// Examples of the range calculator and vehicle-to-update picker blocks (issue 15): real, working demo content for the all-blocks page and the
// editor's "insert example", merged over the generic values by exampleInstance (see examples.ts).
import type { BlockInstanceInput } from './validate/validate';

type Locale = 'he' | 'en';
type Example = (locale: Locale) => Partial<BlockInstanceInput>;

/** The range table the API seeds into data_files (apps/api/src/seed/range.ts, @lux/vehicle-tools demoRangeDataFile). */
const RANGE_DATA_URL = '/data-files/range-calculator/range-data.json';

const years = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, n) => ({ label: String(from + n), key: String(from + n) }));

/** Defender, Discovery and Range Rover with model years 2022–2026, and the sub-block groups they lead to. */
const mapper = (locale: Locale) =>
  JSON.stringify({
    dropdowns: [
      { label: locale === 'he' ? 'דיפנדר' : 'Defender', key: 'defender', children: years(2022, 2026) },
      { label: locale === 'he' ? 'דיסקברי' : 'Discovery', key: 'discovery', children: years(2022, 2025) },
      { label: locale === 'he' ? "ריינג' רובר" : 'Range Rover', key: 'range-rover', children: years(2022, 2026) },
    ],
    subblocks_groups: [
      {
        key: 'pivi-pro-software',
        match_dropdowns: [
          { parent_key: 'defender', child_key: ['2024', '2025', '2026'] },
          { parent_key: 'range-rover', child_key: ['2023', '2024', '2025', '2026'] },
        ],
      },
      {
        key: 'navigation-maps',
        match_dropdowns: [
          { parent_key: 'defender', child_key: [] },
          { parent_key: 'discovery', child_key: [] },
          { parent_key: 'range-rover', child_key: [] },
        ],
      },
      {
        key: 'pivi-legacy',
        match_dropdowns: [
          { parent_key: 'defender', child_key: ['2022', '2023'] },
          { parent_key: 'discovery', child_key: ['2022', '2023', '2024'] },
          { parent_key: 'range-rover', child_key: ['2022'] },
        ],
      },
      { key: 'battery-care', match_dropdowns: [{ parent_key: 'range-rover', child_key: ['2025', '2026'] }] },
    ],
  });

const link = (url: string, text: string, type: 'internal' | 'external' = 'internal') => ({
  url,
  type,
  target: '_self',
  link_text: text,
  ui_type: 'primary',
});

const updateGroups = (locale: Locale) =>
  locale === 'he'
    ? [
        {
          subblock_key: 'pivi-pro-software',
          button_text: 'פרטי העדכון',
          modal_title: 'עדכון תוכנה ל־Pivi Pro',
          modal_description:
            '<p>עדכון אלחוטי (SOTA) למערכת המולטימדיה Pivi Pro: ממשק מהיר יותר, Apple CarPlay ו־Android Auto אלחוטיים ותיקוני אבטחה.</p><p>הרכב מוריד את העדכון בעצמו כשהוא מחובר לרשת; ההתקנה נמשכת כ־30 דקות כשהרכב חונה.</p>',
          modal_button: link('/contact', 'תיאום ביקור במרכז השירות'),
        },
        {
          subblock_key: 'navigation-maps',
          button_text: 'עדכון מפות',
          modal_title: 'מפות ניווט 2026',
          modal_description: '<p>מפות הניווט העדכניות לישראל ולאירופה, להורדה לזיכרון נייד לפי מספר השלדה (VIN).</p>',
          modal_button: link('/all-blocks', 'להורדת המפות'),
        },
        {
          subblock_key: 'pivi-legacy',
          button_text: 'פרטי העדכון',
          modal_title: 'עדכון InControl Touch Pro',
          modal_description: '<p>גרסת תוכנה אחרונה למערכת InControl Touch Pro, מותקנת במרכז השירות בביקור קצר.</p>',
          modal_button: link('/contact', 'תיאום ביקור במרכז השירות'),
        },
        {
          subblock_key: 'battery-care',
          button_text: 'למידע נוסף',
          modal_title: 'ניהול סוללה חכם',
          modal_description: '<p>עדכון לניהול הטעינה ושמירת בריאות הסוללה בימים חמים, כולל תזמון טעינה בשעות הלילה.</p>',
          modal_button: null,
        },
      ]
    : [
        {
          subblock_key: 'pivi-pro-software',
          button_text: 'Update details',
          modal_title: 'Pivi Pro software update',
          modal_description:
            '<p>An over-the-air (SOTA) update for Pivi Pro infotainment: a faster interface, wireless Apple CarPlay and Android Auto, and security fixes.</p><p>The vehicle downloads it by itself when connected; installing takes about 30 minutes while parked.</p>',
          modal_button: link('/contact', 'Book a service visit'),
        },
        {
          subblock_key: 'navigation-maps',
          button_text: 'Update maps',
          modal_title: 'Navigation maps 2026',
          modal_description: '<p>The latest navigation maps of Israel and Europe, to download to a USB drive by your VIN.</p>',
          modal_button: link('/all-blocks', 'Download the maps'),
        },
        {
          subblock_key: 'pivi-legacy',
          button_text: 'Update details',
          modal_title: 'InControl Touch Pro update',
          modal_description: '<p>The last software release for InControl Touch Pro, installed at the service centre in a short visit.</p>',
          modal_button: link('/contact', 'Book a service visit'),
        },
        {
          subblock_key: 'battery-care',
          button_text: 'Find out more',
          modal_title: 'Smart battery care',
          modal_description: '<p>An update to charging management that protects battery health on hot days, with overnight charge scheduling.</p>',
          modal_button: null,
        },
      ];

export const calculatorsExamples: Readonly<Record<string, Example>> = {
  'range-calculator': (locale) => ({
    fields: {
      block_scroll_id: '',
      heading: locale === 'he' ? 'כמה רחוק תגיעו?' : 'How far will you go?',
      paragraph:
        locale === 'he'
          ? '<p>בחרו דגם, סגנון נהיגה, מהירות, טמפרטורה וחישוקים, וראו את הטווח החשמלי המשוער של כל דגם.</p>'
          : '<p>Choose a model, driving profile, speed, temperature and wheels to see the estimated electric range of each model.</p>',
      minimal_range: 187,
      maximal_range: 493,
      distance_unit: 'km',
      data_url: RANGE_DATA_URL,
      driving_profile_label: locale === 'he' ? 'סגנון נהיגה' : 'Driving profile',
      wheel_label: locale === 'he' ? 'חישוקים' : 'Wheels',
      temperature_label: locale === 'he' ? 'טמפרטורה בחוץ' : 'Outside temperature',
    },
  }),
  'select-vehicle-to-update': (locale) => ({
    fields: {
      block_scroll_id: '',
      heading: locale === 'he' ? 'עדכונים לרכב שלכם' : 'Updates for your vehicle',
      parent_label: locale === 'he' ? 'רכב' : 'Vehicle',
      parent_placeholder: locale === 'he' ? 'בחירת רכב' : 'Select vehicle',
      parent_all_label: locale === 'he' ? 'כל הרכבים' : 'All vehicles',
      child_label: locale === 'he' ? 'שנת דגם' : 'Model year',
      child_placeholder: locale === 'he' ? 'בחירת שנת דגם' : 'Select model year',
      child_all_label: locale === 'he' ? 'כל שנות הדגם' : 'All model years',
      button_text: locale === 'he' ? 'הצגה' : 'Show me',
      clear_text: locale === 'he' ? 'ניקוי' : 'Clear',
      result_text_label: locale === 'he' ? 'נמצאו {amount} עדכונים עבור {parent} {child}' : '{amount} updates for {parent} {child}',
      view_all_link_text: locale === 'he' ? 'הצגת כל העדכונים' : 'View all updates',
      subblocks_mapper: mapper(locale),
    },
    groups: updateGroups(locale),
  }),
};
