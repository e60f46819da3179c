// Examples of the quizzes blocks (issue 15): real, working demo content for the all-blocks page and the
// editor's "insert example", merged over the generic values by exampleInstance (see examples.ts).
import type { BlockInstanceInput } from './validate/validate';

type Locale = 'he' | 'en';
type Example = (locale: Locale) => Partial<BlockInstanceInput>;
type Pair = { he: string; en: string };

const link = (url: string, text: string, uiType: 'primary' | 'secondary' | 'tertiary' = 'primary') => ({
  url,
  type: 'internal',
  target: '_self',
  link_text: text,
  ui_type: uiType,
});

/** An answer: value (scored by `quiz.fuel_type.scoring`), label and description in both languages. */
const answer = (value: string, label: Pair, description: Pair) => (locale: Locale) => ({
  value,
  label: label[locale],
  description: description[locale],
});

const FUEL_STEPS = [
  {
    heading: { he: 'כמה קילומטרים אתם נוסעים בשנה?', en: 'How far do you drive in a year?' },
    subheading: { he: 'הערכה גסה מספיקה.', en: 'A rough estimate is enough.' },
    answers: [
      answer('under-11000', { he: 'פחות מ-11,000 ק"מ', en: 'Under 11,000 km' }, { he: 'בעיקר נסיעות בעיר ובסביבה.', en: 'Mostly around town.' }),
      answer('11000-24000', { he: '11,000 עד 24,000 ק"מ', en: '11,000 to 24,000 km' }, { he: 'נסיעות יומיות ומדי פעם נסיעה ארוכה.', en: 'A daily commute and the odd long trip.' }),
      answer('over-24000', { he: 'יותר מ-24,000 ק"מ', en: 'Over 24,000 km' }, { he: 'הרבה זמן על הכביש, לעבודה ולפנאי.', en: 'Plenty of time on the road, for work and play.' }),
    ],
  },
  {
    heading: { he: 'מה אורך הנסיעה הטיפוסית שלכם?', en: 'How long is your typical journey?' },
    subheading: { he: 'חשבו על נסיעה רגילה, לא על החופשה השנתית.', en: 'Think of an ordinary trip, not the annual holiday.' },
    answers: [
      answer('under-16', { he: 'פחות מ-16 ק"מ', en: 'Under 16 km' }, { he: 'לבית הספר, לסופר ובחזרה.', en: 'The school run and the shops.' }),
      answer('16-48', { he: '16 עד 48 ק"מ', en: '16 to 48 km' }, { he: 'נסיעה לעבודה בתוך המטרופולין.', en: 'A commute across the city.' }),
      answer('48-160', { he: '48 עד 160 ק"מ', en: '48 to 160 km' }, { he: 'בין ערים, למשל תל אביב–חיפה.', en: 'Between cities, say Tel Aviv to Haifa.' }),
      answer('over-160', { he: 'יותר מ-160 ק"מ', en: 'Over 160 km' }, { he: 'לאילת, לגליל או לרמת הגולן.', en: 'To Eilat, the Galilee or the Golan Heights.' }),
    ],
  },
  {
    heading: { he: 'איזה סוג נהיגה מתאר אתכם?', en: 'What kind of driving do you do?' },
    subheading: { he: 'אפשר לבחור יותר מתשובה אחת', en: 'Select all that apply' },
    answers: [
      answer('short-runs', { he: 'נסיעות קצרות', en: 'Short runs' }, { he: 'הרבה עצירות והתנעות.', en: 'Lots of stops and starts.' }),
      answer('business-touring', { he: 'נסיעות עסקים וטיולים', en: 'Business travel and touring' }, { he: 'שעות ארוכות ברצף על הכביש המהיר.', en: 'Long hours on the highway.' }),
      answer('towing', { he: 'גרירה והובלה', en: 'Towing and transporting' }, { he: 'נגרר, סירה, קרוואן או ציוד כבד.', en: 'A trailer, boat, caravan or heavy kit.' }),
      answer('pleasure', { he: 'נהיגה להנאה', en: 'Driving for pleasure' }, { he: 'דרכים מפותלות ושטח בסופי שבוע.', en: 'Winding roads and off-road weekends.' }),
    ],
  },
  {
    heading: {
      he: 'איפה אתם נוהגים בעיקר, והאם יש לכם גישה לעמדת טעינה?',
      en: 'Can you reach a charge point, and where do you mostly drive?',
    },
    subheading: { he: 'עמדה בבית או בעבודה משנה את התמונה.', en: 'A charge point at home or at work changes the picture.' },
    answers: [
      answer('urban', { he: 'עירוני', en: 'Urban' }, { he: 'בעיר, עם עמדת טעינה בבית או בעבודה.', en: 'In town, with a charge point at home or work.' }),
      answer('rural', { he: 'כפרי', en: 'Rural' }, { he: 'מושב, קיבוץ או יישוב, ועמדות טעינה רחוקות.', en: 'Villages and countryside, charge points far apart.' }),
      answer('motorway', { he: 'כבישים מהירים', en: 'Motorway' }, { he: 'כביש 6 וכביש 1, במהירות קבועה.', en: 'Steady speeds on the main highways.' }),
      answer('mixed', { he: 'משולב', en: 'Mixed' }, { he: 'קצת מהכול.', en: 'A bit of everything.' }),
    ],
  },
  {
    heading: {
      he: 'אתם נוסעים יותר מ-300 ק"מ ברצף פעם בחודש או יותר? איך אתם נוהגים בנסיעות כאלה?',
      en: 'Do you drive more than 300 km in one go once a month or more? How do you drive then?',
    },
    subheading: { he: 'בחרו את הסגנון הקרוב אליכם.', en: 'Pick the style closest to yours.' },
    answers: [
      answer('efficient', { he: 'חסכוני', en: 'Efficient' }, { he: 'כמה שפחות עצירות לתדלוק או לטעינה.', en: 'As few fuel or charging stops as possible.' }),
      answer('leisurely', { he: 'רגוע', en: 'Leisurely' }, { he: 'עצירה לקפה בדרך היא חלק מהכיף.', en: 'A coffee stop is part of the fun.' }),
      answer('spirited', { he: 'ספורטיבי', en: 'Spirited' }, { he: 'תגובה מיידית לדוושה ותחושת כביש.', en: 'Instant response and feel for the road.' }),
    ],
  },
];

