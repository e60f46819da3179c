import { contentBlocks, hero, internalLink, quote, type Card, type SeedBlock } from './blocks.js';
import type { SeedPage } from './pages.js';

// Dynamic content demo (issue 12, B§3.5/B§4): blocks carrying a `dc_strategy` that the site shows or
// hides by the URL-brand strategy. A Jaguar model page (/models/f-pace) shows the Jaguar offer; a Land
// Rover model page (/models/discovery) shows its fallback, which points at the Jaguar page, so a
// client-side navigation between the two swaps them. Hebrew only.

/** The path of the Jaguar model page, the one page of the demo whose address names a Jaguar model. */
export const JAGUAR_DEMO_PATH = '/models/f-pace';

/** B§3.5 dynamic content item: shown on pages whose address names a Jaguar model (URL brand, B§5). */
export const JAGUAR_PAGES_ONLY = { key: 'url_brand', value: 'any_jag', fallback: false } as const;
/** Its fallback: shown wherever the condition above does not pass (every other page, once mounted). */
export const EXCEPT_JAGUAR_PAGES = { key: 'url_brand', value: 'any_jag', fallback: true } as const;

const withCondition = (block: SeedBlock, condition: Record<string, unknown>): SeedBlock => ({
  ...block,
  fields: { ...block.fields, dc_strategy: condition },
});

/**
 * The pair of sibling blocks: the Jaguar offer and, in the fallback slot, an invitation to the Jaguar
 * page. Kept at the end of a page, so the swap after hydration never moves content in view (CLS).
 */
export function jaguarOfferBlocks(): SeedBlock[] {
  return [
    withCondition(
      contentBlocks({
        heading: 'הטבת השקה ליגואר F-PACE',
        boxColor: 'grey',
        cards: [
          {
            heading: 'ליסינג ליגואר F-PACE',
            paragraph:
              'F-PACE P400e בליסינג החל מ-7,500 ₪ לחודש, עם ביטוח מקיף לשנה הראשונה. ההטבה בתוקף עד סוף החודש.',
            price: null,
            link: internalLink('/offers', 'לכל המבצעים', 'secondary'),
          },
        ],
      }),
      JAGUAR_PAGES_ONLY,
    ),
    withCondition(
      contentBlocks({
        heading: 'מחפשים משהו ספורטיבי יותר?',
        boxColor: 'grey',
        cards: [
          {
            heading: 'יגואר F-PACE',
            paragraph: 'רכב הפנאי הספורטיבי של יגואר, עכשיו גם אצלנו. הכירו את ה-F-PACE ותאמו נסיעת מבחן.',
            price: null,
            link: internalLink(JAGUAR_DEMO_PATH, 'ליגואר F-PACE', 'secondary'),
          },
        ],
      }),
      EXCEPT_JAGUAR_PAGES,
    ),
  ];
}

const landRoverModels: Card[] = [
  {
    heading: 'דיסקברי',
    paragraph: 'רכב השטח המשפחתי והגמיש שלנו, עם שבעה מושבים מלאים ותא מטען שמתאים את עצמו לכל תוכנית.',
    price: 459000,
    link: internalLink('/models/discovery', 'לדיסקברי', 'secondary'),
  },
  {
    heading: 'דיפנדר',
    paragraph: 'אייקון השטח בגרסאות 90, 110 ו-130: עמיד, מודרני ומוכן לכל הרפתקה.',
    price: 389000,
    link: internalLink('/models/defender', 'לדיפנדר', 'secondary'),
  },
];

export const dynamicContentPages: SeedPage[] = [
  {
    locale: 'he',
    path: JAGUAR_DEMO_PATH,
    title: 'יגואר F-PACE',
    metaTitle: 'יגואר F-PACE – רכב הפנאי הספורטיבי',
    metaDescription:
      'יגואר F-PACE: רכב פנאי ספורטיבי עם הנעה היברידית נטענת, 404 כ״ס וטווח חשמלי של 62 ק״מ. החל מ-519,000 ₪.',
    blocks: [
      hero({
        heading: 'יגואר F-PACE. ביצועים לכל יום',
        paragraph:
          'עיצוב ספורטיבי, 404 כ״ס בהנעה היברידית נטענת ותא נוסעים מרווח למשפחה: F-PACE מחבר בין הכביש המהיר לשגרה.',
        button: internalLink('/contact', 'תיאום נסיעת מבחן'),
        boxColor: 'black',
      }),
      quote({
        quote: 'חיפשתי רכב משפחתי שלא מוותר על ההנאה מהנהיגה. ה-F-PACE נתן לי את שניהם.',
        author: 'נועה לוי',
        authorPosition: 'בעלת יגואר F-PACE',
      }),
      contentBlocks({ heading: 'דגמים נוספים שכדאי להכיר', cards: landRoverModels }),
      ...jaguarOfferBlocks(),
    ],
  },
];
