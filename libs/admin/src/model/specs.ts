import type { ListSpec } from './listQuery';

/** How each list screen pages, sorts and filters (URL names → the API's `sort` and `filter[…]`). */

export const settingsListSpec = {
  name: 'settings',
  sortable: ['key', 'updated_at'],
  defaultSort: 'key',
  filters: { q: 'key_cont', namespace: 'namespace' },
} as const satisfies ListSpec;

export const locationsListSpec = {
  name: 'locations',
  sortable: ['name', 'city'],
  defaultSort: 'name',
  filters: { q: 'q' },
} as const satisfies ListSpec;

export const redirectsListSpec = {
  name: 'redirects',
  sortable: ['path', 'updated_at'],
  defaultSort: 'path',
  filters: { q: 'q', locale: 'locale' },
} as const satisfies ListSpec;

export const dealersListSpec = {
  name: 'dealers',
  sortable: ['name', 'code', 'city'],
  defaultSort: 'name',
  filters: { q: 'q' },
} as const satisfies ListSpec;

export const usersListSpec = {
  name: 'users',
  sortable: ['email', 'name', 'created_at'],
  defaultSort: 'email',
  filters: { q: 'q', role: 'role' },
} as const satisfies ListSpec;

export const auditListSpec = {
  name: 'audit',
  sortable: ['at'],
  defaultSort: '-at',
  filters: { entity: 'entity', actor: 'actor', action: 'action', from: 'at_gteq', until: 'at_lteq' },
} as const satisfies ListSpec;
