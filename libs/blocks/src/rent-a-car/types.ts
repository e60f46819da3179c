import type { ScrollIdField } from '../shared/values';

/** Mirrors the `jlr-rent-a-car` template in @lux/block-catalogue (JSON fields as stored: text or parsed). */
export interface Fields extends ScrollIdField {
  translations: unknown;
  locations: unknown;
  vehicles: unknown;
  contact_form_id: string;
  hidden_field_mapping: unknown;
  summary_template: string;
  thank_you_heading: string;
  thank_you_text: string;
  error_heading: string;
  error_text: string;
  send_inquiry_label: string;
  additional_settings: unknown;
}

/** One step group: a heading and its extras (`items`, JSON). */
export interface Group {
  heading: string;
  items: unknown;
}
