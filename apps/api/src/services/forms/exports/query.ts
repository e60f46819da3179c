import { Type } from 'typebox';
import { SortQuery } from '../../../http/back-office.js';
import { instant, IsoInstant } from '../forms.schemas.js';

/**
 * The leads list's filters and sort (B§7 `GET /forms/{id}/leads`), shared by the export: an export holds
 * exactly the rows the list shows for the same query, over every page.
 */

export const LEAD_SORTS = ['created_at', '-created_at'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
/** B§7: "default sort adds -created_at". */
export const DEFAULT_LEAD_SORT: LeadSort = '-created_at';

export const LeadWindowQuery = {
  sort: SortQuery(['created_at'], DEFAULT_LEAD_SORT),
  'filter[created_at_gteq]': IsoInstant('Created at or after this instant.'),
  'filter[created_at_lteq]': IsoInstant('Created at or before this instant (a bare date includes that whole day).'),
};

export interface LeadWindowInput {
  sort?: LeadSort | undefined;
  'filter[created_at_gteq]'?: string | undefined;
  'filter[created_at_lteq]'?: string | undefined;
}

/** The parsed window: `from` / `to` are the instants the SQL compares with (a bare `lteq` date ends at 23:59:59.999). */
export interface LeadWindow {
  sort: LeadSort;
  filter: { created_at_gteq?: string; created_at_lteq?: string };
  from: Date | undefined;
  to: Date | undefined;
}

export type WindowProblem = { detail: string; parameter: string };

/** The list's checks, in its order and with its messages: a real date, and gteq not after lteq. */
export function parseLeadWindow(query: LeadWindowInput): { ok: true; window: LeadWindow } | { ok: false; problem: WindowProblem } {
  const gteq = query['filter[created_at_gteq]'];
  const lteq = query['filter[created_at_lteq]'];
  const from = instant(gteq, false);
  const to = instant(lteq, true);
  if (from === null) return { ok: false, problem: { detail: 'filter[created_at_gteq] is not a real date.', parameter: 'filter[created_at_gteq]' } };
  if (to === null) return { ok: false, problem: { detail: 'filter[created_at_lteq] is not a real date.', parameter: 'filter[created_at_lteq]' } };
  if (from && to && from > to) {
    return {
      ok: false,
      problem: { detail: 'filter[created_at_gteq] must not be later than filter[created_at_lteq].', parameter: 'filter[created_at_gteq]' },
    };
  }
  const filter: LeadWindow['filter'] = {};
  if (gteq !== undefined) filter.created_at_gteq = gteq;
  if (lteq !== undefined) filter.created_at_lteq = lteq;
  return { ok: true, window: { sort: query.sort ?? DEFAULT_LEAD_SORT, filter, from, to } };
}

/** How the window is kept in `lead_exports.query`: what was asked, plus the instants (for lead deletes and retries). */
export interface StoredLeadQuery {
  filter: LeadWindow['filter'];
  sort: LeadSort;
  range: { from: string | null; to: string | null };
}

export const storedQuery = (window: LeadWindow): StoredLeadQuery => ({
  filter: window.filter,
  sort: window.sort,
  range: { from: window.from?.toISOString() ?? null, to: window.to?.toISOString() ?? null },
});

/** Reads a stored query back defensively: it is jsonb, and a hand-edited row must not crash the builder. */
export function readStoredQuery(value: Record<string, unknown>): StoredLeadQuery {
  const filter = (typeof value['filter'] === 'object' && value['filter'] !== null ? value['filter'] : {}) as Record<string, unknown>;
  const range = (typeof value['range'] === 'object' && value['range'] !== null ? value['range'] : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const out: StoredLeadQuery = {
    filter: {},
    sort: value['sort'] === 'created_at' ? 'created_at' : DEFAULT_LEAD_SORT,
    range: { from: text(range['from']) ?? null, to: text(range['to']) ?? null },
  };
  const gteq = text(filter['created_at_gteq']);
  const lteq = text(filter['created_at_lteq']);
  if (gteq !== undefined) out.filter.created_at_gteq = gteq;
  if (lteq !== undefined) out.filter.created_at_lteq = lteq;
  return out;
}

export const ExportFilterOut = Type.Object(
  {
    created_at_gteq: Type.Optional(Type.String()),
    created_at_lteq: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
