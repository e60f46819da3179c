import { contentBlocks, hero, internalLink, quote, type Card } from './blocks.js';
import { modelPageBlocks } from './pages.catalogue.js';
import { jaguarOfferBlocks } from './pages.dynamic.js';
import { homeTestDrive } from './pages.forms.js';
import type { SeedPage } from './pages.js';

// The people quoted on these pages are fictional demo testimonials; editors replace them with real ones.

const models = {
  defender: {
    heading: 'דיפנדר',
    paragraph: 'אייקון השטח בגרסאות 90, 110 ו-130: עמיד, מודרני ומוכן לכל הרפתקה.',
    price: 389000,
    link: internalLink('/models/defender', 'לדיפנדר', 'secondary'),
  },
  discovery: {
    heading: 'דיסקברי',
    paragraph: 'רכב השטח המשפחתי והגמיש שלנו, עם שבעה מושבים מלאים ותא מטען שמתאים את עצמו לכל תוכנית.',
    price: 459000,
    link: internalLink('/models/discovery', 'לדיסקברי', 'secondary'),
  },
  rangeRover: {
    heading: "ריינג' רובר",
    paragraph: 'פסגת היוקרה של לנד רובר: שקט מוחלט, עוצמה מעודנת ועיצוב מוקפד עד הפרט האחרון.',
    price: 899000,
    link: internalLink('/models/range-rover', "לריינג' רובר", 'secondary'),
  },
} satisfies Record<string, Card>;

