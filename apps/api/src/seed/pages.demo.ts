import { exampleInstance, templateByKey, templates, type TemplateKey } from '@lux/block-catalogue';
import { hero, internalLink, textSections, type SeedBlock } from './blocks.js';
import { contactForm, offersToLead, otherRequests } from './pages.forms.js';
import type { SeedPage } from './pages.js';

/**
 * Every template of the catalogue, in the catalogue's order (issue 15): the all-blocks page is where an
 * editor or a reviewer sees each block working with its example content.
 */
export const allBlocksPageTemplates: readonly TemplateKey[] = templates.map((template) => template.key);

function example(key: TemplateKey, locale: 'he' | 'en', headingLevel: 'H2'): SeedBlock {
  const instance = exampleInstance(templateByKey(key), locale);
  const fields = { ...instance.fields };
  if ('header_tag' in fields) fields['header_tag'] = headingLevel;
  if ('block_scroll_id' in fields) fields['block_scroll_id'] = `block-${key}`;
  return { template: key, fields, groups: instance.groups };
}

const intro = {
  he: {
    heading: 'כל הבלוקים',
    paragraph: 'כל 68 התבניות של קטלוג הבלוקים, לפי סדר הקטלוג, עם תוכן הדוגמה שלהן.',
  },
  en: {
    heading: 'All blocks',
    paragraph:
      'All 68 templates of the block catalogue, in the catalogue’s order, with their example content.',
  },
} as const;

/** An H1 hero introduces the page (one H1 per page); then every template, each heading a section under it. */
function allBlocks(locale: 'he' | 'en'): SeedBlock[] {
  return [
    hero({
      heading: intro[locale].heading,
      paragraph: intro[locale].paragraph,
      button: internalLink(
        '/contact',
        locale === 'he' ? 'ליצירת קשר' : 'Contact us',
      ),
      image: {
        id: 2,
        alt: locale === 'he' ? 'דיסקברי בנוף הררי' : 'Discovery in the mountains',
        ratio: '16-6-5',
      },
    }),
    ...allBlocksPageTemplates.map((key) => example(key, locale, 'H2')),
  ];
}

const updated = { he: 'עודכן לאחרונה: 22 בנובמבר 2026', en: 'Last updated: 22 November 2026' };

