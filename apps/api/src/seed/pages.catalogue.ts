import { exampleInstance, templateByKey } from '@lux/block-catalogue';
import { hero, internalLink, type SeedBlock } from './blocks.js';
import type { SeedPage } from './pages.js';

// Model-catalogue demo content (issue 3): the blocks name real keys of the seeded catalogue
// (catalogue.data.ts), so specs and prices come from the content service. /compare is a site route.

type Locale = 'he' | 'en' | 'ar' | 'ru';
export type Family = 'defender' | 'discovery' | 'range-rover';

/** A catalogue block from its example, with a scroll id and an H2 heading (the page hero holds the H1). */
function block(
  key: Parameters<typeof templateByKey>[0],
  locale: Locale,
  fields: Record<string, unknown> = {},
  groups?: Array<Record<string, unknown>>,
): SeedBlock {
  // Examples exist in Hebrew and English; an Arabic or Russian page overrides every text it shows.
  const instance = exampleInstance(templateByKey(key), locale === 'he' ? 'he' : 'en');
  const own: Record<string, unknown> = { ...instance.fields, ...fields };
  if ('header_tag' in own) own['header_tag'] = 'H2';
  return { template: key, fields: own, groups: groups ?? instance.groups };
}

const figure = (car: string, spec: string, unit: string, caption: string) => ({
  number_heading: `{{spec:${car}:${spec}}} ${unit}`,
  paragraph: `<p>${caption}</p>`,
});

const words = {
  he: {
    hp: 'כ״ס',
    s: 'שניות',
    km: 'ק״מ',
    l: 'ליטר',
    power: 'הספק משולב',
    sprint: 'תאוצה 0–100 קמ״ש',
    range: 'טווח חשמלי (WLTP)',
    boot: 'נפח תא מטען',
  },
  en: {
    hp: 'hp',
    s: 's',
    km: 'km',
    l: 'l',
    power: 'Combined power',
    sprint: '0–100 km/h',
    range: 'Electric range (WLTP)',
    boot: 'Boot space',
  },
  ar: {
    hp: 'حصان',
    s: 'ثانية',
    km: 'كم',
    l: 'لتر',
    power: 'القوة المجمّعة',
    sprint: 'التسارع 0–100 كم/س',
    range: 'المدى الكهربائي (WLTP)',
    boot: 'سعة صندوق الأمتعة',
  },
  ru: {
    hp: 'л. с.',
    s: 'с',
    km: 'км',
    l: 'л',
    power: 'Суммарная мощность',
    sprint: 'Разгон 0–100 км/ч',
    range: 'Запас хода на электротяге (WLTP)',
    boot: 'Объём багажника',
  },
} as const;

/** Key figures of a plug-in hybrid version, filled in from the catalogue. */
export function atAGlance(locale: Locale, car: string, heading: string, disclaimer: string): SeedBlock {
  const w = words[locale];
  return block('specification-at-a-glance', locale, { heading, disclaimer: `<p>${disclaimer}</p>` }, [
    figure(car, 'power_hp', w.hp, w.power),
    figure(car, 'acceleration_0_100_s', w.s, w.sprint),
    figure(car, 'electric_range_km', w.km, w.range),
    figure(car, 'boot_litres', w.l, w.boot),
  ]);
}

/** The spec sheet of every version of a family's models; the default four sections. */
export function specifications(locale: Locale, modelKeys: string, heading: string): SeedBlock {
  return block('specification-accordion', locale, { heading, model_keys: modelKeys }, []);
}

/**
 * Blocks the model family pages (pages.he.ts, pages.en.ts) carry between their hero and their "other
 * models" cards: key figures or the versatility story, and the spec sheets of the family's versions.
 */
export function modelPageBlocks(family: Family, locale: Locale): SeedBlock[] {
  const he = locale === 'he';
  switch (family) {
    case 'defender':
      return [
        atAGlance(
          locale,
          'defender-110-p400e-x-dynamic-hse',
          he ? 'דיפנדר 110 P400e במבט מהיר' : 'Defender 110 P400e at a glance',
          he
            ? 'דיפנדר 110 P400e X-Dynamic HSE; נתוני WLTP.'
            : 'Defender 110 P400e X-Dynamic HSE; WLTP figures.',
        ),
        specifications(locale, 'defender-90,defender-110,defender-130', he ? 'מפרט טכני' : 'Specifications'),
        block('single-offer', locale),
      ];
    case 'discovery':
      return [
        block('versatility', locale),
        specifications(locale, 'discovery,discovery-sport', he ? 'מפרט טכני' : 'Specifications'),
      ];
    case 'range-rover':
      return [
        atAGlance(
          locale,
          'range-rover-p460e-se',
          he ? "ריינג' רובר P460e במבט מהיר" : 'Range Rover P460e at a glance',
          he ? "ריינג' רובר P460e SE; נתוני WLTP." : 'Range Rover P460e SE; WLTP figures.',
        ),
        specifications(
          locale,
          'range-rover,range-rover-sport,range-rover-velar,range-rover-evoque',
          he ? 'מפרט טכני' : 'Specifications',
        ),
      ];
  }
}

