/**
 * Response shapes of the content service (apps/api, under CONTENT_API_URL): pages, metaheads and the
 * model catalogue (A§3, A§7, B§3.5). Kept by hand next to the API's TypeBox schemas; the API's tests
 * pin the wire format and this lib's tests pin the parsing.
 */
import type { Locale } from './locale';

export type PageKind = 'page' | 'url_redirection';
export type LinkType = 'internal' | 'external' | 'file';
export type RedirectHttpCode = 301 | 302 | 303 | 307 | 308;
export type BlockPosition = 'desktop' | 'mobile';
export type MetaheadLanguage = 'javascript' | 'js-src' | 'css' | 'sass' | 'scss' | 'html';
/** B§3.5 cookie consent scopes: the one a script or HTML metahead needs before it runs (issue 12). */
export type MetaheadConsentScope = 'obligatory' | 'optional' | 'statistic' | 'marketing' | 'unclassified';

export interface CmsPage {
  id: number;
  locale: Locale;
  path: string;
  page_type: 'page' | 'folder';
  title: string | null;
  meta_title: string | null;
  meta_description: string | null;
  canonical_url: string | null;
  external_meta_image: string | null;
  image_id: number | null;
  disable_seo_tracking: boolean;
  /** True only for a disabled page served to a preview token. */
  disabled: boolean;
  type: PageKind;
  /** The redirect fields are null unless `type` is url_redirection. */
  to: string | null;
  http_code: RedirectHttpCode | null;
  redirect_path: string | null;
  link_type: LinkType | null;
  link_new_window: boolean | null;
  updated_at: string;
}

export interface CmsBlock {
  id: number;
  template: string;
  sequence: number;
  fields: Record<string, unknown>;
  groups: Array<Record<string, unknown>>;
  active_positions: BlockPosition[];
}

export interface CmsMetahead {
  id: number;
  page_id: number | null;
  content: string | null;
  language: MetaheadLanguage | null;
  sequence: number | null;
  in_body: boolean | null;
  reload_on_each_page: boolean | null;
  /**
   * The consent scope the visitor must grant before the snippet runs; only `obligatory` ones are
   * server-rendered, CSS is never blocked. Optional for payloads from before issue 12: the content API
   * client fills it in (`unclassified` when missing or unknown), see `metaheadConsentScope`.
   */
  consent_scope?: MetaheadConsentScope;
}

export interface CmsPageDocument {
  page: CmsPage;
  blocks: CmsBlock[];
  metaheads: CmsMetahead[];
  alternates: Array<{ locale: string; path: string }>;
}

export type Brand = 'land_rover' | 'jaguar';
export type FuelType = 'petrol' | 'diesel' | 'mhev_petrol' | 'mhev_diesel' | 'phev' | 'bev';

export interface VehicleSpecs {
  fuel_type: FuelType;
  engine_capacity_cc: number | null;
  cylinders: number | null;
  power_hp: number;
  torque_nm: number;
  acceleration_0_100_s: number;
  top_speed_kmh: number;
  seats: number;
  transmission: 'automatic_8' | 'automatic_9' | 'single_speed';
  drivetrain: 'awd' | 'rwd' | 'fwd';
  consumption_l_100km: number | null;
  electric_consumption_kwh_100km: number | null;
  electric_range_km: number | null;
  battery_kwh: number | null;
  co2_g_km: number;
  boot_litres: number;
}

export type SpecKey = keyof VehicleSpecs;

export interface NameplateRef {
  key: string;
  /** Nameplate code, e.g. x761 (A§3). */
  code: string;
  name: string;
}

/** One derivative, addressed by its car key; prices in whole shekels. */
export interface CatalogueVehicle {
  id: string;
  key: string;
  engine_key: string;
  name: string;
  trim: string;
  brand: Brand;
  family: { key: string; name: string };
  nameplate: NameplateRef;
  price: number;
  lease_price: number | null;
  currency: 'ILS';
  image_id: number | null;
  specs: VehicleSpecs;
}

export interface Colour {
  key: string;
  name: string;
  hex: string;
  finish: 'solid' | 'metallic' | 'premium_metallic' | 'satin';
  price: number;
}

export interface NameplateSummary {
  id: string;
  key: string;
  code: string;
  name: string;
  brand: Brand;
  family: { key: string; name: string };
  page_path: string | null;
  image_id: number | null;
  price_from: number;
  lease_price_from: number | null;
}

export interface GroupedNameplate extends NameplateSummary {
  body_style: string;
  description: string;
  model_year: number;
  gallery_image_ids: number[];
  colours: Colour[];
  vehicles: Array<Pick<CatalogueVehicle, 'key' | 'engine_key' | 'name' | 'trim' | 'price' | 'lease_price'>>;
}

export interface OfferCarModel extends NameplateSummary {
  offer: string;
}

export interface SpecRow {
  key: SpecKey;
  label: string;
  value: string | number | null;
  unit: string | null;
  text: string;
}

export interface VehicleSpecSheet {
  id: string;
  key: string;
  name: string;
  nameplate: NameplateRef;
  price: number;
  lease_price: number | null;
  currency: 'ILS';
  specs: SpecRow[];
  colours: Colour[];
}

/** A§3 Compare model: models keyed by key, each with specs. */
export interface CompareSpec {
  id: string;
  order: string[];
  models: Record<string, { name: string; nameplate: NameplateRef; price: number; lease_price: number | null; image_id: number | null; specs: VehicleSpecs }>;
  labels: Array<{ key: SpecKey; label: string; unit: string | null }>;
}

export interface NavEntry {
  id: string;
  key: string;
  label: string;
  url: string | null;
  target: '_self' | '_blank';
  nameplate: { key: string; code: string; image_id: number | null; price_from: number | null } | null;
}

export interface FlatNavEntry extends NavEntry {
  parent_id: string | null;
}

export interface NavSection extends NavEntry {
  children: NavEntry[];
}

export interface Breadcrumb {
  position: number;
  label: string;
  /** Null for a folder, which has no page to open. */
  path: string | null;
  page_id: number;
}
