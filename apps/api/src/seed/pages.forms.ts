import { contentBlocks, formLink, hero, internalLink, type BoxColor, type Card, type SeedBlock } from './blocks.js';
import type { SeedPage } from './pages.js';

/**
 * The forms of forms.ts by id. A fresh database numbers them in the order seedDemoForms inserts them
 * (one insert); blocks name a form by id (B§3.3 form_id), so the order there is a contract with these.
 */
export const SEED_FORM_IDS = { contact: 1, test_drive: 2, brochure: 3, service: 4, trade_in: 5, offer: 6, rental: 7 } as const;

type Locale = 'he' | 'en';

/** An entry-form block (B§3.2) for a seeded form: a heading, copy and the form with its B§3.3 fields. */
export function entryForm(input: {
  formId: number;
  heading: string;
  paragraph: string;
  twoColumns?: boolean;
  boxColor?: BoxColor;
  formPosition?: 'left' | 'center' | 'right';
  hiddenFields?: Record<string, string>;
  /** Query parameter → field (B§3.3 form_params_mapping). */
  params?: Record<string, string>;
}): SeedBlock {
  return {
    template: 'entry-form',
    fields: {
      block_scroll_id: 'form',
      heading: input.heading,
      header_size: 'l',
      header_tag: 'H2',
      paragraph: `<p>${input.paragraph}</p>`,
      form_id: String(input.formId),
      form_hidden_field_mapping: JSON.stringify(input.hiddenFields ?? {}),
      form_params_mapping: JSON.stringify(input.params ?? {}),
      form_location_params_mapping: '{}',
      form_location_mapping: '{}',
      box_color: input.boxColor ?? 'light',
      button_position: 'center',
      button_color: 'primary',
      form_position: input.formPosition ?? 'center',
      has_two_columns: input.twoColumns ?? true,
      has_button_margin: false,
      modal_form: false,
    },
    groups: [],
  };
}

/** The offer enquiry (B§3.2 offers-to-lead) with its error state and "Try again" (B§4, B§8). */
export function offersToLead(locale: Locale): SeedBlock {
  return {
    template: 'offers-to-lead',
    fields: {
      block_scroll_id: 'offer-form',
      category: 'finance',
      defender: true,
      discovery: true,
      range_rover: true,
      form_title: locale === 'he' ? 'מתעניינים במבצע?' : 'Interested in an offer?',
      form_subtile:
        locale === 'he' ? 'השאירו פרטים ונציג יחזור אליכם עם הצעה מותאמת.' : 'Leave your details and we will call you with a tailored offer.',
      form_id: String(SEED_FORM_IDS.offer),
      form_hidden_field_mapping: '{}',
      form_params_mapping: '{}',
      form_location_params_mapping: '{}',
      form_location_mapping: '{}',
      box_color: 'grey',
      button_position: 'right',
      button_color: 'primary',
      form_position: 'center',
      has_two_columns: true,
      has_button_margin: true,
      modal_form: false,
      error_text: locale === 'he' ? 'שליחת הבקשה למבצע נכשלה' : 'Offers request error',
      error_button_text: locale === 'he' ? 'נסו שוב' : 'Try again',
    },
    groups: [],
  };
}

const copy = {
  he: {
    testDriveLink: 'קבעו נסיעת מבחן',
    testDrive: {
      title: 'נסיעת מבחן',
      hero: 'בואו להרגיש את ההבדל מאחורי ההגה. בחרו דגם ומועד, ונציג יחזור אליכם לתיאום.',
      heading: 'הזמנת נסיעת מבחן',
      paragraph: 'מלאו את הפרטים ונחזור אליכם לתיאום מועד אצל המשווק הקרוב.',
    },
    brochure: {
      title: 'בקשת קטלוג',
      hero: 'כל המידע על הדגם שבחרתם: מפרט, גרסאות, צבעים ואבזור – ישירות לתיבת הדוא״ל.',
      heading: 'שלחו לי קטלוג',
      paragraph: 'בחרו דגם והקטלוג יישלח אליכם בדוא״ל.',
    },
    service: {
      title: 'זימון טיפול',
      hero: 'מרכזי השירות שלנו מטפלים ברכב שלכם בחלקים מקוריים ובידי טכנאים מוסמכים.',
      heading: 'זימון תור לטיפול',
      paragraph: 'מלאו את פרטי הרכב והמועד המועדף, ומרכז השירות יאשר את התור.',
    },
    tradeIn: {
      title: 'טרייד אין',
      hero: 'מחליפים רכב? ספרו לנו על הרכב הנוכחי ונחזור אליכם עם הצעת מחיר.',
      heading: 'הערכת שווי לרכב שלכם',
      paragraph: 'פרטי הרכב עוזרים לשמאי שלנו לתת הצעה מדויקת.',
    },
    contactForm: { heading: 'השאירו פרטים', paragraph: 'נציג יחזור אליכם בהקדם, בדרך כלל בתוך יום עסקים.' },
    more: 'פניות נוספות',
    cards: { testDrive: 'לנסיעת מבחן', brochure: 'לבקשת קטלוג', service: 'לזימון טיפול', tradeIn: 'לטרייד אין' },
    homeTestDrive: { heading: 'נסיעת מבחן', paragraph: 'הדרך הטובה ביותר להכיר לנד רובר היא מאחורי ההגה.' },
  },
  en: {
    testDriveLink: 'Book a test drive',
    testDrive: {
      title: 'Test drive',
      hero: 'Feel the difference from behind the wheel. Choose a model and a date, and we will call you to book it.',
      heading: 'Book a test drive',
      paragraph: 'Fill in your details and we will arrange a date with your nearest retailer.',
    },
    brochure: {
      title: 'Request a brochure',
      hero: 'Everything about the model you chose – specification, versions, colours and equipment – in your inbox.',
      heading: 'Send me a brochure',
      paragraph: 'Choose a model and the brochure is on its way by email.',
    },
    service: {
      title: 'Book a service',
      hero: 'Our service centres look after your car with genuine parts and certified technicians.',
      heading: 'Book a service appointment',
      paragraph: 'Tell us about your car and your preferred date, and the service centre will confirm it.',
    },
    tradeIn: {
      title: 'Trade-in',
      hero: 'Changing cars? Tell us about your current one and we will come back to you with an offer.',
      heading: 'Value your car',
      paragraph: 'Your car’s details help our appraiser make an accurate offer.',
    },
    contactForm: { heading: 'Leave your details', paragraph: 'We will get back to you soon, usually within one business day.' },
    more: 'Other requests',
    cards: { testDrive: 'Book a test drive', brochure: 'Request a brochure', service: 'Book a service', tradeIn: 'Trade-in' },
    homeTestDrive: { heading: 'Test drive', paragraph: 'The best way to get to know a Land Rover is from behind the wheel.' },
  },
} as const;