const kit = {
  defender: [
    ['מתלי אוויר אלקטרוניים', 'Electronic air suspension'],
    ['מערכת Terrain Response 2', 'Terrain Response 2'],
    ['מסך מגע Pivi Pro בגודל 11.4 אינץ׳', '11.4-inch Pivi Pro touchscreen'],
  ],
  discovery: [
    ['שבעה מושבים עם קיפול חשמלי', 'Seven seats with powered folding'],
    ['מערכת Terrain Response 2', 'Terrain Response 2'],
    ['מסך מגע Pivi Pro', 'Pivi Pro touchscreen'],
  ],
  rangeRover: [
    ['מתלי אוויר אדפטיביים', 'Adaptive air suspension'],
    ['מושבי עור מחוממים ומאווררים', 'Heated and ventilated leather seats'],
    ['מערכת שמע Meridian', 'Meridian sound system'],
  ],
} as const;
type Kit = keyof typeof kit;

/** The model range page's summaries: model key, engine, and the filters' model and body style names. */
const range: ReadonlyArray<{
  car: string;
  engine: string;
  model: [string, string];
  body: [string, string];
  kit: Kit;
}> = [
  {
    car: 'defender-90',
    engine: 'd250',
    model: ['דיפנדר', 'Defender'],
    body: ['רכב שטח', 'Off-roader'],
    kit: 'defender',
  },
  {
    car: 'defender-110',
    engine: 'p400e',
    model: ['דיפנדר', 'Defender'],
    body: ['רכב שטח', 'Off-roader'],
    kit: 'defender',
  },
  {
    car: 'defender-130',
    engine: 'd300',
    model: ['דיפנדר', 'Defender'],
    body: ['שבעה מושבים ומעלה', 'Seven seats or more'],
    kit: 'defender',
  },
  {
    car: 'discovery',
    engine: 'd300',
    model: ['דיסקברי', 'Discovery'],
    body: ['שבעה מושבים ומעלה', 'Seven seats or more'],
    kit: 'discovery',
  },
  {
    car: 'discovery-sport',
    engine: 'p300e',
    model: ['דיסקברי', 'Discovery'],
    body: ['רכב פנאי קומפקטי', 'Compact SUV'],
    kit: 'discovery',
  },
  {
    car: 'range-rover',
    engine: 'p460e',
    model: ["ריינג' רובר", 'Range Rover'],
    body: ['רכב פנאי יוקרתי', 'Luxury SUV'],
    kit: 'rangeRover',
  },
  {
    car: 'range-rover-velar',
    engine: 'p400e',
    model: ["ריינג' רובר", 'Range Rover'],
    body: ['רכב פנאי יוקרתי', 'Luxury SUV'],
    kit: 'rangeRover',
  },
  {
    car: 'range-rover-evoque',
    engine: 'p250',
    model: ["ריינג' רובר", 'Range Rover'],
    body: ['רכב פנאי קומפקטי', 'Compact SUV'],
    kit: 'rangeRover',
  },
];

function rangePage(locale: Locale): SeedPage {
  const he = locale === 'he';
  const n = he ? 0 : 1;
  return {
    locale,
    path: '/all-models',
    title: he ? 'כל הדגמים' : 'All models',
    metaTitle: he ? 'כל הדגמים – מחירים ומפרט' : 'All models – prices and specifications',
    metaDescription: he
      ? "כל דגמי לנד רובר בישראל: דיפנדר, דיסקברי וריינג' רובר, עם מחירים, ליסינג ונתונים עיקריים. סננו לפי משפחה, מרכב והנעה."
      : 'Every Land Rover model in Israel – Defender, Discovery and Range Rover – with prices, leasing and key figures. Filter by family, body and powertrain.',
    blocks: [
      hero({
        heading: he ? 'כל הדגמים' : 'All models',
        paragraph: he
          ? 'מהדיפנדר האגדי ועד הריינג׳ רובר החשמלי-למחצה: כל הדגמים במקום אחד, עם מחירים ונתונים מהקטלוג הרשמי.'
          : 'From the legendary Defender to the plug-in Range Rover: every model in one place, with prices and figures from the official catalogue.',
        button: internalLink('/compare', he ? 'להשוואת דגמים' : 'Compare models'),
        boxColor: 'black',
        image: {
          id: 24730,
          alt: he
            ? 'שלוש משפחות הדגמים של לנד רובר זו לצד זו בסטודיו'
            : 'The three Land Rover model families side by side in a studio',
          ratio: '16-6-5',
        },
      }),
      block('model-summary-filters', locale, { heading: he ? 'מצאו את הדגם שלכם' : 'Find your model' }),
      ...range.map((item, index) =>
        block('model-summary', locale, {
          block_scroll_id: `model-${item.car}`,
          car_key: item.car,
          engine_key: item.engine,
          spec_key_1: 'power_hp',
          spec_key_2: 'acceleration_0_100_s',
          spec_key_3: item.engine.endsWith('e') ? 'electric_range_km' : 'boot_litres',
          model: item.model[n],
          bodystyle: item.body[n],
          standard_equipment_content: `<ul>${kit[item.kit].map((line) => `<li>${line[n]}</li>`).join('')}</ul>`,
          has_columns: true,
          box_color: index % 2 === 0 ? 'light' : 'grey',
          button: null,
        }),
      ),
      block('models-carousel', locale, { heading: he ? 'הגרסאות והמחירים' : 'Versions and prices' }),
    ],
  };
}

/** Model-catalogue demo pages: the model range with filters (he, en). */
export const cataloguePages: SeedPage[] = [rangePage('he'), rangePage('en')];
