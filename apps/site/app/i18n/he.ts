import { consentHe, searchHe } from '@lux/chrome';
export const he = {
  skipToContent: 'דלג לתוכן',
  brand: 'לנד רובר ישראל',
  nav: {
    menu: 'תפריט',
    submenu: 'תפריט {{name}}',
    label: 'ניווט ראשי',
    home: 'ראשי',
    defender: 'דיפנדר',
    discovery: 'דיסקברי',
    rangeRover: "ריינג' רובר",
  },
  language: {
    label: 'שפה',
    switchTo: 'English',
    switchToLabel: 'Switch to English',
  },
  footer: {
    label: 'כותרת תחתונה',
    rights: 'כל הזכויות שמורות',
    importer: 'היבואן הרשמי בישראל',
    navigation: 'קישורים באתר',
    secondaryNavigation: 'מידע משפטי',
  },
  preview: {
    notice: 'תצוגה מקדימה: ייתכן שהעמוד אינו מפורסם לציבור.',
    exit: 'יציאה מתצוגה מקדימה',
  },
  breadcrumbs: 'פירורי לחם',
  newTabHint: '(נפתח בכרטיסייה חדשה)',
  popup: {
    close: 'סגירה',
    exitOk: 'המשך',
    exitCancel: 'הישארות בדף',
  },
  fab: {
    label: 'פעולות מהירות',
    quickLinks: 'קישורים מהירים',
  },
  shell: {
    offline: 'אין חיבור לאינטרנט. נמשיך ברגע שהחיבור יחזור.',
  },
  notFound: {
    status: 'הדף לא נמצא',
    heading: 'הדף לא נמצא',
    paragraph: 'ייתכן שהכתובת שגויה, שהדף הוסר או שהקישור אינו פעיל עוד.',
    backHome: 'חזרה לדף הבית',
  },
  error: {
    heading: 'משהו השתבש',
    paragraph: 'לא הצלחנו להציג את הדף. נסו שוב בעוד רגע.',
    nested: 'אירעה שגיאה בעת הצגת דף השגיאה',
    goBackHome: 'חזרה לדף הבית',
    unavailableStatus: '503 · השירות אינו זמין',
    unavailableHeading: 'האתר אינו זמין כרגע',
    unavailableParagraph: 'אנחנו כבר מטפלים בזה. נסו שוב בעוד כמה דקות; הדפים שכבר ביקרתם בהם ממשיכים לעבוד.',
    tryAgain: 'נסו שוב',
    refusedHeading: 'לא ניתן להציג את הכתובת הזו',
    refusedParagraph: 'הכתובת שביקשתם אינה תקינה או ארוכה מדי. בדקו אותה, או חזרו לדף הבית.',
  },
  noAccess: {
    heading: 'אין לך גישה לדף זה',
    paragraph: 'הדף שביקשת זמין רק למשתמשים מורשים. אם לדעתך מדובר בטעות, פנו למנהל האתר.',
    backHome: 'חזרה לדף הבית',
  },
  authError: {
    heading: 'אין הרשאה',
    noPermissions: 'לחשבון שלך אין הרשאה לצפות בתוכן זה.',
    other: 'ההתחברות לא הושלמה. נסו להתחבר שוב.',
    backHome: 'חזרה לדף הבית',
  },
  /** The consent banner's and preferences' texts (libs/chrome), in this language's own chunk. */
  consent: consentHe,
  /** The search popup's texts (libs/chrome; some are functions of a count), likewise. */
  search: searchHe,
};