/** The contact page's form, for pages.demo.ts. */
export function contactForm(locale: Locale): SeedBlock {
  const text = copy[locale].contactForm;
  return entryForm({ formId: SEED_FORM_IDS.contact, heading: text.heading, paragraph: text.paragraph });
}

/** Cards to the other form pages, so each is reachable from the contact page. */
export function otherRequests(locale: Locale): SeedBlock {
  const text = copy[locale];
  const card = (heading: string, paragraph: string, path: string, label: string): Card => ({
    heading,
    paragraph,
    price: null,
    link: internalLink(path, label, 'secondary'),
  });
  return contentBlocks({
    heading: text.more,
    cards: [
      card(text.testDrive.title, text.testDrive.paragraph, '/test-drive', text.cards.testDrive),
      card(text.brochure.title, text.brochure.paragraph, '/brochure', text.cards.brochure),
      card(text.service.title, text.service.paragraph, '/service-booking', text.cards.service),
      card(text.tradeIn.title, text.tradeIn.paragraph, '/trade-in', text.cards.tradeIn),
    ],
  });
}

/** The home page's test-drive section: a `form` link that opens the test drive in the modal form (A§4). */
export function homeTestDrive(locale: Locale): SeedBlock {
  const text = copy[locale];
  return hero({
    heading: text.homeTestDrive.heading,
    paragraph: text.homeTestDrive.paragraph,
    headerTag: 'H2',
    headerSize: 'l',
    boxColor: 'grey',
    button: formLink(SEED_FORM_IDS.test_drive, text.testDriveLink, { doubleColumn: true }),
  });
}

function formPage(locale: Locale, path: string, page: { title: string; hero: string; heading: string; paragraph: string }, form: SeedBlock): SeedPage {
  return {
    locale,
    path,
    title: page.title,
    metaTitle: page.title,
    metaDescription: page.hero,
    blocks: [
      hero({ heading: page.title, paragraph: page.hero, button: internalLink('/contact', locale === 'he' ? 'לכל דרכי הפנייה' : 'All ways to reach us', 'secondary'), boxColor: 'grey', headerSize: 'l' }),
      form,
    ],
  };
}

function pagesIn(locale: Locale): SeedPage[] {
  const text = copy[locale];
  const block = (formId: number, page: { heading: string; paragraph: string }, extra: Partial<Parameters<typeof entryForm>[0]> = {}) =>
    entryForm({ formId, heading: page.heading, paragraph: page.paragraph, ...extra });
  return [
    // ?model=defender preselects the model (B§5 query prefill: same-name fields, non-empty values only).
    formPage(locale, '/test-drive', text.testDrive, block(SEED_FORM_IDS.test_drive, text.testDrive)),
    formPage(locale, '/brochure', text.brochure, block(SEED_FORM_IDS.brochure, text.brochure, { formPosition: 'left', twoColumns: false })),
    formPage(locale, '/service-booking', text.service, block(SEED_FORM_IDS.service, text.service)),
    formPage(locale, '/trade-in', text.tradeIn, block(SEED_FORM_IDS.trade_in, text.tradeIn)),
  ];
}

/** Issue 11: a page per seeded form (contact and offers live on their own pages), in Hebrew and English. */
export const formPages: SeedPage[] = [...pagesIn('he'), ...pagesIn('en')];
