import type { FieldDefinition, FormDefinition } from '@lux/forms-client';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { forms } from '../db/schema.js';

/**
 * Six demo forms (B§3.5) in Hebrew with English labels: what a visitor can ask the importer for. Every
 * one notifies sales, confirms to the visitor and goes to the CRM, so a fresh install shows the whole
 * lead pipeline working.
 */

const SALES = 'sales@lux.example';

const MODELS = [
  { value: 'defender', label: { he: 'דיפנדר', en: 'Defender' } },
  { value: 'discovery', label: { he: 'דיסקברי', en: 'Discovery' } },
  { value: 'discovery_sport', label: { he: 'דיסקברי ספורט', en: 'Discovery Sport' } },
  { value: 'range_rover', label: { he: "ריינג' רובר", en: 'Range Rover' } },
  { value: 'range_rover_sport', label: { he: "ריינג' רובר ספורט", en: 'Range Rover Sport' } },
  { value: 'range_rover_velar', label: { he: "ריינג' רובר וילאר", en: 'Range Rover Velar' } },
  { value: 'range_rover_evoque', label: { he: "ריינג' רובר איווק", en: 'Range Rover Evoque' } },
];

const fullName: FieldDefinition = {
  id: 'full_name',
  type: 'text',
  label: { he: 'שם מלא', en: 'Full name' },
  rules: { required: true, min: 2, max: 80 },
  width: 'half',
};
const phone: FieldDefinition = {
  id: 'phone',
  type: 'tel',
  label: { he: 'טלפון נייד', en: 'Mobile phone' },
  placeholder: { he: '050-1234567', en: '050-1234567' },
  rules: { required: true },
  width: 'half',
};
const email: FieldDefinition = {
  id: 'email',
  type: 'email',
  label: { he: 'דוא"ל', en: 'Email' },
  rules: { required: true, max: 254 },
  width: 'half',
};
const model: FieldDefinition = {
  id: 'model',
  type: 'select',
  label: { he: 'דגם', en: 'Model' },
  options: MODELS,
  rules: { required: true },
  width: 'half',
};
const preferredDate: FieldDefinition = {
  id: 'preferred_date',
  type: 'date',
  label: { he: 'תאריך מועדף', en: 'Preferred date' },
  width: 'half',
};
const message: FieldDefinition = {
  id: 'message',
  type: 'textarea',
  label: { he: 'הודעה', en: 'Message' },
  rules: { max: 1000 },
};
const consent: FieldDefinition = {
  id: 'consent',
  type: 'consent',
  label: {
    he: 'אני מאשר/ת קבלת פניות ועדכונים בהתאם למדיניות הפרטיות',
    en: 'I agree to be contacted and to receive updates under the privacy policy',
  },
  rules: { required: true },
};
const marketing: FieldDefinition = {
  id: 'marketing',
  type: 'checkbox',
  label: { he: 'אשמח לקבל עדכונים ומבצעים', en: 'Send me news and offers' },
};

/** The rental data a rent-a-car enquiry carries (B§3.4 hidden field mapping; the summary may be long). */
const RENTAL_HIDDEN_FIELDS: FieldDefinition[] = (
  [
    ['pickup_location', 'מקום איסוף', 'Pick-up location', 200],
    ['dropoff_location', 'מקום החזרה', 'Drop-off location', 200],
    ['pickup_date', 'תאריך איסוף', 'Pick-up date', 40],
    ['dropoff_date', 'תאריך החזרה', 'Drop-off date', 40],
    ['days', 'ימי שכירות', 'Rental days', 4],
    ['vehicle', 'רכב', 'Vehicle', 120],
    ['extras', 'תוספות', 'Extras', 500],
    ['total', 'סה״כ משוער', 'Estimated total', 40],
    ['summary', 'סיכום', 'Summary', 3000],
  ] as const
).map(([datum, he, en, max]) => ({ id: `rental_${datum}`, type: 'hidden', label: { he, en }, rules: { max } }));

interface SeedForm {
  name: string;
  type: string;
  fields: FieldDefinition[];
  thankYou: { title: string; title_en: string; message: string; message_en: string };
  subject: string;
}

const THANKS = {
  title: 'תודה!',
  title_en: 'Thank you!',
  message: 'פנייתך התקבלה. נציג יחזור אליך בהקדם.',
  message_en: 'Your inquiry has been sent. We will contact you soon.',
};

