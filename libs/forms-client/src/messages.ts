import type { FormLocale } from './definition';

/** Validation messages, one set per locale. The spec (B§5) gives only "Character limit exceeded". */
export interface LeadMessages {
  required: string;
  /** A consent box left unticked. */
  consent: string;
  min: (min: number) => string;
  size: (size: number) => string;
  max: (max: number) => string;
  email: string;
  phone: string;
  option: string;
  date: string;
  /** A value of the wrong type (an object where text was expected…), or a body that is not an object. */
  invalid: string;
  /** Keys the form does not define, in strict validation only (otherwise they are stripped). */
  unknown: string;
}

export const leadMessages = {
  he: {
    required: 'שדה חובה',
    consent: 'יש לאשר כדי להמשיך',
    min: (min) => `יש להזין לפחות ${min} תווים`,
    size: (size) => `יש להזין בדיוק ${size} תווים`,
    max: () => 'חריגה ממגבלת התווים',
    email: 'כתובת הדוא"ל אינה תקינה',
    phone: 'מספר הטלפון אינו תקין (לדוגמה 050-1234567)',
    option: 'יש לבחור אחת מהאפשרויות',
    date: 'התאריך אינו תקין',
    invalid: 'הערך אינו תקין',
    unknown: 'הטופס כולל שדות לא מוכרים',
  },
  en: {
    required: 'This field is required',
    consent: 'Please confirm to continue',
    min: (min) => `Enter at least ${min} characters`,
    size: (size) => `Enter exactly ${size} characters`,
    max: () => 'Character limit exceeded',
    email: 'Enter a valid email address',
    phone: 'Enter a valid phone number (for example 050-1234567)',
    option: 'Choose one of the options',
    date: 'Enter a valid date',
    invalid: 'This value is not valid',
    unknown: 'The form holds fields it does not define',
  },
} as const satisfies Record<FormLocale, LeadMessages>;

/** Texts around a submission: the default thank-you view and the error view with retry (B§4, B§8). */
export interface SubmissionTexts {
  thankYouTitle: string;
  thankYouText: string;
  errorTitle: string;
  errorText: string;
  retry: string;
}

export const submissionTexts = {
  he: {
    thankYouTitle: 'תודה!',
    thankYouText: 'הפנייה נשלחה. ניצור איתך קשר בהקדם.',
    errorTitle: 'אופס! משהו השתבש.',
    errorText: 'הפנייה לא נשלחה. נסו שוב.',
    retry: 'נסו שוב',
  },
  en: {
    thankYouTitle: 'Thank you!',
    thankYouText: 'Your inquiry has been sent. We will contact you soon.',
    errorTitle: 'Oops! Something went wrong.',
    errorText: 'Your inquiry has not been sent. Please try again.',
    retry: 'Try again',
  },
} as const satisfies Record<FormLocale, SubmissionTexts>;
