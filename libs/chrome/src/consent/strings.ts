/** The scopes a visitor chooses in the preferences (B§3.5; `obligatory` is always on). */
export const CONSENT_CHOICE_SCOPES = ['optional', 'statistic', 'marketing', 'unclassified'] as const;
export type ConsentChoiceScope = (typeof CONSENT_CHOICE_SCOPES)[number];

/** The consent banner's and preferences' texts (wording not shown in the spec). */
export interface ConsentStrings {
  /** The banner's heading, also its accessible name. */
  title: string;
  /**
   * The banner's text, a short sentence per entry. Each is its own block, so no single text block of
   * the banner outgrows the page's own largest element (the banner must never be the LCP).
   */
  text: readonly string[];
  /** The privacy policy link's text. */
  policyLink: string;
  acceptAll: string;
  rejectAll: string;
  /** Opens the preferences from the banner. */
  customise: string;
  /** The preferences dialog's title. */
  preferencesTitle: string;
  preferencesIntro: string;
  save: string;
  /** Takes back a choice made earlier: optional scripts stop and the question is asked again. */
  withdraw: string;
  close: string;
  /** The always-on row. */
  obligatory: { label: string; description: string };
  scopes: Record<ConsentChoiceScope, { label: string; description: string }>;
  /** The footer link that reopens the preferences. */
  footerLink: string;
  /** Shown when the choice could not be stored. */
  error: string;
}

export type ConsentLanguage = 'he' | 'en' | 'ar' | 'ru';