export const demoPages: SeedPage[] = [
  {
    // The battery-electric model page shows the logo-only navigation (A§2; navigation.logo_only_on_pages).
    locale: 'he',
    path: '/models/range-rover-electric',
    title: "ריינג' רובר החשמלית",
    metaTitle: "ריינג' רובר החשמלית – שקט מוחלט",
    metaDescription:
      "ריינג' רובר החשמלית: הנעה חשמלית מלאה, שקט של טרקלין ויכולות שטח של ריינג' רובר. הרשמה לעדכונים על ההשקה בישראל.",
    blocks: [
      hero({
        image: { id: 3, alt: "ריינג' רובר על רקע קו הרקיע של העיר בבין ערביים", ratio: '16-6-5' },
        heading: "ריינג' רובר החשמלית. שקט מוחלט",
        paragraph: "הנעה חשמלית מלאה, כוח מיידי ושקט שלא הכרתם, עם כל מה שהופך ריינג' רובר לריינג' רובר.",
        button: internalLink('/contact', 'הרשמה לעדכונים'),
        boxColor: 'black',
      }),
      textSections({
        heading: 'חשמלית, בלי לוותר',
        sections: [
          '<h3>טעינה מהירה</h3><p>טעינה בזרם ישר של עד 350 קילוואט, ומטען ביתי שהמשווק מתקין אצלכם.</p>',
          '<h3>יכולות שטח</h3><p>מערכת Terrain Response ומנועים חשמליים בכל סרן, עם מומנט מדויק לכל גלגל.</p>',
        ],
      }),
    ],
  },
  {
    locale: 'en',
    path: '/models/range-rover-electric',
    title: 'Range Rover Electric',
    metaTitle: 'Range Rover Electric – pure silence',
    metaDescription:
      'Range Rover Electric: fully electric drive, a lounge-quiet cabin and true Range Rover capability. Register for launch news in Israel.',
    blocks: [
      hero({
        image: { id: 3, alt: 'A Range Rover against a city skyline at dusk', ratio: '16-6-5' },
        heading: 'Range Rover Electric. Pure silence',
        paragraph:
          'Fully electric drive, instant power and a silence you have never known, with everything that makes a Range Rover.',
        button: internalLink('/contact', 'Register for updates'),
        boxColor: 'black',
      }),
      textSections({
        heading: 'Electric, without compromise',
        sections: [
          '<h3>Fast charging</h3><p>DC charging at up to 350 kW, and a home charger your retailer installs for you.</p>',
          '<h3>Off-road capability</h3><p>Terrain Response and an electric motor on each axle, with precise torque at every wheel.</p>',
        ],
      }),
    ],
  },
  {
    // Unpublished: 404 for visitors, visible to an editor with a preview token (B§6).
    locale: 'he',
    path: '/coming-soon',
    title: 'בקרוב',
    metaTitle: 'בקרוב: דיפנדר אוקטה',
    metaDescription: 'עמוד שטרם פורסם: השקת דיפנדר אוקטה בישראל.',
    disabled: true,
    blocks: [
      hero({
        heading: 'בקרוב: דיפנדר אוקטה',
        paragraph: 'הדיפנדר החזק ביותר שנבנה אי פעם מגיע לישראל. הפרטים המלאים יפורסמו בקרוב.',
        button: internalLink('/contact', 'לעדכונים'),
        image: { id: 1, alt: 'דיפנדר בשטח מדברי', ratio: '16-6-5' },
      }),
      textSections({
        heading: 'מה ידוע עד עכשיו',
        sections: ['<h3>מנוע V8</h3><p>מנוע בנזין V8 עם מתלים אקטיביים חדשים, שפותחו לנסיעה מהירה בשטח.</p>'],
      }),
    ],
  },
  {
    locale: 'he',
    path: '/all-blocks',
    title: 'כל הבלוקים',
    metaTitle: 'כל הבלוקים – עמוד הדגמה',
    metaDescription: 'עמוד הדגמה שמציג את כל בלוקי התוכן של האתר, לבדיקה ולעריכה.',
    disableSeoTracking: true,
    blocks: allBlocks('he'),
  },
  {
    locale: 'en',
    path: '/all-blocks',
    title: 'All blocks',
    metaTitle: 'All blocks – demo page',
    metaDescription: 'A demo page showing every content block of the site, for review and editing.',
    disableSeoTracking: true,
    blocks: allBlocks('en'),
  },
  {
    locale: 'he',
    path: '/offers',
    title: 'מבצעים ומימון',
    metaTitle: 'מבצעים ומסלולי מימון',
    metaDescription: 'מסלולי מימון, ליסינג ומבצעים עדכניים על דגמי לנד רובר בישראל.',
    blocks: [
      hero({
        heading: 'מבצעים ומימון',
        paragraph:
          'מסלול 50/50 ל-36 חודשים ללא ריבית, ליסינג פרטי ומבצעי טרייד-אין. הפרטים המלאים אצל המשווק.',
        button: internalLink('/contact', 'לתיאום פגישה'),
        image: { id: 24730, alt: 'שלוש משפחות הדגמים של לנד רובר זו לצד זו', ratio: '16-6-5' },
      }),
      textSections({
        heading: 'מסלולי מימון',
        sections: [
          '<h3>50/50 ללא ריבית</h3><p>מחצית מהמחיר במסירה והמחצית השנייה בתשלום אחד בעוד 36 חודשים, ללא ריבית וללא הצמדה.</p>',
          '<h3>ליסינג פרטי</h3><p>החזר חודשי קבוע, ביטוח וטיפולים כלולים, והחזרת הרכב או רכישתו בסוף התקופה.</p>',
          '<p><small>הצעות המימון בכפוף לאישור הגוף המממן ולתנאיו. התמונות להמחשה בלבד.</small></p>',
        ],
      }),
      offersToLead('he'),
    ],
  },
  {
    locale: 'en',
    path: '/offers',
    title: 'Offers and finance',
    metaTitle: 'Offers and finance plans',
    metaDescription: 'Finance, leasing and current offers on Land Rover models in Israel.',
    blocks: [
      hero({
        heading: 'Offers and finance',
        paragraph:
          '50/50 over 36 months at 0% interest, private leasing and trade-in offers. Full details at your retailer.',
        button: internalLink('/contact', 'Book an appointment'),
        image: { id: 24730, alt: 'The three Land Rover model families side by side', ratio: '16-6-5' },
      }),
      textSections({
        heading: 'Finance plans',
        sections: [
          '<h3>50/50 at 0%</h3><p>Half the price on delivery and the other half in one payment 36 months later, with no interest and no indexation.</p>',
          '<h3>Private leasing</h3><p>A fixed monthly payment with insurance and servicing included; return or buy the car at the end.</p>',
          '<p><small>Finance offers are subject to the lender’s approval and terms. Images for illustration only.</small></p>',
        ],
      }),
      offersToLead('en'),
    ],
  },
  {
    locale: 'he',
    path: '/contact',
    title: 'צרו קשר',
    metaTitle: 'צרו קשר',
    metaDescription: 'שירות לקוחות לנד רובר ישראל: טלפון, דוא״ל ושעות פעילות.',
    blocks: [
      hero({
        heading: 'צרו קשר',
        paragraph: 'צוות שירות הלקוחות שלנו זמין בימים א׳–ה׳ בין 08:00 ל-18:00.',
        button: internalLink('/offers', 'למבצעים'),
        boxColor: 'grey',
      }),
      contactForm('he'),
      textSections({
        heading: 'דרכי התקשרות',
        sections: [
          '<p>טלפון: <a href="tel:+97235551234">03-555-1234</a></p><p>דוא״ל: <a href="mailto:service@landrover.example.co.il">service@landrover.example.co.il</a></p>',
          '<p>כתובת: דרך מנחם בגין 132, תל אביב-יפו</p>',
        ],
      }),
      otherRequests('he'),
    ],
  },
  {
    locale: 'en',
    path: '/contact',
    title: 'Contact us',
    metaTitle: 'Contact us',
    metaDescription: 'Land Rover Israel customer service: phone, email and opening hours.',
    blocks: [
      hero({
        heading: 'Contact us',
        paragraph: 'Our customer service team is available Sunday to Thursday, 08:00–18:00.',
        button: internalLink('/offers', 'See offers'),
        boxColor: 'grey',
      }),
      contactForm('en'),
      textSections({
        heading: 'How to reach us',
        sections: [
          '<p>Phone: <a href="tel:+97235551234">+972 3-555-1234</a></p><p>Email: <a href="mailto:service@landrover.example.co.il">service@landrover.example.co.il</a></p>',
          '<p>Address: 132 Menachem Begin Road, Tel Aviv-Yafo</p>',
        ],
      }),
      otherRequests('en'),
    ],
  },
  ...legalPages(),
  {
    // QA: good blocks between broken ones — wrong field types, more groups than allowed, broken JSON,
    // an unknown template — and one whose JSON parses but has the wrong shape. The page must still answer
    // 200 and show the good blocks (A§8).
    locale: 'he',
    path: '/qa/broken-blocks',
    title: 'בדיקת תוכן שגוי',
    metaTitle: 'בדיקת תוכן שגוי',
    metaDescription: 'עמוד בדיקה: בלוקים עם תוכן שגוי לא מפילים את העמוד.',
    disableSeoTracking: true,
    intentionallyInvalid: true,
    blocks: [
      { template: 'quote', fields: { quote: 42, justify_text: 'maybe' }, groups: [] },
      hero({
        heading: 'הבלוק התקין מוצג',
        paragraph: 'כל שאר הבלוקים בעמוד שגויים ומדולגים.',
        button: internalLink('/', 'לדף הבית'),
      }),
      { template: 'gallery-categories', fields: {}, groups: Array.from({ length: 5 }, () => ({})) },
      // Valid JSON of the wrong shape (an object where the template asks for an array): it passes the
      // validator, so it reaches the component, which must render without its points, not fail.
      {
        template: 'hotspots-container',
        fields: {
          heading: 'נקודות עניין בתוכן שגוי',
          header_tag: 'H2',
          paragraph: '<p>ה-JSON של הנקודות הוא אובייקט ולא מערך.</p>',
          image: { id: 2, alt: 'דיפנדר בשטח' },
          hotspots: '{"x": 40, "y": 60, "heading": "נקודה שלא תוצג"}',
        },
        groups: [],
      },
      {
        template: 'content-blocks',
        fields: {},
        groups: [{ content_type: 'calculator', calculator: '{"fields": [' }],
      },
      { template: 'no-such-template', fields: {}, groups: [] },
    ],
  },
];