interface ResultCopy {
  heading: string;
  image: number;
  alt: string;
  introduction: string;
  description: string;
  advantages: string[];
  disadvantages: string[];
  vehicle: [label: string, url: string];
  other: [label: string, url: string];
  aside: { label: string; description: string; primary: [string, string]; secondary: [string, string] };
}

const RESULTS: Record<'petrol' | 'diesel' | 'phev' | 'bev', Record<Locale, ResultCopy>> = {
  petrol: {
    he: {
      heading: 'בנזין',
      image: 1,
      alt: 'ריינג׳ רובר ספורט בנסיעה בכביש הררי',
      introduction: '<p>מנוע בנזין מתאים לנהיגה מגוונת, לנסיעות קצרות עד בינוניות ולמי שאוהב תגובה חדה.</p>',
      description: '<p>מנועי הבנזין שלנו משלבים טכנולוגיית Mild Hybrid שחוסכת דלק בעצירות ובהאטות, עם שקט ועידון בכל נסיעה.</p>',
      advantages: ['תגובה מהירה ונהיגה שקטה', 'מחיר רכישה נמוך יותר', 'תדלוק מהיר בכל תחנה'],
      disadvantages: ['צריכת דלק גבוהה יותר בנסיעות ארוכות', 'פליטות גבוהות מהיברידי נטען'],
      vehicle: ['לדגמי ריינג׳ רובר', '/models/range-rover'],
      other: ['להשוואת כל הדגמים', '/all-models'],
      aside: {
        label: 'רוצים להרגיש את זה?',
        description: '<p>קבעו נסיעת מבחן באולם התצוגה הקרוב אליכם.</p>',
        primary: ['לקביעת נסיעת מבחן', '/contact'],
        secondary: ['לאיתור אולם תצוגה', '/retailer-locator'],
      },
    },
    en: {
      heading: 'Petrol',
      image: 1,
      alt: 'Range Rover Sport on a mountain road',
      introduction: '<p>A petrol engine suits varied driving, short to medium trips and drivers who enjoy a sharp response.</p>',
      description: '<p>Our petrol engines use mild-hybrid technology that saves fuel when you stop and slow down, with refinement on every journey.</p>',
      advantages: ['Quick response and quiet driving', 'Lower purchase price', 'Fast refuelling anywhere'],
      disadvantages: ['Higher consumption on long journeys', 'Higher emissions than a plug-in hybrid'],
      vehicle: ['Explore Range Rover', '/models/range-rover'],
      other: ['Compare every model', '/all-models'],
      aside: {
        label: 'Want to feel it?',
        description: '<p>Book a test drive at your nearest showroom.</p>',
        primary: ['Book a test drive', '/contact'],
        secondary: ['Find a retailer', '/retailer-locator'],
      },
    },
  },
  diesel: {
    he: {
      heading: 'דיזל',
      image: 2,
      alt: 'דיפנדר 110 גורר סירה בחוף',
      introduction: '<p>דיזל הוא הבחירה הטבעית למי שנוסע הרבה, למרחקים ארוכים, ולמי שגורר.</p>',
      description: '<p>מומנט גבוה בסל"ד נמוך, טווח נסיעה ארוך ויכולת גרירה של עד 3,500 ק"ג בדיפנדר.</p>',
      advantages: ['טווח ארוך בין תדלוקים', 'מומנט חזק לגרירה ולשטח', 'צריכה נמוכה בכביש המהיר'],
      disadvantages: ['פחות מתאים לנסיעות עירוניות קצרות', 'מחיר רכישה גבוה יותר'],
      vehicle: ['לדגמי דיפנדר', '/models/defender'],
      other: ['לדגמי דיסקברי', '/models/discovery'],
      aside: {
        label: 'גוררים באופן קבוע?',
        description: '<p>היועצים שלנו יתאימו לכם את וו הגרירה והאבזור הנכונים.</p>',
        primary: ['לשיחה עם יועץ', '/contact'],
        secondary: ['לאיתור אולם תצוגה', '/retailer-locator'],
      },
    },
    en: {
      heading: 'Diesel',
      image: 2,
      alt: 'Defender 110 towing a boat on the beach',
      introduction: '<p>Diesel is the natural choice for high mileage, long distances and towing.</p>',
      description: '<p>Strong torque at low revs, a long range and up to 3,500 kg of towing capacity in Defender.</p>',
      advantages: ['Long range between fill-ups', 'Strong torque for towing and off-road', 'Low consumption on the motorway'],
      disadvantages: ['Less suited to short urban trips', 'Higher purchase price'],
      vehicle: ['Explore Defender', '/models/defender'],
      other: ['Explore Discovery', '/models/discovery'],
      aside: {
        label: 'Tow regularly?',
        description: '<p>Our advisers will fit the right tow bar and equipment for you.</p>',
        primary: ['Talk to an adviser', '/contact'],
        secondary: ['Find a retailer', '/retailer-locator'],
      },
    },
  },
  phev: {
    he: {
      heading: 'היברידי נטען (PHEV)',
      image: 3,
      alt: 'דיפנדר 110 P400e בטעינה בבית',
      introduction: '<p>היברידי נטען נוסע בחשמל בנסיעות היומיות ובבנזין בנסיעות הארוכות – בלי לחשוב על טווח.</p>',
      description: '<p>עד 50 ק"מ בנסיעה חשמלית בלבד לפי תקן WLTP, ומנוע בנזין לכל השאר. טוענים בלילה בבית ונוסעים בשקט בבוקר.</p>',
      advantages: ['נסיעות יומיות בחשמל בלבד', 'בלי חרדת טווח בנסיעות ארוכות', 'מיסוי ירוק מופחת'],
      disadvantages: ['כדאי במיוחד עם עמדת טעינה קבועה', 'משקל גבוה יותר'],
      vehicle: ['לדיפנדר 110 P400e', '/models/defender'],
      other: ['לדגמים החשמליים', '/models/range-rover-electric'],
      aside: {
        label: 'טעינה בבית',
        description: '<p>נסביר איך מתקינים עמדת טעינה ביתית ומה העלות לקילומטר.</p>',
        primary: ['לתיאום פגישת ייעוץ', '/contact'],
        secondary: ['למבצעים ומימון', '/offers'],
      },
    },
    en: {
      heading: 'Plug-in hybrid (PHEV)',
      image: 3,
      alt: 'Defender 110 P400e charging at home',
      introduction: '<p>A plug-in hybrid runs on electricity for daily trips and on petrol for long ones — no range worries.</p>',
      description: '<p>Up to 50 km of pure electric driving (WLTP) and a petrol engine for the rest. Charge overnight at home and drive off silently in the morning.</p>',
      advantages: ['Daily trips on electricity alone', 'No range anxiety on long trips', 'Lower green tax'],
      disadvantages: ['Best with a regular charge point', 'More weight'],
      vehicle: ['Explore Defender 110 P400e', '/models/defender'],
      other: ['Explore our electric models', '/models/range-rover-electric'],
      aside: {
        label: 'Charging at home',
        description: '<p>We explain how to install a home charger and what it costs per kilometre.</p>',
        primary: ['Book a consultation', '/contact'],
        secondary: ['Offers and finance', '/offers'],
      },
    },
  },
  bev: {
    he: {
      heading: 'חשמלי',
      image: 4,
      alt: 'ריינג׳ רובר חשמלי ברחוב עירוני',
      introduction: '<p>רכב חשמלי מושלם לנסיעות עירוניות וליומיות, כשיש לכם עמדת טעינה בבית או בעבודה.</p>',
      description: '<p>אפס פליטות מהמפלט, שקט מוחלט ותאוצה מיידית. עלות האנרגיה לקילומטר נמוכה משמעותית מבנזין.</p>',
      advantages: ['אפס פליטות בנסיעה', 'עלות אנרגיה ותחזוקה נמוכה', 'שקט ותאוצה מיידית'],
      disadvantages: ['נסיעות ארוכות מצריכות תכנון טעינה', 'גרירה מקצרת את הטווח'],
      vehicle: ['לריינג׳ רובר החשמלי', '/models/range-rover-electric'],
      other: ['להיברידי הנטען', '/models/defender'],
      aside: {
        label: 'כמה זה עולה לכם?',
        description: '<p>ביועץ החשמלי נחשב יחד את עלות הטעינה לפי המסלול שלכם.</p>',
        primary: ['לשיחה עם יועץ', '/contact'],
        secondary: ['לאיתור אולם תצוגה', '/retailer-locator'],
      },
    },
    en: {
      heading: 'Electric',
      image: 4,
      alt: 'Range Rover Electric on a city street',
      introduction: '<p>An electric car is perfect for city and daily driving when you can charge at home or at work.</p>',
      description: '<p>Zero tailpipe emissions, silence and instant acceleration. Energy per kilometre costs far less than petrol.</p>',
      advantages: ['Zero emissions while driving', 'Low energy and servicing costs', 'Silence and instant acceleration'],
      disadvantages: ['Long trips need charging plans', 'Towing shortens the range'],
      vehicle: ['Explore Range Rover Electric', '/models/range-rover-electric'],
      other: ['Explore the plug-in hybrid', '/models/defender'],
      aside: {
        label: 'What will it cost you?',
        description: '<p>With an electric adviser, work out your charging costs for your own routes.</p>',
        primary: ['Talk to an adviser', '/contact'],
        secondary: ['Find a retailer', '/retailer-locator'],
      },
    },
  },
};

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

