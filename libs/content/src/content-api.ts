/**
 * Typed calls to the content service (A§7 "Content-system API", B§7 "CMS"). The axios instance is
 * injected, with CONTENT_API_URL as its base URL: the site owns interceptors and time-outs (A§6), so
 * this lib needs only axios's types. JSON:API resources (`{ id, type, attributes }`) are flattened.
 */
import type { AxiosInstance } from 'axios';
import type {
  BlockPosition,
  Breadcrumb,
  CatalogueVehicle,
  CmsMetahead,
  CmsPageDocument,
  CompareSpec,
  FlatNavEntry,
  GroupedNameplate,
  NavSection,
  OfferCarModel,
  VehicleSpecSheet,
} from './content-api.types';
import type { Locale } from './locale';
import { withConsentScope } from './metahead';

/** B§5: the exact text when the redirect (page) fetch has no pathname. */
export const PATHNAME_REQUIRED = 'You have to provide current page pathname.';

export type ContentHttp = Pick<AxiosInstance, 'get'>;

export interface CallOptions {
  /** Passed on as x-request-id, so API logs join up with the site's. */
  requestId?: string;
}

export interface PageOptions extends CallOptions {
  locale?: Locale;
  /** Only blocks active at this position. */
  position?: BlockPosition;
  /** A preview token: lets an editor see a disabled page (B§6). */
  previewToken?: string;
}

export interface VehicleFilter {
  /** Car keys: what spec-price substitution loads. */
  carKeys?: readonly string[];
  nameplate?: string;
  family?: string;
  brand?: 'land_rover' | 'jaguar';
}

type Query = Array<[string, string | undefined]>;

function url(path: string, query: Query = []): string {
  const search = new URLSearchParams();
  for (const [name, value] of query) if (value !== undefined && value !== '') search.append(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const seg = (value: string | number) => encodeURIComponent(String(value));

function headers(options: CallOptions & { previewToken?: string }): Record<string, string> {
  return {
    ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
    ...(options.previewToken ? { authorization: `Bearer ${options.previewToken}` } : {}),
  };
}

function isNotFound(error: unknown): boolean {
  return (error as { response?: { status?: unknown } } | null)?.response?.status === 404;
}

interface Resource<A> {
  id: string;
  attributes: A;
}
const flatten = <A>(resource: Resource<A>) => ({ ...resource.attributes, id: resource.id });

/** The page path as the API's wildcard wants it: segments percent-encoded, no empty ones. */
export function pagePathSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean).map(seg).join('/');
}

