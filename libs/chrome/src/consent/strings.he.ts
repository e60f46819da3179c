import type { ConsentStrings } from './strings';

/** The consent texts in Hebrew: a module of its own, so a page's bundle holds only its language's. */
export const consentHe: ConsentStrings = {
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
};
