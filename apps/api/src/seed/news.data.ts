/** The seeded news (issue 15): real-sounding Land Rover Israel stories in Hebrew and English, and MENA (AE) news. */

export interface NewsCopy {
  title: string;
  teaser: string;
  /** The article body, one HTML paragraph per entry. */
  body: string[];
}

export interface NewsStory {
  slug: string;
  category: 'launch' | 'service' | 'event' | 'company';
  /** ISO date (Israel time noon, so the calendar day is the same everywhere). */
  publishedAt: string;
  /** A seeded media image: 1–3 are the family heroes (Defender, Discovery, Range Rover). */
  imageId: 1 | 2 | 3;
  he: NewsCopy;
  en: NewsCopy;
}

export const newsStories: readonly NewsStory[] = [
  {
    slug: 'defender-octa-arrives',
    category: 'launch',
    publishedAt: '2026-10-28T10:00:00Z',
    imageId: 1,
    he: {
      title: 'דיפנדר OCTA נוחת בישראל',
      teaser: 'הדיפנדר החזק והמיומן ביותר אי פעם מגיע לאולמות התצוגה, עם מנוע V8 היברידי קל של 635 כ״ס ומתלי 6D Dynamics.',
      body: [
        '<p>דיפנדר OCTA, הדגם העליון של משפחת דיפנדר, זמין מעתה להזמנה אצל כל משווקי לנד רובר בישראל. המנוע בנפח 4.4 ליטר מפיק 635 כוחות סוס ומאיץ מ־0 ל־100 קמ״ש ב־4 שניות.</p>',
        '<p>מערכת המתלים 6D Dynamics שומרת על הרכב יציב בכביש ובשטח, ומצב הנהיגה OCTA מכייל את המערכות לנסיעה מהירה על חול ועל חצץ. עומק החצייה עומד על 1,000 מ״מ.</p>',
        '<p>נסיעות מבחן יתקיימו באולמות בתל אביב, בחיפה ובבאר שבע החל מאמצע נובמבר. מספר הרכבים לשנת הדגם הראשונה מוגבל.</p>',
      ],
    },
    en: {
      title: 'Defender OCTA arrives in Israel',
      teaser: 'The toughest, most capable Defender ever reaches our showrooms, with a 635 PS mild-hybrid V8 and 6D Dynamics suspension.',
      body: [
        '<p>Defender OCTA, the flagship of the Defender family, can now be ordered from every Land Rover retailer in Israel. Its 4.4-litre engine produces 635 PS and reaches 100 km/h from rest in 4 seconds.</p>',
        '<p>6D Dynamics suspension keeps the vehicle composed on the road and off it, and the OCTA drive mode tunes every system for fast driving on sand and gravel. Wading depth is 1,000 mm.</p>',
        '<p>Test drives start in mid-November at our Tel Aviv, Haifa and Be’er Sheva showrooms. Numbers for the first model year are limited.</p>',
      ],
    },
  },
  {
    slug: 'winter-service-clinic-2026',
    category: 'service',
    publishedAt: '2026-10-14T10:00:00Z',
    imageId: 2,
    he: {
      title: 'בדיקת חורף חינם לכל רכבי לנד רובר',
      teaser: 'עד סוף דצמבר, מרכזי השירות המורשים בודקים ללא עלות את הצמיגים, המגבים, המצבר והבלמים לקראת החורף.',
      body: [
        '<p>לקראת הגשמים הראשונים, מרכזי השירות של לנד רובר בישראל מציעים בדיקת חורף בת 20 נקודות ללא תשלום לכל רכבי המותג, בכל גיל.</p>',
        '<p>הבדיקה אורכת כ־30 דקות וכוללת בדיקת עומק חריצי הצמיגים, מצב המגבים ונוזל השמשות, בריאות המצבר ותקינות מערכת הבלמים. חלקים שיוחלפו במסגרת הבדיקה יזכו ל־15% הנחה.</p>',
        '<p>את התור אפשר לקבוע באתר או בטלפון מול מרכז השירות הקרוב.</p>',
      ],
    },
    en: {
      title: 'A free winter check for every Land Rover',
      teaser: 'Until the end of December our authorised service centres check tyres, wipers, battery and brakes for winter at no cost.',
      body: [
        '<p>Ahead of the first rains, Land Rover service centres across Israel offer a free 20-point winter check for every vehicle of the brand, whatever its age.</p>',
        '<p>The check takes about 30 minutes and covers tyre tread depth, wipers and washer fluid, battery health and the braking system. Parts replaced during the check come with a 15% discount.</p>',
        '<p>Book online or by phone with your nearest service centre.</p>',
      ],
    },
  },
  {
    slug: 'range-rover-electric-preview',
    category: 'launch',
    publishedAt: '2026-09-30T10:00:00Z',
    imageId: 3,
    he: {
      title: 'ריינג׳ רובר החשמלי: הצצה ראשונה בישראל',
      teaser: 'אב־טיפוס של ריינג׳ רובר החשמלי הראשון הוצג ללקוחות נבחרים בתל אביב, לקראת פתיחת ההזמנות בשנה הבאה.',
      body: [
        '<p>כ־300 לקוחות ואורחים הגיעו לערב השקה סגור במרכז העיצוב של לנד רובר בתל אביב, ופגשו מקרוב את ריינג׳ רובר החשמלי, הדגם החשמלי המלא הראשון של המותג.</p>',
        '<p>הרכב נשען על ארכיטקטורת 800 וולט, עם טעינה מהירה של עד 350 קילוואט ויכולות שטח של ריינג׳ רובר, כולל עומק חצייה של 850 מ״מ.</p>',
        '<p>רשימת ההמתנה פתוחה באתר; רשומים יקבלו עדכון ראשון כשיפורסמו המחירים לישראל.</p>',
      ],
    },
    en: {
      title: 'Range Rover Electric: a first look in Israel',
      teaser: 'A prototype of the first all-electric Range Rover was shown to selected customers in Tel Aviv, ahead of orders opening next year.',
      body: [
        '<p>Some 300 customers and guests came to a private evening at the Land Rover design centre in Tel Aviv to meet the Range Rover Electric, the brand’s first fully electric model.</p>',
        '<p>It is built on an 800-volt architecture with rapid charging at up to 350 kW, and keeps Range Rover’s all-terrain ability, including an 850 mm wading depth.</p>',
        '<p>The waiting list is open online; those on it will hear first when Israeli prices are published.</p>',
      ],
    },
  },
  {
    slug: 'negev-adventure-day',
    category: 'event',
    publishedAt: '2026-09-12T10:00:00Z',
    imageId: 1,
    he: {
      title: 'יום הרפתקאות בנגב: 120 משפחות על המסלול',
      teaser: 'אירוע השטח השנתי של לנד רובר ישראל חזר לדיונות ניצנה, עם מסלולי נהיגה מודרכים לכל רמות הניסיון.',
      body: [
        '<p>יותר מ־120 משפחות השתתפו ביום ההרפתקאות השנתי של לנד רובר ישראל בניצנה. מדריכי חוויית לנד רובר הובילו את המשתתפים במסלולי חול, בעליות תלולות ובחציית ואדיות.</p>',
        '<p>לצד הנהיגה התקיימו סדנאות ניווט, בישול שטח ופעילות לילדים, ובערב נערכה ארוחה משותפת תחת כיפת השמיים.</p>',
        '<p>ההרשמה לאירוע הבא, באביב בגליל, תיפתח בינואר לבעלי רכבי לנד רובר.</p>',
      ],
    },
    en: {
      title: 'Negev adventure day: 120 families on the trail',
      teaser: 'Land Rover Israel’s annual off-road event returned to the Nitzana dunes, with guided driving routes for every level of experience.',
      body: [
        '<p>More than 120 families joined Land Rover Israel’s annual adventure day at Nitzana. Land Rover Experience instructors led them over sand, steep climbs and dry riverbeds.</p>',
        '<p>Alongside the driving there were navigation and camp-cooking workshops and activities for children, and the day ended with dinner under the open sky.</p>',
        '<p>Registration for the next event, in the Galilee in spring, opens to Land Rover owners in January.</p>',
      ],
    },
  },
  {
    slug: 'discovery-2027-model-year',
    category: 'launch',
    publishedAt: '2026-08-25T10:00:00Z',
    imageId: 2,
    he: {
      title: 'דיסקברי שנתון 2027: יותר טכנולוגיה, אותו מרחב',
      teaser: 'השנתון החדש של דיסקברי מגיע עם מסך מגע 13.1 אינץ׳, מערכת Pivi Pro מעודכנת ומושבים שלישיים מתקפלים חשמלית כסטנדרט.',
      body: [
        '<p>דיסקברי לשנתון 2027 שומר על שבעה מושבים מלאים ועל יכולת גרירה של 3,500 ק״ג, ומוסיף מסך מגע גדול יותר ומערכת מולטימדיה מהירה יותר.</p>',
        '<p>שורת המושבים השלישית מתקפלת כעת חשמלית בכל רמות הגימור, ואפשר לשלוט בה מהאפליקציה.</p>',
        '<p>הרכבים הראשונים יימסרו ללקוחות באוקטובר.</p>',
      ],
    },
    en: {
      title: 'Discovery model year 2027: more technology, the same space',
      teaser: 'The new Discovery model year brings a 13.1-inch touchscreen, updated Pivi Pro and power-folding third-row seats as standard.',
      body: [
        '<p>The 2027 model year Discovery keeps seven full-size seats and a 3,500 kg towing capacity, and adds a larger touchscreen and a faster infotainment system.</p>',
        '<p>The third row now folds electrically on every trim level, and can be folded from the app.</p>',
        '<p>The first vehicles reach customers in October.</p>',
      ],
    },
  },
  {
    slug: 'haifa-service-centre-opens',
    category: 'company',
    publishedAt: '2026-07-20T10:00:00Z',
    imageId: 3,
    he: {
      title: 'מרכז שירות חדש נפתח במפרץ חיפה',
      teaser: 'מרכז השירות החדש של לנד רובר בחיפה כולל 18 עמדות עבודה, עמדות טעינה מהירה וטרקלין לקוחות.',
      body: [
        '<p>מרכז השירות החדש במפרץ חיפה מכפיל את קיבולת השירות של לנד רובר בצפון. במרכז 18 עמדות עבודה, שתיים מהן מותאמות לרכבים חשמליים והיברידיים נטענים.</p>',
        '<p>לקוחות יכולים להמתין בטרקלין עם עמדות עבודה, או להשתמש בשירות האיסוף וההחזרה מהבית ומהעבודה.</p>',
      ],
    },
    en: {
      title: 'A new service centre opens in Haifa Bay',
      teaser: 'Land Rover’s new Haifa service centre has 18 work bays, rapid chargers and a customer lounge.',
      body: [
        '<p>The new Haifa Bay service centre doubles Land Rover’s service capacity in the north. It has 18 work bays, two of them equipped for electric and plug-in hybrid vehicles.</p>',
        '<p>Customers can wait in a lounge with work desks, or use the collection and delivery service from home or the office.</p>',
      ],
    },
  },
  {
    slug: 'airbag-inspection-campaign',
    category: 'service',
    publishedAt: '2026-06-30T10:00:00Z',
    imageId: 2,
    he: {
      title: 'קריאת שירות: בדיקת מחבר כרית אוויר בדיסקברי ספורט',
      teaser: 'לנד רובר מזמינה בעלי דיסקברי ספורט משנים 2021–2023 לבדיקה קצרה של מחבר כרית האוויר של הנהג, ללא עלות.',
      body: [
        '<p>במסגרת קריאת שירות יזומה, מרכזי השירות בודקים את מחבר כרית האוויר בגלגל ההגה ברכבי דיסקברי ספורט שיוצרו בין 2021 ל־2023, ומחליפים אותו במידת הצורך.</p>',
        '<p>הבדיקה אורכת כשעה ואינה כרוכה בתשלום. אפשר לבדוק אם הרכב כלול בקריאה באמצעות מספר השלדה (VIN) בבודק קריאות השירות באתר.</p>',
      ],
    },
    en: {
      title: 'Service campaign: airbag connector check on Discovery Sport',
      teaser: 'Land Rover invites owners of 2021–2023 Discovery Sport vehicles for a short, free check of the driver airbag connector.',
      body: [
        '<p>In a proactive service campaign, our service centres check the steering-wheel airbag connector on Discovery Sport vehicles built between 2021 and 2023, and replace it where needed.</p>',
        '<p>The check takes about an hour and costs nothing. Enter your VIN in the service campaign checker on this site to see whether your vehicle is included.</p>',
      ],
    },
  },
  {
    slug: 'land-rover-75-years-israel',
    category: 'event',
    publishedAt: '2026-05-18T10:00:00Z',
    imageId: 1,
    he: {
      title: 'תערוכת דיפנדר היסטוריים בנמל תל אביב',
      teaser: 'במשך שבוע הוצגו בנמל תל אביב 12 דיפנדרים ולנד רוברים היסטוריים מאוספים פרטיים בישראל, מסדרה I ועד היום.',
      body: [
        '<p>התערוכה הציגה את ההיסטוריה של לנד רובר בישראל, מרכבי סדרה I ששירתו בקיבוצים בשנות החמישים ועד הדיפנדר החדש.</p>',
        '<p>כ־15,000 מבקרים הגיעו לתערוכה, ורבים מהם שיתפו סיפורים ותמונות משפחתיות עם הרכבים שלהם.</p>',
      ],
    },
    en: {
      title: 'Historic Defenders on show at Tel Aviv Port',
      teaser: 'For a week, Tel Aviv Port showed 12 historic Defenders and Land Rovers from private Israeli collections, from Series I to today.',
      body: [
        '<p>The exhibition traced Land Rover’s history in Israel, from Series I vehicles that worked on kibbutzim in the 1950s to the new Defender.</p>',
        '<p>About 15,000 visitors came, many of them sharing family stories and photographs of their own vehicles.</p>',
      ],
    },
  },
];