function fuelQuiz(locale: Locale): Partial<BlockInstanceInput> {
  const he = locale === 'he';
  const fields: Record<string, unknown> = {
    heading: he ? 'בנזין, דיזל, היברידי או חשמלי?' : 'Petrol, diesel, hybrid or electric?',
    header_tag: 'H2',
    header_size: 'l',
    intro_text: he
      ? '<p>חמש שאלות קצרות על הנהיגה שלכם, ונמליץ על מערכת ההנעה שמתאימה לכם – עם חלופה שכדאי לשקול.</p>'
      : '<p>Five short questions about how you drive, and we will recommend the powertrain that suits you — with an alternative worth considering.</p>',
    start_label: he ? 'בואו נתחיל' : 'Start the quiz',
    next_label: he ? 'הבא' : 'Next',
    previous_label: he ? 'הקודם' : 'Previous',
    see_result_label: he ? 'לתוצאה' : 'See result',
    start_again_label: he ? 'להתחיל מחדש' : 'Start again',
    also_consider_label: he ? 'כדאי לשקול גם' : 'You could also consider',
    box_color: 'light',
  };
  FUEL_STEPS.forEach((step, index) => {
    const n = index + 1;
    fields[`step_${n}_heading`] = step.heading[locale];
    fields[`step_${n}_subheading`] = step.subheading[locale];
    fields[`step_${n}_answers`] = JSON.stringify(step.answers.map((make) => make(locale)));
  });
  for (const [kind, copies] of Object.entries(RESULTS)) {
    const c = copies[locale];
    Object.assign(fields, {
      [`${kind}_heading`]: c.heading,
      [`${kind}_image`]: { id: c.image, alt: c.alt, ratio: '16-9' },
      [`${kind}_introduction`]: c.introduction,
      [`${kind}_description`]: c.description,
      [`${kind}_advantages`]: list(c.advantages),
      [`${kind}_disadvantages`]: list(c.disadvantages),
      [`${kind}_vehicle_label`]: c.vehicle[0],
      [`${kind}_vehicle_link`]: link(c.vehicle[1], c.vehicle[0]),
      [`${kind}_other_option_label`]: c.other[0],
      [`${kind}_other_option_link`]: link(c.other[1], c.other[0], 'secondary'),
      [`${kind}_aside_label`]: c.aside.label,
      [`${kind}_aside_description`]: c.aside.description,
      [`${kind}_aside_primary_label`]: c.aside.primary[0],
      [`${kind}_aside_primary_link`]: link(c.aside.primary[1], c.aside.primary[0]),
      [`${kind}_aside_secondary_label`]: c.aside.secondary[0],
      [`${kind}_aside_secondary_link`]: link(c.aside.secondary[1], c.aside.secondary[0], 'tertiary'),
    });
  }
  return { fields };
}

