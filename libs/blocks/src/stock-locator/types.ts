import type { HeaderSize, HeaderTag, ScrollIdField } from '../shared/values';

/** The `filter_*` flags of the stock locator templates (B§3.2), one per filter of @lux/stock-locator. */
export interface FilterFlags {
  filter_brands: boolean;
  filter_models: boolean;
  filter_financing_options: boolean;
  filter_states: boolean;
  filter_statuses: boolean;
  filter_msrp_price: boolean;
  filter_display_price: boolean;
  filter_mileage: boolean;
  filter_production_year: boolean;
  filter_model_year: boolean;
  filter_power: boolean;
  filter_engine_types: boolean;
  filter_transmissions: boolean;
  filter_colors: boolean;
  filter_specific_colors: boolean;
  filter_dealers: boolean;
  filter_number_of_seats: boolean;
}

/** Mirrors the `stock-locator` and `stock-locator-overseas` templates in @lux/block-catalogue. */
export interface Fields extends ScrollIdField, FilterFlags {
  /** Rich text (html). */
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  /** Rich text (html). */
  paragraph: string;
  /** The listing (`/public_api/listing/{ci_key_list}`), also the company whose config applies. */
  ci_key_list: string;
  /** Only this brand's vehicles (`filter[nameplate_brand_name_eq]`); '' for every brand. */
  sl_key_brand: string;
  /** Look of the "Reset Filter" button. */
  reset_button_theme: 'primary' | 'secondary' | 'tertiary';
  /** JSON `{ headline, list }`: hand-picked vehicle ids shown above the search (feature display_selected_vehicles). */
  vehicles: string;
}
