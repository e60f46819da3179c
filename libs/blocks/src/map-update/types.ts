import type { LinkValue } from '../shared/values';
import type { ScrollIdField } from '../shared/values';

/** Mirrors the `map-update` template in @lux/block-catalogue (separators hold no value). */
export interface Fields extends ScrollIdField {
  step_1: null;
  step_1_heading: string;
  step_1_description: string;
  vin_label: string;
  vin_placeholder: string;
  submit_button_text: string;
  error_text: string;
  step_2: null;
  step_2_heading: string;
  terms_text: string;
  accept_terms_label: string;
  download_button_text: string;
  step_3: null;
  success_heading: string;
  success_text: string;
  retry_heading: string;
  retry_text: string;
  retry_button_text: string;
  retailer_finder_link: LinkValue | null;
  update_new_vehicle_link: LinkValue | null;
}
