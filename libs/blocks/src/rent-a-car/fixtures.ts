import { exampleInstance, templateByKey } from '@lux/block-catalogue';
import type { FieldDefinition } from '@lux/forms-client';
import type { PublicForm } from '../forms/api';

const hidden = (datum: string, he: string, en: string, max = 200): FieldDefinition => ({ id: `rental_${datum}`, type: 'hidden', label: { he, en }, rules: { max } });

/** The rental enquiry form as apps/api/src/seed/forms.ts seeds it (id 7 on a fresh database). */
export const rentalEnquiryForm: PublicForm = {
  id: 7,
  type: 'rental',
  locale: 'he',
  thank_you: null,
  definition: {
    layout: { columns: 2 },
    fields: [
      { id: 'first_name', type: 'text', label: { he: 'שם פרטי', en: 'First name' }, rules: { required: true, min: 2, max: 40 }, width: 'half' },
      { id: 'last_name', type: 'text', label: { he: 'שם משפחה', en: 'Last name' }, rules: { required: true, min: 2, max: 40 }, width: 'half' },
      { id: 'phone', type: 'tel', label: { he: 'טלפון נייד', en: 'Mobile phone' }, rules: { required: true }, width: 'half' },
      { id: 'email', type: 'email', label: { he: 'דוא"ל', en: 'Email' }, rules: { required: true, max: 254 }, width: 'half' },
      { id: 'notes', type: 'textarea', label: { he: 'הערות', en: 'Notes' }, rules: { max: 1000 } },
      { id: 'consent', type: 'consent', label: { he: 'אני מאשר/ת קבלת פניות', en: 'I agree to be contacted' }, rules: { required: true } },
      hidden('pickup_location', 'מקום איסוף', 'Pick-up location'),
      hidden('dropoff_location', 'מקום החזרה', 'Drop-off location'),
      hidden('pickup_date', 'תאריך איסוף', 'Pick-up date', 40),
      hidden('dropoff_date', 'תאריך החזרה', 'Drop-off date', 40),
      hidden('days', 'ימי שכירות', 'Rental days', 4),
      hidden('vehicle', 'רכב', 'Vehicle', 120),
      hidden('extras', 'תוספות', 'Extras', 500),
      hidden('total', 'סה״כ', 'Total', 40),
      hidden('summary', 'סיכום', 'Summary', 3000),
    ],
  },
};

/** The catalogue's demo instance (examples.rental.ts): what the all-blocks page shows. */
export function rentACarExample(locale: 'he' | 'en') {
  const template = templateByKey('jlr-rent-a-car');
  if (!template) throw new Error('jlr-rent-a-car is not in the catalogue');
  return exampleInstance(template, locale);
}