export function createContentApi(http: ContentHttp) {
  async function getData<T>(path: string, options: CallOptions & { previewToken?: string } = {}): Promise<T> {
    const response = await http.get<{ data: T }>(path, { headers: headers(options) });
    return response.data.data;
  }

  /** null on 404, so callers can tell "absent" from a failure. */
  async function orNull<T>(call: Promise<T>): Promise<T | null> {
    try {
      return await call;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    /**
     * GET /public_api/pages/by_path/{path}: the page (or where its redirection leads), its blocks and
     * metaheads; null when there is no such page (the site then shows /404). Throws the spec's error
     * when the pathname is missing.
     */
    page(pathname: string | null | undefined, options: PageOptions = {}): Promise<CmsPageDocument | null> {
      if (pathname === undefined || pathname === null || pathname.trim() === '') {
        return Promise.reject(new Error(PATHNAME_REQUIRED));
      }
      const path = url(`/public_api/pages/by_path/${pagePathSegment(pathname)}`, [
        ['locale', options.locale],
        ['position', options.position],
      ]);
      return orNull(
        getData<CmsPageDocument>(path, options).then((document) =>
          Array.isArray(document?.metaheads) ? { ...document, metaheads: document.metaheads.map(withConsentScope) } : document,
        ),
      );
    },

    /** GET /metaheads?q[page_id_equal_or_null]=: the global metaheads plus the page's, by sequence. */
    async metaheads(pageId?: number, options: CallOptions & { previewToken?: string } = {}): Promise<CmsMetahead[]> {
      const path = url('/metaheads', [['q[page_id_equal_or_null]', pageId === undefined ? undefined : String(pageId)]]);
      const data = await getData<Array<Resource<Omit<CmsMetahead, 'id'>>>>(path, options);
      return data.map((resource) => withConsentScope({ ...resource.attributes, id: Number(resource.id) }));
    },

    async vehicles(filter: VehicleFilter = {}, locale?: Locale, options: CallOptions = {}): Promise<CatalogueVehicle[]> {
      // An empty key list means "no cars", not "every car".
      if (filter.carKeys && filter.carKeys.length === 0) return [];
      const path = url('/vehicles', [
        ['locale', locale],
        ['filter[key_in]', filter.carKeys ? [...new Set(filter.carKeys)].join(',') : undefined],
        ['filter[nameplate_eq]', filter.nameplate],
        ['filter[family_eq]', filter.family],
        ['filter[brand_eq]', filter.brand],
      ]);
      const data = await getData<Array<Resource<Omit<CatalogueVehicle, 'id'>>>>(path, options);
      return data.map(flatten);
    },

    async groupedNameplates(
      filter: Pick<VehicleFilter, 'family' | 'brand'> = {},
      locale?: Locale,
      options: CallOptions = {},
    ): Promise<GroupedNameplate[]> {
      const path = url('/vehicles/grouped_nameplates', [
        ['locale', locale],
        ['filter[family_eq]', filter.family],
        ['filter[brand_eq]', filter.brand],
      ]);
      const data = await getData<Array<Resource<Omit<GroupedNameplate, 'id'>>>>(path, options);
      return data.map(flatten);
    },

    /** By vehicle id or car key; null when unknown. */
    vehicleSpecs(idOrKey: string | number, locale?: Locale, options: CallOptions = {}): Promise<VehicleSpecSheet | null> {
      const path = url(`/vehicles/${seg(idOrKey)}/specs`, [['locale', locale]]);
      return orNull(getData<Resource<Omit<VehicleSpecSheet, 'id'>>>(path, options).then(flatten));
    },

    /** GET /compare/spec/{modelKey}: the first item of data (A§7); null when the key is unknown. */
    compareSpec(modelKey: string, locale?: Locale, options: CallOptions = {}): Promise<CompareSpec | null> {
      const path = url(`/compare/spec/${seg(modelKey)}`, [['locale', locale]]);
      return orNull(
        getData<Array<Resource<Omit<CompareSpec, 'id'>>>>(path, options).then((items) => {
          const first = items[0];
          return first ? flatten(first) : null;
        }),
      );
    },

    async offerCarModels(locale?: Locale, options: CallOptions = {}): Promise<OfferCarModel[]> {
      const data = await getData<Array<Resource<Omit<OfferCarModel, 'id'>>>>(url('/offer_car_models', [['locale', locale]]), options);
      return data.map(flatten);
    },

    /** GET /nav_entries: flat, sections first. */
    async navEntries(locale?: Locale, options: CallOptions = {}): Promise<FlatNavEntry[]> {
      const data = await getData<Array<Resource<Omit<FlatNavEntry, 'id'>>>>(url('/nav_entries', [['locale', locale]]), options);
      return data.map(flatten);
    },

    /** GET /nav_entries_v2 (A§7: the v2 path): sections with their items. */
    navEntriesV2(locale?: Locale, options: CallOptions = {}): Promise<NavSection[]> {
      return getData<NavSection[]>(url('/nav_entries_v2', [['locale', locale]]), options);
    },

    /** GET /nav_entries/breadcrumbs/{pageId}; null when the page is unknown or unpublished. */
    breadcrumbs(pageId: number, options: CallOptions = {}): Promise<Breadcrumb[] | null> {
      return orNull(getData<Breadcrumb[]>(`/nav_entries/breadcrumbs/${seg(pageId)}`, options));
    },
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