export const seedForms: readonly SeedForm[] = [
  { name: 'צור קשר', type: 'contact', fields: [fullName, phone, email, message, consent, marketing], thankYou: THANKS, subject: 'פנייה חדשה מהאתר' },
  {
    name: 'נסיעת מבחן',
    type: 'test_drive',
    fields: [fullName, phone, email, model, preferredDate, consent],
    thankYou: { ...THANKS, message: 'נחזור אליך לתיאום נסיעת המבחן.', message_en: 'We will call you to book your test drive.' },
    subject: 'בקשה לנסיעת מבחן',
  },
  {
    name: 'בקשת קטלוג',
    type: 'brochure',
    fields: [fullName, email, model, consent, marketing],
    thankYou: { ...THANKS, message: 'הקטלוג יישלח לתיבת הדוא"ל שלך.', message_en: 'The brochure is on its way to your inbox.' },
    subject: 'בקשת קטלוג',
  },
  {
    name: 'זימון טיפול',
    type: 'service',
    fields: [
      fullName,
      phone,
      email,
      model,
      { id: 'license_plate', type: 'text', label: { he: 'מספר רישוי', en: 'Licence plate' }, rules: { required: true, min: 5, max: 10 }, width: 'half' },
      { ...preferredDate, rules: { required: true } },
      message,
      consent,
    ],
    thankYou: { ...THANKS, message: 'מרכז השירות יחזור אליך לאישור המועד.', message_en: 'The service centre will call you to confirm the date.' },
    subject: 'זימון טיפול',
  },
  {
    name: 'טרייד אין',
    type: 'trade_in',
    fields: [
      fullName,
      phone,
      email,
      { id: 'current_car', type: 'text', label: { he: 'הרכב הנוכחי (יצרן ודגם)', en: 'Current car (make and model)' }, rules: { required: true, max: 100 } },
      { id: 'car_year', type: 'text', label: { he: 'שנת ייצור', en: 'Year' }, rules: { required: true, size: 4 }, width: 'half' },
      { id: 'mileage', type: 'text', label: { he: 'קילומטראז׳', en: 'Mileage (km)' }, rules: { max: 7 }, width: 'half' },
      { ...model, id: 'interested_in', label: { he: 'מתעניין/ת בדגם', en: 'Interested in' } },
      consent,
    ],
    thankYou: { ...THANKS, message: 'שמאי מטעמנו יחזור אליך עם הצעה.', message_en: 'Our appraiser will come back to you with an offer.' },
    subject: 'בקשת טרייד אין',
  },
  {
    name: 'התעניינות במבצע',
    type: 'offer',
    fields: [
      fullName,
      phone,
      email,
      model,
      { id: 'offer', type: 'hidden', label: { he: 'מבצע', en: 'Offer' } },
      message,
      consent,
    ],
    thankYou: THANKS,
    subject: 'התעניינות במבצע',
  },
  // Issue 15: the rent-a-car block's contact step (contact_form_id 7 on a fresh database). Its hidden
  // fields take the rental data by the block's default mapping (rental_<datum>).
  {
    name: 'הזמנת רכב להשכרה',
    type: 'rental',
    fields: [
      { id: 'first_name', type: 'text', label: { he: 'שם פרטי', en: 'First name' }, rules: { required: true, min: 2, max: 40 }, width: 'half' },
      { id: 'last_name', type: 'text', label: { he: 'שם משפחה', en: 'Last name' }, rules: { required: true, min: 2, max: 40 }, width: 'half' },
      phone,
      email,
      { id: 'notes', type: 'textarea', label: { he: 'הערות', en: 'Notes' }, rules: { max: 1000 } },
      consent,
      ...RENTAL_HIDDEN_FIELDS,
    ],
    thankYou: THANKS,
    subject: 'פנייה להשכרת רכב',
  },
];

const definitionOf = (fields: FieldDefinition[]): FormDefinition => ({ fields, layout: { columns: 2 } });

/** Inserts the demo forms missing by name; an existing form (say, edited by an editor) is left alone. */
export async function seedDemoForms(tx: Pick<Database, 'select' | 'insert'>): Promise<number> {
  const names = seedForms.map((form) => form.name);
  const existing = new Set((await tx.select({ name: forms.name }).from(forms).where(inArray(forms.name, names))).map((row) => row.name));
  const missing = seedForms.filter((form) => !existing.has(form.name));
  if (missing.length === 0) return 0;
  await tx.insert(forms).values(
    missing.map((form) => ({
      name: form.name,
      type: form.type,
      locale: 'he',
      definition: definitionOf(form.fields) as unknown as Record<string, unknown>,
      thankYou: { ...form.thankYou, redirect_url: '' },
      notifications: { recipients: [SALES], subject: form.subject },
      confirmations: {
        enabled: true,
        subject: 'קיבלנו את פנייתך',
        subject_en: 'We received your request',
        body: 'שלום, תודה על פנייתך. נציג יחזור אליך בהקדם.',
        body_en: 'Hello, thank you for your request. We will be in touch soon.',
      },
      integrations: { crm: { enabled: true, system: 'default' } },
    })),
  );
  return missing.length;
}