const SUBSCRIPTION_STEPS = [
  {
    heading: { he: 'לאיזה שימוש הרכב?', en: 'What will you use the car for?' },
    subheading: { he: 'זה קובע את מסלולי המימון והמיסוי.', en: 'This decides the finance and tax options.' },
    answers: [
      answer('private', { he: 'פרטי', en: 'Private' }, { he: 'רכב לי ולמשפחה.', en: 'A car for me and my family.' }),
      answer('business', { he: 'עסקי', en: 'Business' }, { he: 'רכב חברה או רכב לעסק.', en: 'A company or business car.' }),
      answer('both', { he: 'גם וגם', en: 'Both' }, { he: 'רכב צמוד שמשמש גם בפרטי.', en: 'A company car I also use privately.' }),
    ],
  },
  {
    heading: { he: 'לכמה זמן אתם צריכים את הרכב?', en: 'For how long do you need it?' },
    subheading: { he: 'אפשר להאריך בהמשך.', en: 'You can extend later.' },
    answers: [
      answer('6-12', { he: '6 עד 12 חודשים', en: '6 to 12 months' }, { he: 'לתקופה קצרה, בלי התחייבות ארוכה.', en: 'Short term, no long commitment.' }),
      answer('12-24', { he: '12 עד 24 חודשים', en: '12 to 24 months' }, { he: 'שנה או שנתיים.', en: 'A year or two.' }),
      answer('24-60', { he: '24 עד 60 חודשים', en: '24 to 60 months' }, { he: 'לטווח ארוך.', en: 'For the long run.' }),
    ],
  },
  {
    heading: { he: 'כמה קילומטרים תיסעו בשנה?', en: 'How far will you drive in a year?' },
    subheading: { he: 'מנויים כוללים מכסת קילומטרים שנתית.', en: 'Subscriptions include a yearly mileage allowance.' },
    answers: [
      answer('below-20000', { he: 'פחות מ-20,000 ק"מ', en: 'Below 20,000 km' }, { he: 'נסיעות יומיות רגילות.', en: 'Ordinary daily driving.' }),
      answer('above-20000', { he: 'יותר מ-20,000 ק"מ', en: 'Above 20,000 km' }, { he: 'הרבה נסיעות בין-עירוניות.', en: 'Lots of intercity driving.' }),
    ],
  },
];

