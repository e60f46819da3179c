// Examples of the finance blocks (issue 15): real, working demo content for the all-blocks page and the
// editor's "insert example", merged over the generic values by exampleInstance (see examples.ts).
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

/**
 * Demo catalogue nameplates (apps/api seed catalogue.data.ts) at their entry derivative's list price in
 * shekels; image ids are the seeded media library (1–3 heroes: Defender, Discovery, Range Rover).
 */
const models = (he: boolean) => [
  {
    key: 'defender-110',
    name: he ? 'דיפנדר 110 D250 SE' : 'Defender 110 D250 SE',
    price: 459000,
    image_id: 1,
    free_items: he
      ? ['3 שנות שירות ללא עלות', 'וו גרירה מתקפל']
      : ['3 years of free servicing', 'Deployable tow bar'],
  },
  {
    key: 'discovery',
    name: he ? 'דיסקברי D300 Dynamic SE' : 'Discovery D300 Dynamic SE',
    price: 459000,
    image_id: 2,
    free_items: he ? ['3 שנות שירות ללא עלות'] : ['3 years of free servicing'],
  },
  {
    key: 'range-rover-evoque',
    name: he ? "ריינג' רובר איווק P250 S" : 'Range Rover Evoque P250 S',
    price: 399000,
    image_id: 3,
    free_items: he ? ['ביטוח מקיף לשנה הראשונה'] : ['Comprehensive insurance for the first year'],
  },
  {
    key: 'range-rover-sport',
    name: he ? "ריינג' רובר ספורט P460e Dynamic SE" : 'Range Rover Sport P460e Dynamic SE',
    price: 749000,
    image_id: 3,
    free_items: he ? ['מטען ביתי 7kW כולל התקנה'] : ['7 kW home charger, installed'],
  },
];

const range = (label: string, min: number, max: number, value: number, interval: number, unit: string) => ({
  label,
  min,
  max,
  default: value,
  interval,
  unit,
});

const output = (he: boolean) =>
  JSON.stringify({
    monthly_payment: { label: he ? 'החזר חודשי' : 'Monthly payment' },
    on_the_road_price: { label: he ? 'מחיר הרכב' : 'On the road price' },
    total_deposit: {
      label: he ? 'סך התשלום בחתימה' : 'Total deposit',
      cash_deposit: { label: he ? 'מקדמה במזומן' : 'Cash deposit' },
    },
    total_amount_of_credit: { label: he ? 'סכום האשראי' : 'Total amount of credit' },
    monthly_payments: { label: he ? 'מספר תשלומים' : 'Monthly payments' },
    duration_of_agreement: { label: he ? 'משך העסקה' : 'Duration of agreement', unit: 'months' },
    interest_rate: { label: he ? 'ריבית שנתית' : 'Annual interest rate', unit: '%' },
    created_at: { label: he ? 'תאריך ההצעה' : 'Quote date', date_style: 'long' },
  });

