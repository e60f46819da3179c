import type { HeaderSize, HeaderTag, LinkValue, ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `finance-calculator` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Comma list of model keys to offer; empty offers every model of models_info. */
  nameplate_key_filter: string;
  calculator_style: 'default' | 'mena';
  model_label: string;
  finance_product_label: string;
  results_label: string;
  free_items_label: string;
  hide_free_items: boolean;
  /** Rich text (html) under the calculator. */
  disclaimers: string;
  /** JSON text: [{key, name, price, image_id, free_items}]. */
  models_info: string;
  box_color: Theme;
}

/** One finance product (a group of the template). */
export interface Group {
  /** A variant key of @lux/pricing's FINANCE_PRODUCTS, e.g. IsraelSpitzerLoan. */
  finance_product: string;
  name: string;
  /** Rich text (html). */
  description: string;
  link: LinkValue | null;
  main_button: LinkValue | null;
  additional_buttons: LinkValue[];
  /** JSON text: down_payment, duration, interest_rate ranges. */
  input_configuration: string;
  /** JSON text: labels of the figures shown. */
  output_configuration: string;
  disclaimer_title: string;
  /** Rich text (html). */
  disclaimer_body: string;
}