interface ProductCopy {
  product: 'subscription' | 'loan' | 'full-service' | 'leasing-to-go';
  is_alternative: boolean;
  heading: Pair;
  description: Pair;
  price: Pair;
  link: [url: string, text: Pair];
}

const PRODUCTS: ProductCopy[] = [
  {
    product: 'subscription',
    is_alternative: false,
    heading: { he: 'מנוי דיפנדר', en: 'Defender subscription' },
    description: {
      he: '<p>תשלום חודשי אחד שכולל ביטוח, טיפולים, צמיגים ו-20,000 ק"מ בשנה.</p>',
      en: '<p>One monthly payment including insurance, servicing, tyres and 20,000 km a year.</p>',
    },
    price: { he: 'החל מ-₪ 6,900 לחודש', en: 'From ₪ 6,900 / month' },
    link: ['/offers', { he: 'לפרטי המנוי', en: 'Subscription details' }],
  },
  {
    product: 'loan',
    is_alternative: false,
    heading: { he: 'הלוואה לרכישה', en: 'Purchase loan' },
    description: {
      he: '<p>הרכב שלכם מהיום הראשון, עם החזר חודשי קבוע לעד 60 חודשים.</p>',
      en: '<p>The car is yours from day one, with fixed monthly repayments over up to 60 months.</p>',
    },
    price: { he: 'ריבית החל מ-3.9%', en: 'Interest from 3.9%' },
    link: ['/offers', { he: 'לחישוב ההחזר', en: 'Work out the repayments' }],
  },
  {
    product: 'full-service',
    is_alternative: false,
    heading: { he: 'ליסינג תפעולי', en: 'Full-service lease' },
    description: {
      he: '<p>לחברות ולעסקים: רכב, ביטוח, תחזוקה ורכב חלופי – בלי הון עצמי.</p>',
      en: '<p>For companies: car, insurance, maintenance and a replacement car — no down payment.</p>',
    },
    price: { he: 'החל מ-₪ 7,400 לחודש + מע"מ', en: 'From ₪ 7,400 / month + VAT' },
    link: ['/contact', { he: 'לפנייה לצוות העסקי', en: 'Contact the business team' }],
  },
  {
    product: 'subscription',
    is_alternative: true,
    heading: { he: 'מנוי גמיש', en: 'Flexible subscription' },
    description: {
      he: '<p>מחליפים דגם כל שישה חודשים, באותו תשלום חודשי.</p>',
      en: '<p>Switch models every six months for the same monthly payment.</p>',
    },
    price: { he: 'החל מ-₪ 7,900 לחודש', en: 'From ₪ 7,900 / month' },
    link: ['/offers', { he: 'למנוי הגמיש', en: 'Flexible subscription' }],
  },
  {
    product: 'loan',
    is_alternative: true,
    heading: { he: 'הלוואת בלון', en: 'Balloon loan' },
    description: {
      he: '<p>החזר חודשי נמוך ותשלום בלון בסוף התקופה – או החזרת הרכב.</p>',
      en: '<p>Low monthly repayments and a balloon at the end — or hand the car back.</p>',
    },
    price: { he: 'החל מ-₪ 3,900 לחודש', en: 'From ₪ 3,900 / month' },
    link: ['/offers', { he: 'למסלול הבלון', en: 'Balloon loan details' }],
  },
  {
    product: 'full-service',
    is_alternative: true,
    heading: { he: 'ליסינג תפעולי לעצמאים', en: 'Full-service lease for the self-employed' },
    description: {
      he: '<p>כל היתרונות של ליסינג תפעולי, גם לעוסק מורשה.</p>',
      en: '<p>Every benefit of a full-service lease, for sole traders too.</p>',
    },
    price: { he: 'החל מ-₪ 6,600 לחודש + מע"מ', en: 'From ₪ 6,600 / month + VAT' },
    link: ['/contact', { he: 'לבדיקת זכאות', en: 'Check eligibility' }],
  },
  {
    product: 'leasing-to-go',
    is_alternative: true,
    heading: { he: 'ליסינג לטווח קצר', en: 'Leasing to go' },
    description: {
      he: '<p>רכב מהמלאי, מוכן לאיסוף תוך שבוע, לתקופה של חצי שנה עד שנתיים.</p>',
      en: '<p>A car from stock, ready within a week, for six months to two years.</p>',
    },
    price: { he: 'החל מ-₪ 8,200 לחודש', en: 'From ₪ 8,200 / month' },
    link: ['/stock', { he: 'לרכבים מהמלאי', en: 'Cars in stock' }],
  },
];

