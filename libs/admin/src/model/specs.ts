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

export const formsListSpec = {
  name: 'forms',
  sortable: ['name', 'type', 'created_at', 'updated_at'],
  defaultSort: 'name',
  filters: { q: 'q', type: 'type', locale: 'locale' },
} as const satisfies ListSpec;

/** A form's leads: the URL's `from`/`until` are the API's `created_at_gteq`/`created_at_lteq` (ISO dates). */
export const leadsListSpec = {
  name: 'leads',
  sortable: ['created_at'],
  defaultSort: '-created_at',
  filters: { from: 'created_at_gteq', until: 'created_at_lteq' },
} as const satisfies ListSpec;

/** A form's lead exports, newest first (the API's only order). */
export const leadExportsListSpec = {
  name: 'lead-exports',
  sortable: [],
  filters: {},
  items: 10,
} as const satisfies ListSpec;

export const mailboxListSpec = {
  name: 'mailbox',
  sortable: ['received_at'],
  defaultSort: '-received_at',
  filters: {},
} as const satisfies ListSpec;

/** Proof of consent, newest first: the URL's `from`/`until` are UTC days (`created_at_gteq`/`created_at_lteq`). */
export const consentsListSpec = {
  name: 'consents',
  sortable: ['created_at'],
  defaultSort: '-created_at',
  filters: { from: 'created_at_gteq', until: 'created_at_lteq', consent: 'consent_id', action: 'action', scope: 'scope', status: 'status' },
} as const satisfies ListSpec;

/**
 * Orders (ADR 026 §4), newest first: the URL's `from`/`until` are days (`created_at_gteq`/`created_at_lteq`;
 * the API counts the whole `until` day), `state`, `vendor` and the order `number`.
 */
export const ordersListSpec = {
  name: 'orders',
  sortable: ['created_at', 'updated_at', 'number', 'state', 'amount'],
  defaultSort: '-created_at',
  filters: { state: 'state', vendor: 'vendor', from: 'created_at_gteq', until: 'created_at_lteq', number: 'number' },
} as const satisfies ListSpec;
