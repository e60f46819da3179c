import type { AdminUser } from '../api/types';

/** The back office's screens, in navigation order. */
export const adminScreenIds = ['settings', 'dealers', 'locations', 'redirects', 'users', 'audit'] as const;
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
 */
export const adminScreenAccess = {
  settings: { view: ['admin', 'editor'], edit: ['admin'] },
  dealers: { view: ['admin'], edit: ['admin'] },
  locations: { view: ['admin', 'editor', 'sales'], edit: ['admin', 'editor'] },
  redirects: { view: ['admin', 'editor'], edit: ['admin', 'editor'] },
  users: { view: ['admin'], edit: ['admin'] },
  audit: { view: ['admin'], edit: [] },
} as const satisfies Record<AdminScreenId, ScreenAccess>;

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

/** The screens a user's navigation lists. */
export function screensFor(user: Pick<AdminUser, 'roles'>): AdminScreenId[] {
  return adminScreenIds.filter((screen) => canView(user, screen));
}
