import type { FormDefinition } from '@lux/forms-client';
import type { PublicForm } from './api';
import type { FormBlockFields } from './types';

/** A test-drive form like the seeded one (apps/api/src/seed/forms.ts): every kind of control it uses. */
export const testDriveDefinition: FormDefinition = {
  layout: { columns: 1 },
  fields: [
    { id: 'full_name', type: 'text', label: { he: 'שם מלא', en: 'Full name' }, rules: { required: true, min: 2, max: 80 }, width: 'half' },
    { id: 'phone', type: 'tel', label: { he: 'טלפון נייד', en: 'Mobile phone' }, placeholder: { he: '050-1234567', en: '050-1234567' }, rules: { required: true }, width: 'half' },
    { id: 'email', type: 'email', label: { he: 'דוא"ל', en: 'Email' }, rules: { required: true }, width: 'half' },
    {
      id: 'model',
      type: 'select',
      label: { he: 'דגם', en: 'Model' },
      rules: { required: true },
      width: 'half',
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
    { id: 'preferred_date', type: 'date', label: { he: 'תאריך מועדף', en: 'Preferred date' }, width: 'half' },
    { id: 'message', type: 'textarea', label: { he: 'הודעה', en: 'Message' }, rules: { max: 200 } },
    { id: 'consent', type: 'consent', label: { he: 'אני מאשר/ת את מדיניות הפרטיות', en: 'I accept the privacy policy' }, rules: { required: true } },
    { id: 'campaign', type: 'hidden', label: { he: 'קמפיין', en: 'Campaign' } },
  ],
};

export const testDriveForm: PublicForm = {
  id: 2,
  type: 'test_drive',
  locale: 'he',
  definition: testDriveDefinition,
  thank_you: { title: 'תודה!', title_en: 'Thank you!', message: 'נחזור אליך לתיאום נסיעת המבחן.', message_en: 'We will call you to book your test drive.', redirect_url: '' },
};

/** The seeded trade-in form's fields (apps/api/src/seed/forms.ts). */
export const tradeInForm: PublicForm = {
  id: 5,
  type: 'trade_in',
  locale: 'he',
  thank_you: testDriveForm.thank_you,
  definition: {
    layout: { columns: 2 },
    fields: [
      { id: 'full_name', type: 'text', label: { he: 'שם מלא', en: 'Full name' }, rules: { required: true }, width: 'half' },
      { id: 'phone', type: 'tel', label: { he: 'טלפון נייד', en: 'Mobile phone' }, rules: { required: true }, width: 'half' },
      { id: 'current_car', type: 'text', label: { he: 'הרכב הנוכחי (יצרן ודגם)', en: 'Current car (make and model)' }, rules: { required: true, max: 100 } },
      { id: 'car_year', type: 'text', label: { he: 'שנת ייצור', en: 'Year' }, rules: { required: true, size: 4 }, width: 'half' },
      { id: 'mileage', type: 'text', label: { he: 'קילומטראז׳', en: 'Mileage (km)' }, rules: { max: 7 }, width: 'half' },
      { id: 'consent', type: 'consent', label: { he: 'אני מאשר/ת את מדיניות הפרטיות', en: 'I accept the privacy policy' }, rules: { required: true } },
    ],
  },
};

export const tradeInOptionsFixture = {
  brands: [
    { value: 'toyota', label: 'טויוטה' },
    { value: 'mazda', label: 'מאזדה' },
  ],
  models: [
    { brand: 'toyota', value: 'corolla', label: 'Corolla' },
    { brand: 'mazda', value: 'cx-5', label: 'CX-5' },
  ],
  bodyTypes: [{ value: 'suv', label: 'SUV' }],
  fuelTypes: [{ value: 'petrol', label: 'בנזין' }],
};

/** The B§3.3 form block fields with the catalogue's defaults. */
export function formBlockFields(overrides: Partial<FormBlockFields> = {}): FormBlockFields {
  return {
    form_id: '2',
    form_hidden_field_mapping: '{}',
    form_params_mapping: '{}',
    form_location_params_mapping: '{}',
    form_location_mapping: '{}',
    box_color: 'light',
    button_position: 'center',
    button_color: 'primary',
    form_position: 'center',
    has_two_columns: false,
    has_button_margin: false,
    modal_form: false,
    ...overrides,
  };
}