export const financeExamples: Readonly<Record<string, Example>> = {
  'finance-calculator': (locale) => {
    const he = locale === 'he';
    return {
      fields: {
        heading: he ? 'מחשבון מימון' : 'Finance calculator',
        header_size: 'l',
        header_tag: 'H2',
        nameplate_key_filter: '',
        calculator_style: 'default',
        model_label: he ? 'בחרו דגם' : 'Choose a model',
        finance_product_label: he ? 'מסלול מימון' : 'Finance product',
        results_label: he ? 'ההצעה שלכם' : 'Your quote',
        free_items_label: he ? 'כלול ברכישה' : 'Included with the car',
        hide_free_items: false,
        disclaimers: he
          ? '<p>החישוב להמחשה בלבד ואינו מהווה הצעה לאשראי. אישור האשראי בכפוף לשיקול דעת הגוף המממן. אי עמידה בפירעון ההלוואה עלולה לגרור חיוב בריבית פיגורים והליכי הוצאה לפועל.</p>'
          : '<p>For illustration only; not an offer of credit. Credit is subject to the lender’s approval. Failure to repay may lead to late-payment interest and enforcement proceedings.</p>',
        models_info: JSON.stringify(models(he)),
        box_color: 'light',
      },
      groups: [
        {
          finance_product: 'IsraelSpitzerLoan',
          name: he ? 'הלוואה בנקאית (שפיצר)' : 'Bank loan (Spitzer)',
          description: he
            ? '<p>החזר חודשי קבוע לכל התקופה, בלוח סילוקין שפיצר. עמלת פתיחת תיק חד־פעמית של ₪500.</p>'
            : '<p>The same monthly payment for the whole term, on a Spitzer schedule. A one-off ₪500 file-opening fee.</p>',
          link: link('/offers', he ? 'כל מבצעי המימון' : 'All finance offers', 'secondary'),
          main_button: link('/contact', he ? 'לקבלת הצעה מנציג' : 'Get a quote from an adviser'),
          additional_buttons: [],
          input_configuration: JSON.stringify({
            down_payment: range(he ? 'מקדמה' : 'Down payment', 20, 50, 20, 5, '%'),
            duration: range(he ? 'תקופה' : 'Duration', 4, 7, 4, 1, 'years'),
            interest_rate: range(he ? 'ריבית שנתית' : 'Annual interest rate', 3.9, 8.9, 5.9, 0.1, '%'),
          }),
          output_configuration: output(he),
          disclaimer_title: he ? 'תנאי ההלוואה' : 'Loan terms',
          disclaimer_body: he
            ? '<p>ריבית שנתית קבועה, לא צמודה. ההחזר החודשי מעוגל לשקל.</p>'
            : '<p>Fixed annual rate, not index-linked. The monthly payment is rounded to the shekel.</p>',
        },
        {
          finance_product: 'IsraelBalloon5050',
          name: he ? '50/50' : '50/50 balloon',
          description: he
            ? '<p>משלמים 50% היום ו־50% בסוף התקופה; בינתיים משלמים רק את הריבית.</p>'
            : '<p>Pay 50% today and 50% at the end of the term; in between you pay only the interest.</p>',
          link: null,
          main_button: link('/contact', he ? 'לתיאום פגישה' : 'Book a meeting'),
          additional_buttons: [link('/models/defender', he ? 'לעמוד הדגם' : 'See the model', 'tertiary')],
          input_configuration: JSON.stringify({
            down_payment: range(he ? 'מקדמה' : 'Down payment', 50, 50, 50, 0, '%'),
            duration: range(he ? 'תקופה' : 'Duration', 12, 36, 36, 12, 'months'),
            interest_rate: range(he ? 'ריבית שנתית' : 'Annual interest rate', 0, 0, 0, 0, '%'),
          }),
          output_configuration: output(he),
          disclaimer_title: he ? 'על תשלום הבלון' : 'About the balloon payment',
          disclaimer_body: he
            ? '<p>תשלום הבלון (50% ממחיר הרכב) משולם בתום התקופה או ממומן מחדש. עמלת טיפול ₪350.</p>'
            : '<p>The balloon (50% of the price) is paid at the end of the term or refinanced. ₪350 handling fee.</p>',
        },
        {
          finance_product: 'IsraelPrivateLease',
          name: he ? 'ליסינג פרטי' : 'Private lease',
          description: he
            ? '<p>תשלום חודשי על השימוש ברכב; בסוף התקופה מחזירים את הרכב או רוכשים אותו בערך השייר (40%).</p>'
            : '<p>A monthly payment for using the car; at the end, hand it back or buy it at its residual value (40%).</p>',
          link: null,
          main_button: link('/contact', he ? 'לבדיקת זכאות' : 'Check eligibility'),
          additional_buttons: [],
          input_configuration: JSON.stringify({
            down_payment: range(he ? 'מקדמה' : 'Down payment', 0, 30, 10, 5, '%'),
            duration: range(he ? 'תקופה' : 'Duration', 2, 4, 3, 1, 'years'),
            interest_rate: range(he ? 'ריבית שנתית' : 'Annual interest rate', 0, 0, 0, 0, '%'),
          }),
          output_configuration: output(he),
          disclaimer_title: he ? 'תנאי הליסינג' : 'Lease terms',
          disclaimer_body: he
            ? '<p>עד 20,000 ק״מ בשנה. ק״מ עודף בתשלום נוסף.</p>'
            : '<p>Up to 20,000 km a year; extra kilometres are charged.</p>',
        },
      ],
    };
  },
};
