// Examples of the model-catalogue blocks: they name real keys of the demo catalogue (apps/api seed:
// model keys such as defender-110, car keys such as defender-110-p400e-x-dynamic-hse), so the demo
// pages show real specs and prices. exampleInstance merges these over its generic values.
import type { BlockInstanceInput } from './validate/validate';

type Locale = 'he' | 'en';
type Example = (locale: Locale) => Partial<BlockInstanceInput>;

const link = (url: string, text: string, uiType: 'primary' | 'secondary' | 'tertiary' = 'primary') => ({
  url,
  type: 'internal',
  target: '_self',
  link_text: text,
  ui_type: uiType,
});

const PHEV = 'defender-110-p400e-x-dynamic-hse';

export const catalogueExamples: Readonly<Record<string, Example>> = {
  'specification-accordion': (locale) => ({
    fields: {
      heading: locale === 'he' ? 'מפרט טכני' : 'Specifications',
      model_keys: 'defender-110,discovery',
      select_label: 'Model',
      select_placeholder: 'Select a model',
    },
    groups:
      locale === 'he'
        ? [
            { label: 'ביצועים', spec_key: 'performance', content: '' },
            { label: 'מערכת הנעה', spec_key: 'powertrain', content: '' },
            {
              label: 'צריכה ופליטות',
              spec_key: 'efficiency',
              content: '<p>נתוני הצריכה והפליטות נמדדו לפי תקן WLTP ועשויים להשתנות בהתאם לתנאי הנהיגה.</p>',
            },
            { label: 'מרחב ושימושיות', spec_key: 'seats,boot_litres', content: '' },
          ]
        : [
            { label: 'Performance', spec_key: 'performance', content: '' },
            { label: 'Powertrain', spec_key: 'powertrain', content: '' },
            {
              label: 'Efficiency and emissions',
              spec_key: 'efficiency',
              content: '<p>Consumption and emissions are WLTP figures and vary with driving conditions.</p>',
            },
            { label: 'Space and practicality', spec_key: 'seats,boot_litres', content: '' },
          ],
  }),
  'specification-at-a-glance': (locale) => {
    const he = locale === 'he';
    return {
      fields: {
        heading: he ? 'דיפנדר 110 P400e במבט מהיר' : 'Defender 110 P400e at a glance',
        disclaimer: he
          ? '<p>דיפנדר 110 P400e X-Dynamic HSE. נתוני הטווח והצריכה לפי תקן WLTP; בפועל הם תלויים בתנאי הנהיגה.</p>'
          : '<p>Defender 110 P400e X-Dynamic HSE. Range and consumption are WLTP figures; real-world figures depend on driving conditions.</p>',
      },
      groups: [
        {
          number_heading: `{{spec:${PHEV}:power_hp}} ${he ? 'כ״ס' : 'hp'}`,
          paragraph: he ? '<p>הספק משולב</p>' : '<p>Combined power</p>',
        },
        {
          number_heading: `{{spec:${PHEV}:acceleration_0_100_s}} ${he ? 'שניות' : 's'}`,
          paragraph: he ? '<p>תאוצה 0–100 קמ״ש</p>' : '<p>0–100 km/h</p>',
        },
        {
          number_heading: `{{spec:${PHEV}:electric_range_km}} ${he ? 'ק״מ' : 'km'}`,
          paragraph: he ? '<p>טווח נסיעה חשמלי</p>' : '<p>Electric range</p>',
        },
        {
          number_heading: `{{spec:${PHEV}:boot_litres}} ${he ? 'ליטר' : 'l'}`,
          paragraph: he ? '<p>נפח תא מטען</p>' : '<p>Boot space</p>',
        },
      ],
    };
  },
  'model-summary': (locale) => ({
    fields: {
      heading: '',
      car_key: 'defender-110',
      engine_key: 'p400e',
      spec_key_1: 'power_hp',
      spec_label_1: '',
      spec_key_2: 'acceleration_0_100_s',
      spec_label_2: '',
      spec_key_3: 'electric_range_km',
      spec_label_3: '',
      has_columns: true,
      tab_id: '',
      standard_equipment_label: 'Standard equipment',
      standard_equipment_content:
        locale === 'he'
          ? '<ul><li>מתלי אוויר אלקטרוניים</li><li>מערכת Terrain Response 2</li><li>מסך מגע Pivi Pro בגודל 11.4 אינץ׳</li><li>מצלמת 3D סראונד</li></ul>'
          : '<ul><li>Electronic air suspension</li><li>Terrain Response 2</li><li>11.4-inch Pivi Pro touchscreen</li><li>3D surround camera</li></ul>',
      model: '',
      bodystyle: '',
      button: link('/models/defender', locale === 'he' ? 'לדיפנדר' : 'Explore Defender'),
    },
  }),
  'model-summary-filters': (locale) => ({
    fields: {
      heading: locale === 'he' ? 'מצאו את הדגם שלכם' : 'Find your model',
      model_label: 'Model',
      bodystyle_label: 'Body style',
      engine_label: 'Engine',
      reset_label: 'Reset',
    },
  }),
  'color-picker-slider': (locale) => {
    const he = locale === 'he';
    return {
      fields: {
        heading: he ? 'הצבעים שמגדירים את המשפחה' : 'The colours that define the family',
        paragraph: he
          ? '<p>כל משפחה וצבע הדגל שלה: ירוק פנגאה לדיפנדר, ברונזה לנטאו לדיסקברי ושחור סנטוריני לריינג׳ רובר.</p>'
          : '<p>Each family in its signature colour: Pangea Green for Defender, Lantau Bronze for Discovery and Santorini Black for Range Rover.</p>',
      },
      groups: [
        {
          color_name: he ? 'ירוק פנגאה – דיפנדר' : 'Pangea Green – Defender',
          color_code: '#3b4a3a',
          swatch: null,
          image: {
            id: 1,
            alt: he
              ? 'דיפנדר בצבע ירוק פנגאה בין דיונות המדבר'
              : 'A Defender in Pangea Green among desert dunes',
            ratio: '16-9',
          },
          price: '7900',
        },
        {
          color_name: he ? 'ברונזה לנטאו – דיסקברי' : 'Lantau Bronze – Discovery',
          color_code: '#6b5a48',
          swatch: null,
          image: {
            id: 2,
            alt: he
              ? 'דיסקברי בצבע ברונזה לנטאו על דרך עפר בגליל'
              : 'A Discovery in Lantau Bronze on a dirt road in the Galilee',
            ratio: '16-9',
          },
          price: '7900',
        },
        {
          color_name: he ? 'שחור סנטוריני – ריינג׳ רובר' : 'Santorini Black – Range Rover',
          color_code: '#16181b',
          swatch: null,
          image: {
            id: 3,
            alt: he
              ? 'ריינג׳ רובר בצבע שחור סנטוריני על רקע העיר בבין ערביים'
              : 'A Range Rover in Santorini Black against the city at dusk',
            ratio: '16-9',
          },
          price: '0',
        },
      ],
    };
  },
  versatility: (locale) => {
    const he = locale === 'he';
    return {
      fields: {
        counter_number: 7,
        small_heading: he ? 'דיסקברי' : 'Discovery',
        big_heading: he
          ? 'שבעה מושבים מלאים, ועד {{spec:discovery-d300-dynamic-se:boot_litres}} ליטר מטען מאחורי השורה השלישית'
          : 'Seven full-size seats, and {{spec:discovery-d300-dynamic-se:boot_litres}} litres behind the third row',
        frame_1: {
          id: 2,
          alt: he ? 'דיסקברי על דרך עפר בגליל' : 'Discovery on a dirt road in the Galilee',
          ratio: '16-9',
        },
        frame_2: {
          id: 5,
          alt: he ? 'דיסקברי מקרוב, בין גבעות הגליל' : 'Discovery up close in the Galilee hills',
          ratio: '16-9',
        },
        frame_3: {
          id: 24730,
          alt: he
            ? 'שלוש משפחות הדגמים זו לצד זו בסטודיו'
            : 'The three model families side by side in a studio',
          ratio: '16-9',
        },
        frame_4: null,
        reversed_counter_position: false,
        click_to_interact_desktop: 'Click to interact',
        click_to_interact_mobile: 'Tap to interact',
      },
    };
  },
  'models-carousel': (locale) => ({
    fields: { heading: locale === 'he' ? 'הדגמים שלנו' : 'Our models' },
    groups: ['defender-110', 'discovery', 'range-rover-sport', 'range-rover-velar'].map((nameplate) => ({
      nameplate,
      car_image: null,
      transparent_image: null,
      link: null,
      specs: JSON.stringify({ name: '', rows: [] }),
    })),
  }),
  'single-offer': (locale) => {
    const he = locale === 'he';
    return {
      fields: {
        hash: 'defender-110',
        hidden_fields: JSON.stringify({ campaign: 'defender-110-50-50' }),
        heading: '',
        paragraph: he
          ? '<p>לדוגמה: דיפנדר 110 D250 SE במחיר {{price:defender-110-d250-se}} – מחצית במסירה ומחצית בעוד 36 חודשים, ללא ריבית. בכפוף לאישור הגוף המממן ולתנאיו; ההצעה בתוקף עד 31.12.2026 או עד גמר המלאי.</p>'
          : '<p>For example: Defender 110 D250 SE at {{price:defender-110-d250-se}} – half on delivery and half in 36 months, at 0% interest. Subject to the lender’s approval and terms; valid until 31 December 2026 or while stocks last.</p>',
        image: null,
        button: link('/contact', he ? 'לתיאום פגישה' : 'Book an appointment'),
      },
    };
  },
};
