/**
 * Phone numbers for SMS verification: an Israeli mobile as people type it (050-1234567, 0501234567,
 * +972 50 123 4567, 972501234567) or any E.164 number, always answered in E.164 (+972501234567).
 */

const SEPARATORS = /[\s\-().\u200e\u200f]/g;
const E164 = /^\+[1-9]\d{7,14}$/;
const IL_MOBILE_NATIONAL = /^05\d{8}$/;
const IL_MOBILE_E164 = /^\+9725\d{8}$/;

/** E.164, or null when the text is not a phone number an SMS can reach. */
export function toE164(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  let text = value.replace(SEPARATORS, '');
  if (text.startsWith('00')) text = `+${text.slice(2)}`;
  if (IL_MOBILE_NATIONAL.test(text)) return `+972${text.slice(1)}`;
  if (/^9725\d{8}$/.test(text)) text = `+${text}`;
  // +972 05x…: the trunk 0 typed after the country code.
  if (/^\+97205\d{8}$/.test(text)) text = `+972${text.slice(5)}`;
  if (!E164.test(text)) return null;
  // Israeli numbers must be mobiles: a landline cannot get the SMS.
  if (text.startsWith('+972') && !IL_MOBILE_E164.test(text)) return null;
  return text;
}

export type Locale = 'he' | 'en';

/** What a visitor reads, in the form's language. */
export const verificationMessages = {
  he: {
    invalidPhone: 'מספר הטלפון אינו תקין. יש להזין מספר נייד ישראלי (05X-XXXXXXX) או מספר בינלאומי המתחיל ב-+.',
    invalidCode: 'קוד האימות צריך להכיל ספרות בלבד.',
    noPending: 'אין קוד אימות פעיל למספר הזה (ייתכן שפג תוקפו). יש לבקש קוד חדש.',
    tooManyChecks: 'נעשו יותר מדי ניסיונות להזין את הקוד. יש לבקש קוד חדש בעוד מספר דקות.',
    tooManySends: 'נשלחו יותר מדי קודים למספר הזה. יש לנסות שוב בעוד 10 דקות.',
    tooManyForPhone: 'יותר מדי בקשות אימות למספר הזה. יש לנסות שוב מאוחר יותר.',
    unavailable: 'שירות האימות אינו זמין כרגע. יש לנסות שוב בעוד מספר דקות.',
    verifyPhone: 'יש לאמת את מספר הטלפון באמצעות הקוד שנשלח ב-SMS לפני השליחה.',
    captchaMissing: 'יש לאשר שאינך רובוט (reCAPTCHA) לפני השליחה.',
    captchaInvalid: 'אימות ה-reCAPTCHA נכשל או שפג תוקפו. יש לסמן שוב ולשלוח.',
    captchaUnavailable: 'לא ניתן לאמת את ה-reCAPTCHA כרגע; הפנייה לא נשמרה. יש לנסות שוב בעוד דקה.',
  },
  en: {
    invalidPhone: 'The phone number is not valid. Enter an Israeli mobile (05X-XXXXXXX) or an international number starting with +.',
    invalidCode: 'The verification code must hold digits only.',
    noPending: 'There is no active verification code for this number (it may have expired). Request a new code.',
    tooManyChecks: 'Too many attempts at the code. Request a new code in a few minutes.',
    tooManySends: 'Too many codes were sent to this number. Try again in 10 minutes.',
    tooManyForPhone: 'Too many verification requests for this number. Try again later.',
    unavailable: 'The verification service is unavailable right now. Try again in a few minutes.',
    verifyPhone: 'Verify your phone number with the code we sent by SMS before submitting.',
    captchaMissing: 'Confirm you are not a robot (reCAPTCHA) before submitting.',
    captchaInvalid: 'The reCAPTCHA check failed or expired. Tick it again and resubmit.',
    captchaUnavailable: 'The reCAPTCHA check cannot be made right now; nothing was stored. Try again in a minute.',
  },
} satisfies Record<Locale, Record<string, string>>;