/** MENA news (A§5): the pages' locales are he/en only, so these are English pages with market AE. */
export interface MenaStory extends NewsCopy {
  slug: string;
  category: NewsStory['category'];
  publishedAt: string;
  imageId: 1 | 2 | 3;
  market: 'AE';
}

export const menaStories: readonly MenaStory[] = [
  {
    slug: 'defender-dubai-desert-experience',
    market: 'AE',
    category: 'event',
    publishedAt: '2026-11-02T08:00:00Z',
    imageId: 1,
    title: 'Defender Desert Experience returns to Dubai',
    teaser: 'Guided dune drives in the Al Qudra desert run every weekend from November to March.',
    body: [
      '<p>The Defender Desert Experience is back in Al Qudra, with half-day and full-day programmes led by Land Rover Experience instructors.</p>',
      '<p>Sessions cover tyre pressures, Terrain Response and recovery techniques, and finish with a sunset drive across the dunes.</p>',
    ],
  },
  {
    slug: 'range-rover-sport-sv-uae',
    market: 'AE',
    category: 'launch',
    publishedAt: '2026-10-20T08:00:00Z',
    imageId: 3,
    title: 'Range Rover Sport SV now in UAE showrooms',
    teaser: 'The most powerful Range Rover Sport, with 635 PS and carbon-ceramic brakes, is available to order across the Emirates.',
    body: [
      '<p>Range Rover Sport SV combines a 4.4-litre twin-turbo V8 with 6D Dynamics suspension, and can be ordered from Abu Dhabi, Dubai and Sharjah retailers.</p>',
      '<p>Carbon-ceramic brakes come as standard, with a choice of 22- or 23-inch forged wheels.</p>',
    ],
  },
  {
    slug: 'summer-care-uae',
    market: 'AE',
    category: 'service',
    publishedAt: '2026-06-05T08:00:00Z',
    imageId: 2,
    title: 'Summer care programme for the Gulf heat',
    teaser: 'A free air-conditioning and cooling-system check at every authorised service centre in the UAE until the end of August.',
    body: [
      '<p>High summer temperatures put air-conditioning and cooling systems under strain. Our service centres check both at no cost, together with tyres and battery.</p>',
      '<p>Book online or through the Land Rover Remote app.</p>',
    ],
  },
  {
    slug: 'abu-dhabi-retailer-opens',
    market: 'AE',
    category: 'company',
    publishedAt: '2026-04-14T08:00:00Z',
    imageId: 3,
    title: 'A new flagship retailer opens in Abu Dhabi',
    teaser: 'The new showroom on Sheikh Zayed Road shows the full Range Rover, Defender and Discovery line-up.',
    body: [
      '<p>The new flagship retailer brings sales, service and a Land Rover lifestyle boutique under one roof.</p>',
      '<p>Its service centre has 24 bays, including dedicated bays for electric vehicles.</p>',
    ],
  },
];
