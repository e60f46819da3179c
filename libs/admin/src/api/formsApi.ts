import type { AdminClient } from './client';
import { flatten } from './client';
import type { AdminService, FormRecord, LeadDelivery, LeadDestination, LeadExport, LeadExportFormat, ListResult } from './types';
import { listResultOf } from './listRequest';
import { apiParamsOfListQuery, parseListQuery, type ListQuery, type ListSpec } from '../model/listQuery';
import { leadExportsListSpec, leadsListSpec } from '../model/specs';

/**
 * Paths of the forms service that hang under one form (leads, exports, settings), relative to the
 * service: the site's loaders send them to the API, the browser prefixes `/forms` for the proxy.
 */
const id = (value: string | number) => encodeURIComponent(String(value));
export const formsPaths = {
  form: (formId: string | number) => `forms/${id(formId)}`,
  leads: (formId: string | number) => `forms/${id(formId)}/leads`,
  lead: (formId: string | number, leadId: string | number) => `forms/${id(formId)}/leads/${id(leadId)}`,
  leadDeliveries: (formId: string | number, leadId: string | number) => `forms/${id(formId)}/leads/${id(leadId)}/integrations`,
  leadFix: (formId: string | number, leadId: string | number) => `forms/${id(formId)}/leads/${id(leadId)}/integrations/fix`,
  exports: (formId: string | number) => `forms/${id(formId)}/lead_exports`,
  leadExport: (formId: string | number, exportId: string | number) => `forms/${id(formId)}/lead_exports/${id(exportId)}`,
  download: (formId: string | number, exportId: string | number) => `forms/${id(formId)}/lead_exports/${id(exportId)}/download`,
  duplicate: (formId: string | number) => `forms/${id(formId)}/duplicate`,
  formExport: (formId: string | number) => `forms/${id(formId)}/export`,
  formImport: () => 'forms/import',
  mailboxMessage: (messageId: string | number) => `mailbox/${id(messageId)}`,
} as const;

/** The browser's link to an export's file, through the site's proxy (a plain GET: the session cookie suffices). */
export function exportDownloadHref(formId: string | number, exportId: string | number): string {
  return `/admin/api/forms/${formsPaths.download(formId, exportId)}`;
}

/** What a loader asks the API for a nested list: the service, and the path with `page`, `items`, `sort`, `filter[…]`. */
export function nestedListRequestOf(spec: ListSpec, path: string, search: URLSearchParams): { service: AdminService; path: string } {
  const params = new URLSearchParams(apiParamsOfListQuery(parseListQuery(search, spec), spec));
  return { service: 'forms', path: `${path}?${params.toString()}` };
}

export const leadsRequestOf = (formId: string, search: URLSearchParams) => nestedListRequestOf(leadsListSpec, formsPaths.leads(formId), search);
export const leadExportsRequestOf = (formId: string, search: URLSearchParams) =>
  nestedListRequestOf(leadExportsListSpec, formsPaths.exports(formId), search);

/** A list body of the forms service as rows with text ids. */
export function rowsOf<T>(body: unknown): ListResult<T> {
  return listResultOf('forms', body) as unknown as ListResult<T>;
}

/** A `{ data }` body as one row with a text id. */
export function recordOf<T>(body: unknown): T {
  return flatten((body as { data: unknown }).data) as T;
}

/** The API's export query of a leads list state: the same filters and sort the table shows. */
export function exportParamsOf(query: ListQuery, format: LeadExportFormat): Record<string, string> {
  const params: Record<string, string> = { format };
  const api = apiParamsOfListQuery(query, leadsListSpec);
  for (const [name, value] of Object.entries(api)) if (name.startsWith('filter[') || name === 'sort') params[name] = value;
  return params;
}

export interface FormBodyOut {
  name: string;
  type: string;
  locale: string;
  definition: Record<string, unknown>;
  thank_you?: unknown;
  notifications?: unknown;
  confirmations?: unknown;
  integrations?: unknown;
  expected_updated_at?: string;
}

/** The forms service's calls that are not plain records: nested paths, files, re-queues. */
export function formsApi(client: AdminClient) {
  const { http } = client;
  const at = (path: string) => `/forms/${path}`;
  return {
    createForm: async (body: FormBodyOut) => recordOf<FormRecord>((await http.post(at('forms'), body)).data),
    updateForm: async (formId: string, body: FormBodyOut) => recordOf<FormRecord>((await http.put(at(formsPaths.form(formId)), body)).data),
    duplicateForm: async (formId: string, name: string) =>
      recordOf<FormRecord>((await http.post(at(formsPaths.duplicate(formId)), {}, { params: name.trim() ? { name: name.trim() } : {} })).data),
    /** The form's export file (`{ format: 'lux-form', version: 1, form }`). */
    exportForm: async (formId: string) => ((await http.get(at(formsPaths.formExport(formId)))).data as { data: unknown }).data,
    importForm: async (file: unknown) => recordOf<FormRecord>((await http.post(at(formsPaths.formImport()), file)).data),
    deleteLead: async (formId: string, leadId: string) => {
      await http.delete(at(formsPaths.lead(formId, leadId)));
    },
    leadDeliveries: async (formId: string, leadId: string) =>
      ((await http.get(at(formsPaths.leadDeliveries(formId, leadId)))).data as { data: LeadDelivery[] }).data,
    /** Re-queues the named failed or dead deliveries (all of them when none are named). */
    fixLead: async (formId: string, leadId: string, destinations: readonly LeadDestination[]) => {
      const body = (await http.post(at(formsPaths.leadFix(formId, leadId)), destinations.length > 0 ? { destinations } : {})).data as {
        data: LeadDelivery[];
        meta: { requeued: number };
      };
      return body;
    },
    createExport: async (formId: string, params: Record<string, string>) =>
      recordOf<LeadExport>((await http.post(at(formsPaths.exports(formId)), {}, { params })).data),
    leadExport: async (formId: string, exportId: string) => recordOf<LeadExport>((await http.get(at(formsPaths.leadExport(formId, exportId)))).data),
  };
}

export type FormsApi = ReturnType<typeof formsApi>;
