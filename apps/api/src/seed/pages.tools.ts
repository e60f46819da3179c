import { exampleInstance, templateByKey, type TemplateKey } from '@lux/block-catalogue';
import { hero, internalLink, type SeedBlock } from './blocks.js';
import type { SeedPage } from './pages.js';

type Locale = 'he' | 'en';

/** A tool block with its example content (libs/block-catalogue/src/examples.*.ts), as a section under the hero. */
function tool(key: TemplateKey, locale: Locale): SeedBlock {
  const instance = exampleInstance(templateByKey(key), locale);
  const fields = { ...instance.fields };
  if ('header_tag' in fields) fields['header_tag'] = 'H2';
  return { template: key, fields, groups: instance.groups };
}

interface ToolPage {
  path: string;
  blocks: readonly TemplateKey[];
  image: number;
  words: Record<
    Locale,
    {
      title: string;
      metaTitle: string;
      metaDescription: string;
      heading: string;
      paragraph: string;
      alt: string;
      cta: string;
    }
  >;
}

/**
 * The demo pages of the interactive blocks (issue 15): where a visitor uses them and where the end-to-end
 * tests and the Lighthouse bench (tools/bench/site.mjs) find them.
 */
const toolPages: ToolPage[] = [
  {
    path: '/tools',
    blocks: ['finance-calculator', 'jlr-diesel-petrol-quiz'],
    image: 1,
    words: {
      he: {
        title: 'מחשבון מימון ושאלון הנעה',
        metaTitle: 'מחשבון מימון ושאלון: איזו הנעה מתאימה לכם',
        metaDescription:
          'חשבו תשלום חודשי לפי מקדמה ותקופה, וגלו בחמש שאלות אם בנזין, דיזל, היברידי נטען או חשמלי מתאים לכם.',
        heading: 'מימון והנעה, בלי ניחושים',
        paragraph: 'מחשבון המימון מציג תשלום חודשי לכל מסלול, והשאלון ממליץ על ההנעה שמתאימה לנסיעות שלכם.',
        alt: 'דיפנדר 110 בשטח מדברי',
        cta: 'לתיאום נסיעת מבחן',
      },
      en: {
        title: 'Finance calculator and fuel-type quiz',
        metaTitle: 'Finance calculator and quiz: which powertrain suits you',
        metaDescription:
          'Work out a monthly payment by deposit and term, and find out in five questions whether petrol, diesel, plug-in hybrid or electric suits you.',
        heading: 'Finance and powertrain, without guesswork',
        paragraph:
          'The finance calculator shows a monthly payment for each product, and the quiz recommends the powertrain that suits your driving.',
        alt: 'Defender 110 in the desert',
        cta: 'Book a test drive',
      },
    },
  },
  {
    path: '/subscription',
    blocks: ['subscription-quiz', 'range-calculator'],
    image: 3,
    words: {
      he: {
        title: 'מנוי, ליסינג או הלוואה',
        metaTitle: 'מנוי, ליסינג או הלוואה: מה מתאים לכם',
        metaDescription: 'שלוש שאלות על השימוש, התקופה והקילומטראז׳, ומחשבון טווח לרכבים החשמליים.',
        heading: 'הדרך שלכם לנהוג',
        paragraph: 'ענו על שלוש שאלות וקבלו את מסלול הבעלות המתאים, ובדקו כמה רחוק תגיעו בחשמל.',
        alt: "ריינג' רובר על רקע קו הרקיע של העיר בבין ערביים",
        cta: 'לשיחה עם יועץ',
      },
      en: {
        title: 'Subscription, lease or loan',
        metaTitle: 'Subscription, lease or loan: what suits you',
        metaDescription:
          'Three questions about use, period and mileage, and a range calculator for the electric models.',
        heading: 'Your way to drive',
        paragraph:
          'Answer three questions to find the ownership route that suits you, and see how far you get on electric power.',
        alt: 'A Range Rover against a city skyline at dusk',
        cta: 'Talk to an advisor',
      },
    },
  },
  {
    path: '/rent-a-car',
    blocks: ['jlr-rent-a-car', 'car-rent'],
    image: 2,
    words: {
      he: {
        title: 'השכרת רכב',
        metaTitle: "השכרת לנד רובר: דיפנדר, דיסקברי וריינג' רובר",
        metaDescription:
          'שכרו לנד רובר ליום, לסוף שבוע או לשבוע: איסוף מהאולם או מנתב״ג, תוספות לבחירה והצעת מחיר מיידית.',
        heading: 'לנד רובר להשכרה',
        paragraph: 'בחרו מקום ותאריכים, רכב ותוספות, ושלחו פנייה. נחזור אליכם לאישור ההזמנה.',
        alt: 'לנד רובר דיסקברי על דרך עפר בגליל',
        cta: 'ליצירת קשר',
      },
      en: {
        title: 'Car rental',
        metaTitle: 'Rent a Land Rover: Defender, Discovery and Range Rover',
        metaDescription:
          'Rent a Land Rover for a day, a weekend or a week: pick up at the showroom or Ben Gurion Airport, choose extras and see the price at once.',
        heading: 'Land Rover for rent',
        paragraph:
          'Choose a place and dates, a vehicle and extras, and send an enquiry. We will get back to you to confirm.',
        alt: 'A Land Rover Discovery on a dirt road in the Galilee',
        cta: 'Contact us',
      },
    },
  },
  {
    path: '/owners/map-update',
    blocks: ['map-update', 'vin-checker', 'select-vehicle-to-update'],
    image: 3,
    words: {
      he: {
        title: 'עדכון מפות ובדיקת קריאות שירות',
        metaTitle: 'עדכון מפות ניווט ובדיקת קריאות שירות לפי מספר שלדה',
        metaDescription:
          'הורידו את עדכון המפות האחרון לרכב שלכם ובדקו לפי מספר השלדה אם הוא כלול בקריאת שירות.',
        heading: 'שירותים לבעלי רכב',
        paragraph: 'עדכון מפות הניווט, בדיקת קריאות שירות ועדכוני תוכנה, לפי מספר השלדה (VIN) של הרכב.',
        alt: "ריינג' רובר על רקע קו הרקיע של העיר בבין ערביים",
        cta: 'לאיתור מרכז שירות',
      },
      en: {
        title: 'Map updates and service campaigns',
        metaTitle: 'Navigation map updates and service campaign checks by VIN',
        metaDescription:
          'Download the latest map update for your vehicle and check by VIN whether it is part of a service campaign.',
        heading: 'Owner services',
        paragraph:
          'Navigation map updates, service campaign checks and software updates, by your vehicle identification number (VIN).',
        alt: 'A Range Rover against a city skyline at dusk',
        cta: 'Find a service centre',
      },
    },
  },
];

export const toolsPages: SeedPage[] = toolPages.flatMap((page) =>
  (['he', 'en'] as const).map((locale) => {
    const words = page.words[locale];
    return {
      locale,
      path: page.path,
      title: words.title,
      metaTitle: words.metaTitle,
      metaDescription: words.metaDescription,
      blocks: [
        hero({
          heading: words.heading,
          paragraph: words.paragraph,
          button: internalLink(
            page.path === '/owners/map-update' ? '/retailer-locator' : '/contact',
            words.cta,
            'secondary',
          ),
          image: { id: page.image, alt: words.alt, ratio: '16-6-5' },
        }),
        ...page.blocks.map((key) => tool(key, locale)),
      ],
    };
  }),
);
