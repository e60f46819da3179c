/**
 * The stock API contract as the site reads it (A§3 Vehicle, Dealer, Postcode search data; A§7 calls).
 * Every listing attribute of A§3 is declared. The API may omit any of them, so all are optional and
 * nullable: the derivations in this lib treat a missing attribute as "not shown", never as an error.
 */
import type { PriceListEntry } from '@lux/pricing';

/** A§4: vehicle state values. `configurator` is a vehicle from the configurator journey. */
export const VEHICLE_STATES = ['new', 'approved', 'used', 'configurator'] as const;
export type VehicleState = (typeof VEHICLE_STATES)[number];

/** A§4: vehicle status values. */
export const VEHICLE_STATUSES = [
  'stock',
  'available_soon',
  'reserved',
  'sold',
  'in_production',
  'on_demand',
  'delivery',
  'demo',
] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** A§3: Australian states and territories of `price_metadata`. */
export const PRICE_METADATA_REGIONS = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type PriceMetadataRegion = (typeof PRICE_METADATA_REGIONS)[number];

/** A§3: price types. */
export const PRICE_TYPES = ['purchase', 'lease', 'subscribe', 'sale'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

type Maybe<T> = T | null | undefined;

/** One photo of the included list (A§3). */
export interface VehiclePhotoItem {
  readonly sequence?: Maybe<number>;
  readonly big?: Maybe<string>;
  readonly medium?: Maybe<string>;
  readonly quarter_hd?: Maybe<string>;
  readonly hd?: Maybe<string>;
  readonly full?: Maybe<string>;
}

/** `photos` (A§3): renditions of the cover plus the included list. */
export interface VehiclePhotos {
  readonly normal?: Maybe<string>;
  readonly medium?: Maybe<string>;
  readonly hd?: Maybe<string>;
  readonly quarter_hd?: Maybe<string>;
  readonly included?: Maybe<readonly VehiclePhotoItem[]>;
}

export interface VehicleFeature {
  readonly name?: Maybe<string>;
  readonly code?: Maybe<string>;
  readonly price?: Maybe<number | string>;
}

/** Market group `avl_field` (A§3). */
export interface AvlField {
  readonly registration_date?: Maybe<string>;
  readonly open_market_value?: Maybe<number | string>;
  readonly additional_registration_fee?: Maybe<number | string>;
  readonly preferential_additional_registration_fee?: Maybe<number | string>;
}

/** Market group `japan_used_and_approved_cars_field` (A§3). */
export interface JapanUsedAndApprovedCarsField {
  readonly date_mot_expiry?: Maybe<string>;
  readonly date_warranty_expiry?: Maybe<string>;
  readonly recycling_fee?: Maybe<number | string>;
  readonly repair_record?: Maybe<string | boolean>;
  readonly previous_use?: Maybe<string>;
  readonly regular_maintenance_availability?: Maybe<string | boolean>;
  readonly maintenance_log?: Maybe<string | boolean>;
  readonly date_registered?: Maybe<string>;
  readonly on_the_road_price?: Maybe<number | string>;
}

/** `owner_metadata` (A§3): the display name is chosen by brand. */
export interface OwnerMetadata {
  readonly display_name_jag?: Maybe<string>;
  readonly display_name_lr?: Maybe<string>;
}

/** Owner (selling retailer) fields of a vehicle (A§3). */
export interface VehicleOwnerFields {
  readonly owner_address?: Maybe<string>;
  readonly owner_name?: Maybe<string>;
  readonly owner_city?: Maybe<string>;
  readonly owner_email?: Maybe<string>;
  readonly owner_opening_hours?: Maybe<string>;
  readonly owner_zipcode?: Maybe<string>;
  readonly owner_contact_details?: Maybe<string>;
  readonly owner_phone?: Maybe<string>;
  readonly owner_metadata?: Maybe<OwnerMetadata>;
}

/** A vehicle of a stock listing: every listing attribute of A§3, the market groups and owner fields. */
export interface Vehicle extends VehicleOwnerFields {
  readonly id: string;
  readonly nameplate_brand_name?: Maybe<string>;
  readonly nameplate_name?: Maybe<string>;
  readonly nameplate_external_code?: Maybe<string>;
  readonly nameplate_model_group?: Maybe<string>;
  readonly state?: Maybe<VehicleState | string>;
  readonly status?: Maybe<VehicleStatus | string>;
  readonly version?: Maybe<string>;
  readonly drivetrain?: Maybe<string>;
  readonly production_year?: Maybe<number>;
  readonly model_year?: Maybe<number>;
  readonly transmission?: Maybe<string>;
  readonly mileage?: Maybe<number>;
  readonly mileage_unit?: Maybe<string>;
  readonly engines?: Maybe<string>;
  readonly engine_type?: Maybe<string>;
  readonly capacity?: Maybe<number | string>;
  readonly engine_capacity_normalized?: Maybe<number | string>;
  readonly battery_capacity?: Maybe<number | string>;
  readonly power?: Maybe<number | string>;
  readonly power_unit?: Maybe<string>;
  readonly color_name?: Maybe<string>;
  readonly interior_color?: Maybe<string>;
  readonly vin?: Maybe<string>;
  readonly order_number?: Maybe<string>;
  readonly long_description?: Maybe<string>;
  readonly cover_photo_medium?: Maybe<string>;
  readonly photos?: Maybe<VehiclePhotos>;
  readonly video_url?: Maybe<string>;
  readonly config_url?: Maybe<string>;
  readonly price_metadata?: Maybe<Partial<Record<PriceMetadataRegion, number | string | null>>>;
  readonly msrp_price?: Maybe<number | string>;
  readonly sale_price?: Maybe<number | string>;
  readonly monthly_price?: Maybe<number | string>;
  readonly subscribe_price?: Maybe<number | string>;
  readonly total_price?: Maybe<number | string>;
  readonly base_price?: Maybe<number | string>;
  readonly gross_price?: Maybe<number | string>;
  readonly net_price?: Maybe<number | string>;
  readonly price_hidden?: Maybe<boolean>;
  readonly financing_options?: Maybe<readonly string[]>;
  readonly prices_type?: Maybe<PriceType | string>;
  readonly prices?: Maybe<{ readonly list?: Maybe<readonly PriceListEntry[]> }>;
  readonly features_optional?: Maybe<readonly VehicleFeature[]>;
  readonly features_standard?: Maybe<readonly VehicleFeature[]>;
  readonly accessories?: Maybe<readonly VehicleFeature[]>;
  readonly number_of_seats?: Maybe<number>;
  readonly delivery_date?: Maybe<string>;
  readonly model_display_name?: Maybe<string>;
  readonly footnote?: Maybe<string>;
  readonly disclaimers?: Maybe<readonly string[] | string>;
  readonly product_card_disclaimer?: Maybe<{ readonly description?: Maybe<string> }>;
  readonly publicationLists?: Maybe<readonly string[]>;
  readonly availability?: Maybe<string>;
  readonly item_id?: Maybe<string>;
  /** Retailer of the vehicle, matched against dealer codes (A§4 postcode search). */
  readonly dealer_code?: Maybe<string>;
  readonly avl_field?: Maybe<AvlField>;
  readonly japan_used_and_approved_cars_field?: Maybe<JapanUsedAndApprovedCarsField>;
}

/** A§3 Dealer / retailer. */
export interface Dealer {
  readonly id: string;
  readonly name: string;
  readonly dealer_code: string;
  readonly address?: Maybe<string>;
  readonly email?: Maybe<string>;
  readonly phone?: Maybe<string>;
  readonly mainPhone?: Maybe<string>;
  readonly city?: Maybe<string>;
  readonly zipcode?: Maybe<string>;
  readonly postcode?: Maybe<string>;
  readonly locality?: Maybe<string>;
  readonly ciCode?: Maybe<string>;
}

/** One value of a checkbox filter with the number of vehicles it would give ("Defender (12)"). */
export interface FacetValue {
  readonly value: string;
  readonly count: number;
}

/** Bounds of a range filter under the other active filters: the range's default (A§5). */
export interface RangeFacet {
  readonly min: number;
  readonly max: number;
}

/** `meta` of a listing response (issue 4 item 1). Facet keys are the filter keys of `filters.ts`. */
export interface ListingMeta {
  readonly total: number;
  readonly page: number;
  readonly items: number;
  /** For each checkbox filter, its values with counts under the other active filters. */
  readonly facets: Readonly<Record<string, readonly FacetValue[]>>;
  /** For each range filter, its bounds under the other active filters. */
  readonly ranges?: Readonly<Record<string, RangeFacet>>;
}

export interface ListingResponse {
  readonly data: readonly Vehicle[];
  readonly meta: ListingMeta;
}

/** One query parameter; a list keeps the order, so the same state always gives the same URL. */
export type QueryParam = readonly [name: string, value: string];

/** A§3 "Reservation": what the showroom page needs to offer a reservation. */
export interface ShowroomConfigItem {
  readonly config_type: string;
  readonly data: unknown;
}

/** A§7 translations: key → text. */
export type StockTranslations = Readonly<Record<string, string>>;

/**
 * The calls of A§7 the stock locator makes. The site supplies an implementation (see
 * `createStockApi`); tests supply fakes. Rejections should be {@link StockApiError}s so a 404 can be
 * told apart (saved vehicles drop 404 ids, A§4 / A§8).
 */
export interface StockApi {
  /** GET /public_api/listing/{listing}?{query} */
  listVehicles(listing: string, query: readonly QueryParam[]): Promise<ListingResponse>;
  /** GET /public_api/listing/{listing}/light?{query} — cards only (carousel). */
  listVehiclesLight(listing: string, query: readonly QueryParam[]): Promise<ListingResponse>;
  /** GET /public_api/listing/{listing}/vehicle/{id} */
  getVehicle(listing: string, id: string): Promise<Vehicle>;
  /** GET /public_api/listing/{listing}/retailers?{query} with `q[...]` params. */
  listRetailers(listing: string, query: readonly QueryParam[]): Promise<Dealer[]>;
  /** GET /public_api/company_config/{all|key} with the Company-Config header. */
  getCompanyConfig(key: string, companyConfig: string): Promise<unknown>;
  /** GET /public_api/widget_translations_configs/{id}, read from data.data.attributes.data. */
  getTranslations(id: string): Promise<StockTranslations>;
  /** GET /public_api/brands */
  listBrands(): Promise<unknown[]>;
  /** GET /nameplates */
  listNameplates(): Promise<unknown[]>;
  /** GET /public_api/vehicles/config_data?{query} */
  getConfigData(query: readonly QueryParam[]): Promise<unknown>;
  /** GET /trade_in/form_options?{query}&lang= (lang default en). */
  getTradeInFormOptions(query: readonly QueryParam[], lang?: string): Promise<unknown>;
  /** Showroom config: company config `all` with config_type additional, cash, lease, subscription. */
  getShowroomConfig(companyConfig: string): Promise<ShowroomConfigItem[]>;
  /** A vehicle by its configurator `config_url`. */
  getVehicleByConfigUrl(listing: string, configUrl: string): Promise<Vehicle>;
}

/** A failed stock call. `status` is the HTTP status, or `null` when no response came. */
export class StockApiError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'StockApiError';
    this.status = status;
  }
}

/** True for a 404 from the stock API (also for plain objects carrying `status: 404`). */
export function isNotFoundError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const status = (error as { status?: unknown; response?: { status?: unknown } }).status;
  const responseStatus = (error as { response?: { status?: unknown } }).response?.status;
  return status === 404 || responseStatus === 404;
}
