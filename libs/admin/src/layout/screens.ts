import type { AdminUser } from '../api/types';

/** The back office's screens, in navigation order. */
export const adminScreenIds = ['settings', 'dealers', 'locations', 'forms', 'mailbox', 'orders', 'order-config', 'redirects', 'users', 'consents', 'audit'] as const;
export type AdminScreenId = (typeof adminScreenIds)[number];

interface ScreenAccess {
  /** Roles that see the screen (admin always does). */
  view: readonly string[];
  /** Roles that may change its data (admin always may). */
  edit: readonly string[];
}

/**
 * Who sees and who edits each screen (ADR 019): admin everything; editor settings (read only), redirects
 * and locations; sales locations. The site's loaders pass `view` to `requireUser`; the API checks again.
 * Forms (issue 11): editors edit forms; sales reach a form's leads and exports from the forms screen and
 * read the mailbox.
 */
export const adminScreenAccess = {
  settings: { view: ['admin', 'editor'], edit: ['admin'] },
  dealers: { view: ['admin'], edit: ['admin'] },
  locations: { view: ['admin', 'editor', 'sales'], edit: ['admin', 'editor'] },
  redirects: { view: ['admin', 'editor'], edit: ['admin', 'editor'] },
  users: { view: ['admin'], edit: ['admin'] },
  audit: { view: ['admin'], edit: [] },
  forms: { view: ['admin', 'editor', 'sales'], edit: ['admin', 'editor'] },
  mailbox: { view: ['admin', 'sales'], edit: [] },
  /** Proof of consent (issue 12): privacy evidence, admins only (the API allows no one else). */
  consents: { view: ['admin'], edit: [] },
  /** Orders (issue 13, ADR 026 §4): the list, an order's timeline, cancel and refund, the hold length; admins. */
  orders: { view: ['admin'], edit: ['admin'] },
  /** The order-online configuration (ADR 026 §3): admins. */
  'order-config': { view: ['admin'], edit: ['admin'] },
} as const satisfies Record<AdminScreenId, ScreenAccess>;

/**
 * Screens under a form that are not in the navigation: the editor (editors), a form's leads and exports
 * (sales; only admin deletes a lead, as the API allows).
 */
export const formScreenAccess = {
  editor: { view: ['admin', 'editor'], edit: ['admin', 'editor'] },
  leads: { view: ['admin', 'sales'], edit: ['admin'] },
  exports: { view: ['admin', 'sales'], edit: ['admin', 'sales'] },
  /** Deleting a form takes its leads with it: admin only, as the API allows. */
  formDelete: { view: ['admin'], edit: ['admin'] },
} as const satisfies Record<string, ScreenAccess>;
export type FormScreenId = keyof typeof formScreenAccess;

/** Roles that may open the back office at all (its dashboard). */
export const backOfficeRoles = ['admin', 'editor', 'sales'] as const;

const has = (user: Pick<AdminUser, 'roles'>, roles: readonly string[]) =>
  user.roles.includes('admin') || user.roles.some((role) => roles.includes(role));

export function canView(user: Pick<AdminUser, 'roles'>, screen: AdminScreenId): boolean {
  return has(user, adminScreenAccess[screen].view);
}

export function canEdit(user: Pick<AdminUser, 'roles'>, screen: AdminScreenId): boolean {
  return has(user, adminScreenAccess[screen].edit);
}

export function canViewFormScreen(user: Pick<AdminUser, 'roles'>, screen: FormScreenId): boolean {
  return has(user, formScreenAccess[screen].view);
}

export function canEditFormScreen(user: Pick<AdminUser, 'roles'>, screen: FormScreenId): boolean {
  return has(user, formScreenAccess[screen].edit);
}

/** The screens a user's navigation lists. */
export function screensFor(user: Pick<AdminUser, 'roles'>): AdminScreenId[] {
  return adminScreenIds.filter((screen) => canView(user, screen));
}

/** The editor's screens (issue 14, ADR 027): under `/cms`, not `/admin`; metaheads for developers only. */
export const cmsScreens = [
  { id: 'pages', path: '/cms', roles: ['editor', 'developer'] },
  { id: 'media', path: '/cms/media', roles: ['editor', 'developer'] },
  { id: 'metaheads', path: '/cms/metaheads', roles: ['developer'] },
] as const;
export type CmsScreenId = (typeof cmsScreens)[number]['id'];

/** The editor's screens a user may open. */
export function cmsScreensFor(user: Pick<AdminUser, 'roles'>) {
  return cmsScreens.filter((screen) => has(user, screen.roles));
}
