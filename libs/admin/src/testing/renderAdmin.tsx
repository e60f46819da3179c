import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { createRoutesStub, useLocation } from 'react-router';
import { vi } from 'vitest';
import { UiProvider } from '@lux/ui';
import type { AdminClient } from '../api/client';
import type { AdminUser, ListResult } from '../api/types';
import type { AdminLocale } from '../i18n/strings';
import { AdminLayout } from '../layout/AdminLayout';

/** A client whose calls are spies: nothing reaches the network. */
export function fakeClient(overrides: Partial<AdminClient> = {}): AdminClient {
  return {
    http: {} as AdminClient['http'],
    list: vi.fn(async () => ({ data: [], meta: { total: 0, page: 1, items: 25, pages: 0 } })),
    create: vi.fn(async () => ({})),
    update: vi.fn(async () => ({})),
    remove: vi.fn(async () => undefined),
    ...overrides,
  } as AdminClient;
}

export const adminUser: AdminUser = { id: 'u1', email: 'admin@lux.example', name: 'Ada Admin', roles: ['admin'] };

export function listOf<T>(data: T[], meta: Partial<ListResult<T>['meta']> = {}): ListResult<T> {
  return { data, meta: { total: data.length, page: 1, items: 25, pages: 1, ...meta } };
}

/** Shows the router's current URL, so tests can read what a sort or a page did to it. */
function Url() {
  const location = useLocation();
  return <output aria-label="URL">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a screen as the site does: in the layout, under a router at `url`, with a fresh Effector scope.
 */
export function renderAdmin(
  screen: ReactNode,
  { url = '/admin', locale = 'en', user = adminUser, client = fakeClient() }: { url?: string; locale?: AdminLocale; user?: AdminUser; client?: AdminClient } = {},
) {
  const scope = fork();
  const path = url.split('?')[0]!;
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <AdminLayout user={user} csrfToken="csrf-1" locale={locale} client={client}>
          {screen}
          <Url />
        </AdminLayout>
      ),
    },
    // Where a screen navigates to (a new form's editor, the exports after starting one): just the URL.
    { path: '*', Component: Url },
  ]);
  const result = render(
    <Provider value={scope}>
      <UiProvider locale={locale}>
        <Stub initialEntries={[url]} />
      </UiProvider>
    </Provider>,
  );
  return { ...result, client, scope };
}
