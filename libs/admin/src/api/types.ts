/** Roles of the back office (ADR 019); admin passes every check. */
export const adminRoles = ['admin', 'editor', 'sales', 'viewer'] as const;
export type AdminRole = (typeof adminRoles)[number];

/** The signed-in user as the site's `requireUser` hands it over. */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  roles: readonly string[];
}

/** The services the site's `/admin/api/:service/*` proxy forwards to. */
export type AdminService = 'content' | 'stock' | 'forms' | 'identity';

/** Paging facts of every list answer (`meta`). */
export interface ListMeta {
  total: number;
  page: number;
  items: number;
  pages: number;
}

/** A list answer: `{ data, meta }`. */
export interface ListResult<T> {
  data: T[];
  meta: ListMeta;
}

/** One entry of the API's error envelope (ADR 004). */
export interface ApiErrorObject {
  status?: string | number;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
}

export interface SettingRow {
  id: string;
  key: string;
  value: string;
  /** The part of the key before its first dot (`meta` of `meta.title_divider`). */
  namespace?: string;
  updated_at: string;
}

export interface LocationRow {
  id: string;
  name: string;
  name_en: string;
  address: string;
  city: string;
  phone: string;
  email: string;
  latitude: number | null;
  longitude: number | null;
  dealer_code: string | null;
  active: boolean;
}

export interface DealerRow {
  id: string;
  dealer_code: string;
  ci_code: string;
  brands: string[];
  name_he: string;
  name_en: string;
  address_he: string;
  address_en: string;
  city_he: string;
  city_en: string;
  state_he: string;
  state_en: string;
  postcode: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  opening_hours: string;
}

export interface RedirectRow {
  id: string;
  locale: string;
  path: string;
  to: string;
  http_code: number;
  link_type: string;
  updated_at?: string;
}

export interface UserRow {
  id: string;
  email: string;
  name: string;
  roles: string[];
  active: boolean;
  created_at?: string;
  updated_at?: string;
}

export interface AuditRow {
  id: string;
  at: string;
  actor_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
}