function subscriptionQuiz(locale: Locale): Partial<BlockInstanceInput> {
  const he = locale === 'he';
  const fields: Record<string, unknown> = {
    heading: he ? 'איזה מסלול מתאים לכם?' : 'Which plan suits you?',
    header_tag: 'H2',
    header_size: 'l',
    mileage_threshold: 20000,
    summary_heading: he ? 'סיכום התשובות שלכם' : 'Your answers',
    main_products_heading: he ? 'המסלולים שמתאימים לכם' : 'The plans that suit you',
    main_products_footer: he
      ? '<p>המחירים כוללים מע"מ ומותנים באישור אשראי. התמונות להמחשה בלבד.</p>'
      : '<p>Prices include VAT and are subject to credit approval. Images for illustration only.</p>',
    alternatives_heading: he ? 'חלופות שכדאי להכיר' : 'Alternatives worth a look',
    alternatives_footer: he
      ? '<p>לא בטוחים? <a href="/contact">דברו עם יועץ</a> ונמצא יחד את המסלול הנכון.</p>'
      : '<p>Not sure? <a href="/contact">Talk to an adviser</a> and we will find the right plan together.</p>',
    next_label: he ? 'הבא' : 'Next',
    previous_label: he ? 'הקודם' : 'Previous',
    start_again_label: he ? 'להתחיל מחדש' : 'Start again',
    box_color: 'grey',
  };
  SUBSCRIPTION_STEPS.forEach((step, index) => {
    const n = index + 1;
    fields[`step_${n}_heading`] = step.heading[locale];
    fields[`step_${n}_subheading`] = step.subheading[locale];
    fields[`step_${n}_answers`] = JSON.stringify(step.answers.map((make) => make(locale)));
  });
  const groups = PRODUCTS.map((p) => ({
    product: p.product,
    is_alternative: p.is_alternative,
    heading: p.heading[locale],
    description: p.description[locale],
    price: p.price[locale],
    link: link(p.link[0], p.link[1][locale], p.is_alternative ? 'secondary' : 'primary'),
  }));
  return { fields, groups };
}

export const quizzesExamples: Readonly<Record<string, Example>> = {
  'jlr-diesel-petrol-quiz': fuelQuiz,
  'subscription-quiz': subscriptionQuiz,
};