export const hebrewPages: SeedPage[] = [
  {
    locale: 'he',
    path: '/',
    title: 'לנד רובר ישראל',
    metaTitle: "לנד רובר ישראל – דיפנדר, דיסקברי וריינג' רובר",
    metaDescription:
      "לנד רובר ישראל: דיפנדר, דיסקברי וריינג' רובר. הכירו את הדגמים, השוו מחירים ותאמו נסיעת מבחן אצל המשווק הקרוב אליכם.",
    blocks: [
      hero({
        heading: 'מעל ומעבר',
        paragraph:
          'כבר יותר משבעים וחמש שנים לנד רובר בונה רכבים שלוקחים אתכם רחוק יותר – בשטח, בעיר ובכל מה שביניהם. גלו את הדגם שנבנה בשביל הדרך שלכם.',
        button: internalLink('/models/defender', 'הכירו את דיפנדר'),
      }),
      contentBlocks({
        heading: 'שלוש משפחות, רוח אחת',
        cards: [models.defender, models.discovery, models.rangeRover],
      }),
      quote({
        quote: 'רכב טוב מביא אתכם ליעד. לנד רובר הופכת את הדרך עצמה לחוויה שזוכרים.',
        author: 'יעל כהן',
        authorPosition: 'מנהלת חוויית לקוחות, לנד רובר ישראל',
      }),
      homeTestDrive('he'),
    ],
  },
  {
    locale: 'he',
    path: '/models/defender',
    title: 'דיפנדר',
    metaTitle: 'דיפנדר 90, 110 ו-130',
    metaDescription:
      'לנד רובר דיפנדר בגרסאות 90, 110 ו-130: יכולות שטח אגדיות, טכנולוגיה מתקדמת ומקום לעד שמונה נוסעים. החל מ-389,000 ₪.',
    blocks: [
      hero({
        image: { id: 1, alt: 'לנד רובר דיפנדר על דיונה במדבר בשעת שקיעה', ratio: '16-6-5' },
        heading: 'דיפנדר. בלתי ניתן לעצירה',
        paragraph:
          'מרכב מונוקוק קשיח, מתלי אוויר אלקטרוניים ומערכת Terrain Response שמתאימה את הרכב לכל משטח – מחולות המדבר ועד שבילי הגליל.',
        button: internalLink('/', 'לכל הדגמים'),
      }),
      quote({
        quote: 'בדיפנדר לא שואלים אם אפשר לעבור. שואלים רק לאן ממשיכים מכאן.',
        author: 'אורי בן דוד',
        authorPosition: 'מדריך טיולי שטח',
        // Alignment names mirror with the direction: 'left' is the start of the line, the right edge in Hebrew.
        alignment: 'left',
      }),
      ...modelPageBlocks('defender', 'he'),
      contentBlocks({ heading: 'דגמים נוספים שכדאי להכיר', cards: [models.discovery, models.rangeRover] }),
    ],
  },
  {
    locale: 'he',
    path: '/models/range-rover',
    title: "ריינג' רובר",
    metaTitle: "ריינג' רובר – יוקרה ללא גבולות",
    metaDescription:
      "ריינג' רובר: רכב השטח היוקרתי, עם תא נוסעים מרווח ושקט, מערכות נהיגה מתקדמות וגרסאות היברידיות נטענות. החל מ-899,000 ₪.",
    blocks: [
      hero({
        image: { id: 3, alt: "ריינג' רובר על רקע קו הרקיע של העיר בבין ערביים", ratio: '16-6-5' },
        heading: "ריינג' רובר. יוקרה ללא גבולות",
        paragraph:
          "קווים נקיים, תא נוסעים שקט כמו טרקלין ויכולות שטח שלא ויתרו על דבר. ריינג' רובר מגדיר מחדש מה רכב יוקרה מסוגל לעשות.",
        button: internalLink('/', 'לכל הדגמים'),
        boxColor: 'black',
      }),
      ...modelPageBlocks('range-rover', 'he'),
      contentBlocks({ heading: 'דגמים נוספים שכדאי להכיר', cards: [models.defender, models.discovery] }),
    ],
  },
  {
    locale: 'he',
    path: '/models/discovery',
    title: 'דיסקברי',
    metaTitle: 'דיסקברי – מקום לכולם',
    metaDescription:
      'לנד רובר דיסקברי: שבעה מושבים מלאים, גמישות אין-סופית ויכולות שטח של לנד רובר אמיתית. החל מ-459,000 ₪.',
    blocks: [
      hero({
        image: { id: 2, alt: 'לנד רובר דיסקברי על דרך עפר בגליל', ratio: '16-6-5' },
        heading: 'דיסקברי. מקום לכולם',
        paragraph:
          'שבעה מושבים מלאים, תא מטען שגדל לפי הצורך וטכנולוגיה שמחברת את כל המשפחה – בנסיעה היומיומית ובטיול הגדול של הקיץ.',
        button: internalLink('/', 'לכל הדגמים'),
        boxColor: 'grey',
      }),
      quote({
        quote: 'לראשונה יצאנו לטיול משפחתי בלי לוותר על אף אחד – וגם לא על הציוד.',
        author: 'מיכל ואבי רוזן',
        authorPosition: 'בעלי דיסקברי',
      }),
      ...modelPageBlocks('discovery', 'he'),
      contentBlocks({ heading: 'דגמים נוספים שכדאי להכיר', cards: [models.defender, models.rangeRover] }),
      // Issue 12: dynamic content; this Land Rover page shows the fallback of the Jaguar offer.
      ...jaguarOfferBlocks(),
    ],
  },
  {
    locale: 'he',
    path: '/thank-you',
    title: 'תודה',
    metaTitle: 'תודה על פנייתכם',
    metaDescription: 'פנייתכם התקבלה. נציג לנד רובר ישראל יחזור אליכם בהקדם.',
    // A form's success page: keep it out of search results and analytics funnels.
    disableSeoTracking: true,
    blocks: [
      hero({
        heading: 'תודה שפניתם אלינו',
        paragraph:
          'פנייתכם התקבלה בהצלחה. נציג מטעם לנד רובר ישראל יחזור אליכם בהקדם, בדרך כלל בתוך יום עסקים אחד.',
        button: internalLink('/', 'חזרה לדף הבית'),
        boxColor: 'light',
        headerSize: 'l',
      }),
      contentBlocks({
        heading: 'בינתיים, הכירו את הדגמים',
        // No prices on a thank-you page: the visitor has already asked for an offer.
        cards: [models.defender, models.discovery, models.rangeRover].map((card) => ({
          ...card,
          price: null,
        })),
      }),
    ],
  },
];
