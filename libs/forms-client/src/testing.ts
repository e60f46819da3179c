/**
 * Fixtures for tests of this lib, of the forms service and of the form blocks
 * (entry `@lux/forms-client/testing`). They are valid definitions (checked by this lib's tests).
 */
import type { FormDefinition, FormValues } from './definition';

/** A contact form with every kind of field and rule. */
export const contactFormDefinition: FormDefinition = {
  layout: { columns: 2 },
  fields: [
    { id: 'first_name', type: 'text', label: { he: 'שם פרטי', en: 'First name' }, rules: { required: true, min: 2, max: 40 }, width: 'half' },
    { id: 'last_name', type: 'text', label: { he: 'שם משפחה', en: 'Last name' }, rules: { required: true, max: 40 }, width: 'half' },
    { id: 'email', type: 'email', label: { he: 'דוא"ל', en: 'Email' }, rules: { required: true } },
    { id: 'phone', type: 'tel', label: { he: 'טלפון', en: 'Phone' }, rules: { required: true } },
    { id: 'licence_id', type: 'text', label: { he: 'מספר תעודת זהות', en: 'ID number' }, rules: { size: 9 } },
    {
      id: 'model',
      type: 'select',
      label: { he: 'דגם', en: 'Model' },
      options: [
        { value: 'defender', label: { he: 'דיפנדר', en: 'Defender' } },
        { value: 'discovery', label: { he: 'דיסקברי', en: 'Discovery' } },
      ],
    },
    {
      id: 'contact_time',
      type: 'radio',
      label: { he: 'מועד ליצירת קשר', en: 'Best time to call' },
      options: [
        { value: 'morning', label: { he: 'בוקר', en: 'Morning' } },
        { value: 'evening', label: { he: 'ערב', en: 'Evening' } },
      ],
      defaultValue: 'morning',
    },
    { id: 'visit_date', type: 'date', label: { he: 'תאריך ביקור', en: 'Visit date' } },
    { id: 'message', type: 'textarea', label: { he: 'הודעה', en: 'Message' }, rules: { max: 200 } },
    { id: 'newsletter', type: 'checkbox', label: { he: 'עדכונים', en: 'News' } },
    { id: 'privacy', type: 'consent', label: { he: 'אני מסכים/ה למדיניות הפרטיות', en: 'I accept the privacy policy' }, rules: { required: true } },
    { id: 'utm_source', type: 'hidden', label: { he: 'מקור', en: 'Source' } },
    { id: 'campaign', type: 'hidden', label: { he: 'קמפיין', en: 'Campaign' } },
    { id: 'dealer_code', type: 'hidden', label: { he: 'קוד סוכנות', en: 'Dealer code' } },
    { id: 'page_path', type: 'hidden', label: { he: 'עמוד', en: 'Page' } },
  ],
};

/** Values that pass `contactFormDefinition`'s schema. */
export const validContactValues: Readonly<FormValues> = Object.freeze({
  first_name: 'דנה',
  last_name: 'לוי',
  email: 'dana@example.co.il',
  phone: '050-1234567',
  licence_id: '',
  model: 'defender',
  contact_time: 'morning',
  visit_date: '2026-12-01',
  message: '',
  newsletter: false,
  privacy: true,
  utm_source: '',
  campaign: '',
  dealer_code: '',
  page_path: '',
});

/** The smallest useful form: one required name. */
export const minimalFormDefinition: FormDefinition = {
  fields: [{ id: 'full_name', type: 'text', label: { he: 'שם מלא', en: 'Full name' }, rules: { required: true } }],
};

/** A form's `settings/thank_you` as the forms service returns it. */
export const sampleThankYouSettings = Object.freeze({
  title: { he: 'תודה רבה!', en: 'Thank you very much!' },
  text: { he: 'נציג יחזור אליך תוך יום עסקים.', en: 'We will call you within one business day.' },
  redirect_url: '/thank-you',
});
