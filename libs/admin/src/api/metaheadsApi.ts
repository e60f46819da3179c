import type { AdminClient } from './client';
import { flatten } from './client';

/**
 * Metaheads (ADR 027 §5, B§3.5): scripts, style sheets and HTML on every page or on one page. Relative to the
 * content service: the site's loader reads them with the user's token, the browser through the proxy
 * (`/admin/api/content/cms/metaheads`). Only admins and developers may read or write them.
 */
export const METAHEAD_LANGUAGES = ['javascript', 'js-src', 'css', 'sass', 'scss', 'html'] as const;
export type MetaheadLanguage = (typeof METAHEAD_LANGUAGES)[number];
/** The cookie-consent scope a script or HTML needs before it runs; only `obligatory` is in the server's page. */
export const METAHEAD_CONSENT_SCOPES = ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'] as const;
export type MetaheadConsentScope = (typeof METAHEAD_CONSENT_SCOPES)[number];

/** What the site's Content-Security-Policy does to a snippet: origins it will block, and notes (English). */
export interface MetaheadCsp {
  blocked_hosts: string[];
  notes: string[];
}

/** One metahead as a flat row, with its CSP report. */
export interface MetaheadRow {
  id: string;
  page_id: number | null;
  language: string;
  content: string;
  sequence: number;
  in_body: boolean;
  reload_on_each_page: boolean;
  consent_scope: string;
  /** Send back as `expected_content_hash`: a row changed meanwhile answers 409. */
  content_hash: string;
  csp: MetaheadCsp;
}

export interface MetaheadBody {
  page_id?: number | null;
  language: MetaheadLanguage;
  content: string;
  sequence?: number;
  in_body?: boolean;
  reload_on_each_page?: boolean;
  consent_scope?: MetaheadConsentScope;
}

const seg = (value: string | number) => encodeURIComponent(String(value));
export const metaheadPaths = {
  /** The global metaheads, or one page's. */
  list: (pageId?: number | null) => (pageId ? `cms/metaheads?page_id=${seg(pageId)}` : 'cms/metaheads'),
  one: (id: string | number) => `cms/metaheads/${seg(id)}`,
} as const;

const emptyCsp = (): MetaheadCsp => ({ blocked_hosts: [], notes: [] });

function rowOf(resource: unknown): MetaheadRow {
  const { csp, ...rest } = (resource ?? {}) as { csp?: MetaheadCsp };
  return { ...(flatten(rest) as Omit<MetaheadRow, 'csp'>), csp: csp ?? emptyCsp() };
}

/** `{ data: [resource…], csp }` as rows, each with its own report, and the report of them all. */
export function metaheadsOf(body: unknown): { rows: MetaheadRow[]; csp: MetaheadCsp } {
  const { data = [], csp } = (body ?? {}) as { data?: unknown[]; csp?: MetaheadCsp };
  return { rows: data.map(rowOf), csp: csp ?? emptyCsp() };
}

/** `{ data: resource, csp }` of a write as the row. */
export function metaheadOf(body: unknown): MetaheadRow {
  return rowOf((body as { data?: unknown } | null)?.data);
}

/** The metaheads' calls through the client (the browser's proxy). */
export function metaheadsApi(client: AdminClient) {
  const { http } = client;
  const content = (path: string) => `/content/${path}`;
  return {
    async list(pageId?: number | null) {
      return metaheadsOf((await http.get(content(metaheadPaths.list(pageId)))).data);
    },
    async create(body: MetaheadBody) {
      return metaheadOf((await http.post(content(metaheadPaths.list()), body)).data);
    },
    /** `expectedHash`: the row's `content_hash` as the form loaded it. */
    async update(id: string, body: MetaheadBody, expectedHash?: string) {
      return metaheadOf((await http.put(content(metaheadPaths.one(id)), { ...body, ...(expectedHash ? { expected_content_hash: expectedHash } : {}) })).data);
    },
    async remove(id: string) {
      await http.delete(content(metaheadPaths.one(id)));
    },
  };
}

export type MetaheadsApi = ReturnType<typeof metaheadsApi>;