export const consentStrings: Record<ConsentLanguage, ConsentStrings> = {
  he: {
    title: 'עוגיות ופרטיות',
    text: [
      'אנחנו משתמשים בעוגיות הכרחיות כדי שהאתר יעבוד.',
      'בהסכמתכם נשתמש גם בעוגיות סטטיסטיקה ושיווק.',
      'אפשר לשנות את הבחירה בכל עת ב"הגדרות עוגיות" בתחתית העמוד.',
    ],
    policyLink: 'מדיניות הפרטיות',
    acceptAll: 'אישור הכול',
    rejectAll: 'דחיית הכול',
    customise: 'התאמה אישית',
    preferencesTitle: 'הגדרות עוגיות',
    preferencesIntro: 'בחרו אילו עוגיות ותסריטים יפעלו באתר. עוגיות הכרחיות פועלות תמיד.',
    save: 'שמירת הבחירה',
    withdraw: 'ביטול ההסכמה',
    close: 'סגירה',
    obligatory: { label: 'הכרחיות (פועלות תמיד)', description: 'הפעלת האתר, אבטחה ושמירת הבחירה שלכם.' },
    scopes: {
      optional: { label: 'העדפות', description: 'זכירת הגדרות כמו שפה ורכבים שמורים.' },
      statistic: { label: 'סטטיסטיקה', description: 'מדידה אנונימית של השימוש באתר כדי לשפר אותו.' },
      marketing: { label: 'שיווק', description: 'פרסום מותאם ומדידת קמפיינים.' },
      unclassified: { label: 'לא מסווגות', description: 'תסריטים שטרם סווגו.' },
    },
    footerLink: 'הגדרות עוגיות',
    error: 'לא הצלחנו לשמור את הבחירה. נסו שוב.',
  },
  en: {
    title: 'Cookies and privacy',
    text: [
      'We use necessary cookies to make the site work.',
      'With your consent we also use statistics and marketing cookies.',
      'You can change your choice at any time in "Cookie settings" at the bottom of the page.',
    ],
    policyLink: 'Privacy policy',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    customise: 'Customise',
    preferencesTitle: 'Cookie settings',
    preferencesIntro: 'Choose which cookies and scripts run on the site. Necessary cookies always run.',
    save: 'Save my choice',
    withdraw: 'Withdraw my consent',
    close: 'Close',
    obligatory: { label: 'Necessary (always on)', description: 'Running the site, security and keeping your choice.' },
    scopes: {
      optional: { label: 'Preferences', description: 'Remembering settings such as language and saved vehicles.' },
      statistic: { label: 'Statistics', description: 'Anonymous measurement of how the site is used, to improve it.' },
      marketing: { label: 'Marketing', description: 'Tailored advertising and campaign measurement.' },
      unclassified: { label: 'Unclassified', description: 'Scripts not classified yet.' },
    },
    footerLink: 'Cookie settings',
    error: 'Your choice could not be saved. Please try again.',
  },
  ar: {
    title: 'ملفات تعريف الارتباط والخصوصية',
    text: [
      'نستخدم ملفات تعريف الارتباط الضرورية لكي يعمل الموقع.',
      'بموافقتك نستخدم أيضًا ملفات تعريف الارتباط الإحصائية والتسويقية.',
      'يمكنك تغيير اختيارك في أي وقت من "إعدادات ملفات تعريف الارتباط" أسفل الصفحة.',
    ],
    policyLink: 'سياسة الخصوصية',
    acceptAll: 'قبول الكل',
    rejectAll: 'رفض الكل',
    customise: 'تخصيص',
    preferencesTitle: 'إعدادات ملفات تعريف الارتباط',
    preferencesIntro: 'اختر ملفات تعريف الارتباط والبرامج النصية التي تعمل في الموقع. الملفات الضرورية تعمل دائمًا.',
    save: 'حفظ اختياري',
    withdraw: 'سحب موافقتي',
    close: 'إغلاق',
    obligatory: { label: 'ضرورية (تعمل دائمًا)', description: 'تشغيل الموقع والأمان وحفظ اختيارك.' },
    scopes: {
      optional: { label: 'التفضيلات', description: 'تذكّر إعدادات مثل اللغة والسيارات المحفوظة.' },
      statistic: { label: 'الإحصاءات', description: 'قياس مجهول الهوية لاستخدام الموقع من أجل تحسينه.' },
      marketing: { label: 'التسويق', description: 'إعلانات مخصصة وقياس الحملات.' },
      unclassified: { label: 'غير مصنفة', description: 'برامج نصية لم تُصنَّف بعد.' },
    },
    footerLink: 'إعدادات ملفات تعريف الارتباط',
    error: 'تعذّر حفظ اختيارك. يرجى المحاولة مرة أخرى.',
  },
  ru: {
    title: 'Файлы cookie и конфиденциальность',
    text: [
      'Мы используем необходимые файлы cookie, чтобы сайт работал.',
      'С вашего согласия мы также используем статистические и маркетинговые cookie.',
      'Вы можете изменить выбор в любой момент в «Настройках cookie» внизу страницы.',
    ],
    policyLink: 'Политика конфиденциальности',
    acceptAll: 'Принять все',
    rejectAll: 'Отклонить все',
    customise: 'Настроить',
    preferencesTitle: 'Настройки cookie',
    preferencesIntro: 'Выберите, какие cookie и скрипты работают на сайте. Необходимые cookie работают всегда.',
    save: 'Сохранить выбор',
    withdraw: 'Отозвать согласие',
    close: 'Закрыть',
    obligatory: { label: 'Необходимые (всегда включены)', description: 'Работа сайта, безопасность и сохранение вашего выбора.' },
    scopes: {
      optional: { label: 'Предпочтения', description: 'Запоминание настроек, например языка и сохранённых автомобилей.' },
      statistic: { label: 'Статистика', description: 'Анонимное измерение использования сайта для его улучшения.' },
      marketing: { label: 'Маркетинг', description: 'Персонализированная реклама и измерение кампаний.' },
      unclassified: { label: 'Без категории', description: 'Скрипты, которые ещё не классифицированы.' },
    },
    footerLink: 'Настройки cookie',
    error: 'Не удалось сохранить ваш выбор. Попробуйте ещё раз.',
  },
};

/** The strings for a locale; English for any language without its own. */
export function consentStringsFor(locale: string): ConsentStrings {
  return Object.hasOwn(consentStrings, locale) ? consentStrings[locale as ConsentLanguage] : consentStrings.en;
}
