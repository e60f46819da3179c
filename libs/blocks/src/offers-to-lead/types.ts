import type { FormBlockFields } from '../forms/types';
import type { ScrollIdField } from '../shared/values';

/** Mirrors the `offers-to-lead` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField, FormBlockFields {
  category: string;
  defender: boolean;
  discovery: boolean;
  range_rover: boolean;
  form_title: string;
  /** The spec's spelling (instances store it this way). */
  form_subtile: string;
  error_text: string;
  error_button_text: string;
}