function legalPages(): SeedPage[] {
  const page = (
    locale: 'he' | 'en',
    path: string,
    title: string,
    description: string,
    sections: string[],
  ): SeedPage => ({
    locale,
    path,
    title,
    metaTitle: title,
    metaDescription: description,
    blocks: [
      hero({
        heading: title,
        paragraph: updated[locale],
        button: internalLink('/contact', locale === 'he' ? 'צרו קשר' : 'Contact us', 'secondary'),
        boxColor: 'light',
        headerSize: 'l',
      }),
      textSections({ heading: locale === 'he' ? 'פרטים' : 'Details', sections }),
    ],
  });
  return [
    page('he', '/privacy', 'מדיניות פרטיות', 'איך אנחנו אוספים, משתמשים ושומרים על המידע האישי שלכם.', [
      '<p>אנו אוספים מידע שאתם מוסרים בטפסים (שם, טלפון, דוא״ל) כדי לחזור אליכם ולתאם נסיעת מבחן או פגישה.</p>',
      '<p>המידע נשמר בישראל, לא נמכר לצד שלישי, ונמחק לבקשתכם. לפניות בנושא פרטיות: <a href="mailto:privacy@landrover.example.co.il">privacy@landrover.example.co.il</a>.</p>',
    ]),
    page('en', '/privacy', 'Privacy policy', 'How we collect, use and protect your personal data.', [
      '<p>We collect what you give us in forms (name, phone, email) to get back to you and arrange a test drive or appointment.</p>',
      '<p>Data is stored in Israel, never sold, and deleted on request. Privacy questions: <a href="mailto:privacy@landrover.example.co.il">privacy@landrover.example.co.il</a>.</p>',
    ]),
    page('he', '/cookies', 'מדיניות עוגיות', 'אילו עוגיות האתר משתמש בהן ואיך לשנות את ההסכמה.', [
      '<p>עוגיות הכרחיות מפעילות את האתר ואינן דורשות הסכמה. עוגיות סטטיסטיקה ושיווק פועלות רק לאחר שהסכמתם להן בבאנר העוגיות.</p>',
      '<p>אפשר לשנות את ההסכמה בכל עת דרך הקישור "הגדרות עוגיות" בתחתית כל עמוד.</p>',
    ]),
    page('en', '/cookies', 'Cookie policy', 'Which cookies the site uses and how to change your consent.', [
      '<p>Necessary cookies run the site and need no consent. Statistics and marketing cookies run only after you agree to them in the cookie banner.</p>',
      '<p>You can change your consent at any time through the "Cookie settings" link at the bottom of every page.</p>',
    ]),
    page('he', '/terms', 'תנאי שימוש', 'התנאים לשימוש באתר לנד רובר ישראל.', [
      '<p>המחירים באתר כוללים מע״מ ואינם כוללים אגרת רישוי. התמונות להמחשה בלבד, והמפרט המחייב הוא זה שבהזמנה.</p>',
      '<p>השימוש באתר כפוף לדין הישראלי ולסמכות בתי המשפט בתל אביב-יפו.</p>',
    ]),
    page('en', '/terms', 'Terms of use', 'The terms for using the Land Rover Israel website.', [
      '<p>Prices include VAT and exclude the licence fee. Images are for illustration; the binding specification is the one in your order.</p>',
      '<p>Use of the site is governed by Israeli law and the courts of Tel Aviv-Yafo.</p>',
    ]),
    page('he', '/accessibility', 'הצהרת נגישות', 'הצהרת הנגישות של אתר לנד רובר ישראל לפי תקן ישראלי 5568.', [
      '<p>האתר הונגש בהתאם לתקנות שוויון זכויות לאנשים עם מוגבלות (התאמות נגישות לשירות), התשע״ג-2013, ולתקן הישראלי ת״י 5568 ברמה AA, המבוסס על הנחיות WCAG 2.2.</p>',
      '<h3>מה עשינו</h3><ul><li>ניווט מלא במקלדת וקישור "דלג לתוכן".</li><li>תמיכה בקוראי מסך, כותרות וסימני דרך.</li><li>ניגודיות צבעים לפי AA, טקסט חלופי לתמונות וכיבוד העדפת תנועה מופחתת.</li></ul>',
      '<h3>מגבלות ידועות</h3><ul><li>סרטוני וידאו של צדדים שלישיים (YouTube) עשויים להיות ללא כתוביות בעברית.</li><li>מסמכי PDF ישנים של מחירונים אינם נגישים במלואם; ניתן לקבלם בפורמט נגיש לפי בקשה.</li></ul>',
      '<h3>רכזת הנגישות</h3><p>מיכל לוי, טלפון <a href="tel:+97235551299">03-555-1299</a>, דוא״ל <a href="mailto:access@landrover.example.co.il">access@landrover.example.co.il</a>. נשמח לקבל כל פנייה ונשיב בתוך 5 ימי עבודה.</p>',
      '<p>תאריך עדכון ההצהרה: 22 בנובמבר 2026.</p>',
    ]),
    page(
      'en',
      '/accessibility',
      'Accessibility statement',
      'The Land Rover Israel website accessibility statement under Israeli Standard 5568.',
      [
        '<p>This site is made accessible under the Equal Rights for Persons with Disabilities (Service Accessibility Adjustments) Regulations, 2013, and Israeli Standard IS 5568 at level AA, based on WCAG 2.2.</p>',
        '<h3>What we did</h3><ul><li>Full keyboard navigation and a "Skip to content" link.</li><li>Screen reader support, headings and landmarks.</li><li>AA colour contrast, text alternatives for images, and reduced motion respected.</li></ul>',
        '<h3>Known limitations</h3><ul><li>Third-party videos (YouTube) may lack Hebrew captions.</li><li>Older price-list PDFs are not fully accessible; accessible copies are available on request.</li></ul>',
        '<h3>Accessibility coordinator</h3><p>Michal Levi, phone <a href="tel:+97235551299">+972 3-555-1299</a>, email <a href="mailto:access@landrover.example.co.il">access@landrover.example.co.il</a>. We answer every request within 5 working days.</p>',
        '<p>Statement updated: 22 November 2026.</p>',
      ],
    ),
  ];
}

/** B§3.5 url_redirection: an old campaign address that now leads to the offers page (301). */
export const demoRedirects = [
  {
    locale: 'he' as const,
    path: '/old-offers',
    title: 'מבצעים (כתובת ישנה)',
    to: '/offers',
    httpCode: 301 as const,
  },
  {
    locale: 'en' as const,
    path: '/old-offers',
    title: 'Offers (old address)',
    to: '/offers',
    httpCode: 301 as const,
  },
];
