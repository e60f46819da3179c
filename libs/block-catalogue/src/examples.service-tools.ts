// Examples of the service-tools blocks (issue 15): real, working demo content for the all-blocks page and the
// editor's "insert example", merged over the generic values by exampleInstance (see examples.ts).
import type { LinkValue } from './fields/types';
import type { BlockInstanceInput } from './validate/validate';

type Locale = 'he' | 'en';
type Example = (locale: Locale) => Partial<BlockInstanceInput>;

/**
 * Seeded demo VINs (apps/api/src/seed/tools.vehicles.ts): this one gets a Pivi Pro map package; the
 * second is in two active service campaigns.
 */
export const DEMO_MAP_UPDATE_VIN = 'SALGA2BE8MA400123';
export const DEMO_AFFECTED_VIN = 'SALEA7BW8N2081234';

const link = (url: string, text: string, uiType: LinkValue['ui_type'] = 'primary'): LinkValue => ({
  url,
  type: 'internal',
  target: '_self',
  link_text: text,
  ui_type: uiType,
});

const mapUpdate: Record<Locale, Record<string, unknown>> = {
  he: {
    step_1_heading: 'עדכון מפות הניווט ברכב',
    step_1_description:
      '<p>הזינו את מספר השלדה (VIN) של הרכב כדי לקבל את עדכון המפות האחרון למערכת הניווט שלו. ' +
      `לניסיון: <strong>${DEMO_MAP_UPDATE_VIN}</strong>.</p>`,
    vin_label: 'מספר שלדה (VIN)',
    vin_placeholder: 'לדוגמה SALGA2BE8MA400123',
    submit_button_text: 'חיפוש עדכון',
    error_text: 'מספר השלדה לא זוהה. יש לבדוק שהוזן נכון או לנסות שוב מאוחר יותר.',
    step_2_heading: 'אישור התנאים והורדת המפות',
    terms_text:
      '<p>קובצי המפות מיועדים לשימוש ברכב שמספר השלדה שלו הוזן בלבד. ההתקנה באחריות הנהג; ' +
      'אין לבצע אותה בזמן נסיעה. שמרו את הקבצים בכונן USB ריק (FAT32 או exFAT).</p>',
    accept_terms_label: 'קראתי ואני מסכים/ה לתנאי השימוש',
    download_button_text: 'הורדה',
    success_heading: 'ההורדה החלה',
    success_text: '<p>חברו את כונן ה-USB לרכב כשהמנוע פועל ופעלו לפי ההוראות במסך. זקוקים לעזרה? מרכזי השירות שלנו ישמחו לעדכן עבורכם.</p>',
    retry_heading: 'משהו השתבש',
    retry_text: '<p>לא הצלחנו לבדוק את מספר השלדה כרגע. נסו שוב בעוד רגע.</p>',
    retry_button_text: 'ניסיון נוסף',
    retailer_finder_link: link('/retailer-locator', 'איתור מרכז שירות'),
    update_new_vehicle_link: link('/all-blocks', 'עדכון רכב נוסף', 'secondary'),
  },
  en: {
    step_1_heading: 'Update your navigation maps',
    step_1_description:
      "<p>Enter your vehicle's VIN to get the latest map update for its navigation system. " +
      `To try it: <strong>${DEMO_MAP_UPDATE_VIN}</strong>.</p>`,
    vin_label: 'VIN',
    vin_placeholder: 'e.g. SALGA2BE8MA400123',
    submit_button_text: 'Find my update',
    error_text: 'VIN not recognised. Please check you have entered your VIN correctly or try again later.',
    step_2_heading: 'Accept the terms and download your maps',
    terms_text:
      '<p>The map files are for the vehicle with this VIN only. You install them at your own responsibility; ' +
      'never while driving. Save the files to an empty USB drive (FAT32 or exFAT).</p>',
    accept_terms_label: 'I accept the terms of use',
    download_button_text: 'Download',
    success_heading: 'Your download has started',
    success_text:
      '<p>Connect the USB drive to your vehicle with the engine running and follow the instructions on the screen. Need help? Our service centres will gladly update it for you.</p>',
    retry_heading: 'Something went wrong',
    retry_text: '<p>We could not check your VIN just now. Please try again in a moment.</p>',
    retry_button_text: 'Try again',
    retailer_finder_link: link('/retailer-locator', 'Find a service centre'),
    update_new_vehicle_link: link('/all-blocks', 'Update another vehicle', 'secondary'),
  },
};

const vinChecker: Record<Locale, Record<string, unknown>> = {
  he: {
    heading: 'האם הרכב שלי נכלל בקריאת שירות?',
    header_size: 'l',
    header_tag: 'H2',
    text_alignment_class: 'center',
    height_class: 'm',
    label_text: 'מספר שלדה (VIN)',
    button_text: 'בדיקה',
    response_positive: '<p>הרכב שלך נכלל בקריאת שירות. יש לפנות למרכז השירות לתיאום החלפת החלקים, ללא עלות.</p>',
    response_negative: '<p>הרכב שלך אינו נכלל ברכבים המושפעים.</p>',
    box_color: 'grey',
  },
  en: {
    heading: 'Is my vehicle affected by a service campaign?',
    header_size: 'l',
    header_tag: 'H2',
    text_alignment_class: 'center',
    height_class: 'm',
    label_text: 'VIN',
    button_text: 'Check',
    response_positive: '<p>Your vehicle is affected. Please contact the service centre for parts replacement, free of charge.</p>',
    response_negative: '<p>Your vehicle is NOT the affected vehicle.</p>',
    box_color: 'grey',
  },
};

export const serviceToolsExamples: Readonly<Record<string, Example>> = {
  'map-update': (locale) => ({ fields: mapUpdate[locale] }),
  'vin-checker': (locale) => ({ fields: vinChecker[locale] }),
};
