import type { AdminService, AuditRow, ConsentRecordRow, DealerRow, FormSummaryRow, LocationRow, MailboxRow, RedirectRow, SettingRow, UserRow } from './types';

/** Where one back-office resource lives: its service and paths under that service. */
export interface Resource {
  service: AdminService;
  /** Path of the collection (POST) and, with `/:id`, of one record (PUT, DELETE). */
  path: string;
  /** Path of the list when it differs from `path` (dealers list under `/dealers/manage`). */
  listPath?: string;
}

export interface ResourceRows {
  settings: SettingRow;
  locations: LocationRow;
  dealers: DealerRow;
  redirects: RedirectRow;
  users: UserRow;
  audit: AuditRow;
  forms: FormSummaryRow;
  mailbox: MailboxRow;
  consents: ConsentRecordRow;
}

export type ResourceName = keyof ResourceRows;

/** Every resource the back office edits, by name: a missing or misspelt one fails to compile. */
export const resources = {
  settings: { service: 'forms', path: '/settings' },
  locations: { service: 'forms', path: '/locations' },
  dealers: { service: 'content', path: '/dealers', listPath: '/dealers/manage' },
  redirects: { service: 'content', path: '/redirects' },
  users: { service: 'identity', path: '/users' },
  audit: { service: 'identity', path: '/audit-log' },
  forms: { service: 'forms', path: '/forms' },
  mailbox: { service: 'forms', path: '/mailbox' },
  consents: { service: 'forms', path: '/consents' },
} as const satisfies Record<ResourceName, Resource>;

/** `/forms/settings`: the path of a resource's list relative to the proxy (or the API's origin). */
export function listUrl(name: ResourceName): string {
  const resource: Resource = resources[name];
  return `/${resource.service}${resource.listPath ?? resource.path}`;
}

/** `/forms/settings` or `/forms/settings/7`. */
export function recordUrl(name: ResourceName, id?: string | number): string {
  const resource: Resource = resources[name];
  const base = `/${resource.service}${resource.path}`;
  return id === undefined ? base : `${base}/${encodeURIComponent(String(id))}`;
}
