import { flatten } from './client';
import { resources, type Resource, type ResourceName, type ResourceRows } from './resources';
import type { AdminService, ListResult } from './types';
import { apiParamsOfListQuery, parseListQuery, type ListSpec } from '../model/listQuery';
import {
  auditListSpec,
  consentsListSpec,
  dealersListSpec,
  formsListSpec,
  locationsListSpec,
  mailboxListSpec,
  redirectsListSpec,
  settingsListSpec,
  usersListSpec,
} from '../model/specs';

/** Each resource's list spec: a list the back office shows but cannot page would fail to compile. */
export const listSpecs = {
  settings: settingsListSpec,
  locations: locationsListSpec,
  dealers: dealersListSpec,
  redirects: redirectsListSpec,
  users: usersListSpec,
  audit: auditListSpec,
  forms: formsListSpec,
  mailbox: mailboxListSpec,
  consents: consentsListSpec,
} as const satisfies Record<ResourceName, ListSpec>;

/**
 * What a loader asks the API for a screen's URL: the service and the path under it, with `page`,
 * `items`, `sort` and `filter[…]` (`settings?page=2&items=25&sort=-key`).
 */
export function listRequestOf(name: ResourceName, search: URLSearchParams): { service: AdminService; path: string } {
  const spec: ListSpec = listSpecs[name];
  const resource: Resource = resources[name];
  const params = new URLSearchParams(apiParamsOfListQuery(parseListQuery(search, spec), spec));
  return { service: resource.service, path: `${(resource.listPath ?? resource.path).replace(/^\//, '')}?${params.toString()}` };
}

/** The API's list body as rows (`{ id, ...attributes }`) and its paging facts. */
export function listResultOf<N extends ResourceName>(_name: N, body: unknown): ListResult<ResourceRows[N]> {
  const { data = [], meta } = (body ?? {}) as { data?: unknown[]; meta?: ListResult<unknown>['meta'] };
  return {
    data: data.map(flatten) as ResourceRows[N][],
    meta: meta ?? { total: data.length, page: 1, items: data.length, pages: 1 },
  };
}
