import { createContext, use, useMemo, type ReactNode } from 'react';
import { localisedPath } from '@lux/content';
import { createAdminClient, type AdminClient } from '../api/client';
import type { AdminUser } from '../api/types';
import { adminStrings, type AdminLocale, type AdminStrings } from '../i18n/strings';
import { canEdit, type AdminScreenId } from './screens';

export interface AdminContextValue {
  user: AdminUser;
  locale: AdminLocale;
  strings: AdminStrings;
  client: AdminClient;
  csrfToken: string;
  /** The URL path of a back-office path in the current language (`/settings` → `/en/admin/settings`). */
  href: (adminPath?: string) => string;
  canEdit: (screen: AdminScreenId) => boolean;
}

const AdminContext = createContext<AdminContextValue | null>(null);

export interface AdminProviderProps {
  user: AdminUser;
  locale: AdminLocale;
  csrfToken: string;
  /** Tests and stories pass their own client; the default goes through the site's proxy. */
  client?: AdminClient;
  children: ReactNode;
}

/** The signed-in user, the language and the API client for every back-office screen. */
export function AdminProvider({ user, locale, csrfToken, client, children }: AdminProviderProps) {
  const value = useMemo<AdminContextValue>(
    () => ({
      user,
      locale,
      csrfToken,
      strings: adminStrings(locale),
      client: client ?? createAdminClient({ baseURL: '/admin/api', csrfToken }),
      href: (adminPath = '') => localisedPath(locale, `/admin${adminPath}`),
      canEdit: (screen) => canEdit(user, screen),
    }),
    [user, locale, csrfToken, client],
  );
  return <AdminContext value={value}>{children}</AdminContext>;
}

export function useAdmin(): AdminContextValue {
  const value = use(AdminContext);
  if (value === null) throw new Error('useAdmin() needs an <AdminProvider> above it.');
  return value;
}
