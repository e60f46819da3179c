import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { createRoutesStub } from 'react-router';
import type { AdminClient } from '../api/client';
import type { AdminUser, ListResult } from '../api/types';
import { AdminLayout } from '../layout/AdminLayout';

const storyClient: AdminClient = {
  http: {} as AdminClient['http'],
  list: async () => ({ data: [], meta: { total: 0, page: 1, items: 25, pages: 0 } }) as ListResult<never>,
  create: async () => ({}) as never,
  update: async () => ({}) as never,
  remove: async () => undefined,
};

export const storyUser: AdminUser = { id: 'u1', email: 'admin@lux.example', name: 'עדה מנהלת', roles: ['admin'] };

/**
 * Stories of back-office screens: in the layout, under a router at the locale's admin path, with an
 * Effector scope and a client that answers without a network. Parameters: `adminUser`, `adminClient`
 * (a client over testing/fakeHttp) and `adminSearch` (the URL's `?…`, for a list's filters).
 */
export function adminFrame(screenPath: string): Decorator {
  return (Story, { globals, parameters }) => {
    const user = (parameters['adminUser'] as AdminUser | undefined) ?? storyUser;
    // A story that calls the API (polls, re-queues) passes a client over a fake (testing/fakeHttp).
    const client = (parameters['adminClient'] as AdminClient | undefined) ?? storyClient;
    const locale = globals['locale'] === 'en' ? 'en' : 'he';
    const path = `${locale === 'en' ? '/en' : ''}/admin${screenPath}`;
    const Stub = createRoutesStub([
      {
        path,
        Component: (): ReactNode => (
          <AdminLayout user={user} csrfToken="story" locale={locale} client={client}>
            <Story />
          </AdminLayout>
        ),
      },
    ]);
    return (
      <Provider value={fork()}>
        <Stub initialEntries={[`${path}${(parameters['adminSearch'] as string | undefined) ?? ''}`]} />
      </Provider>
    );
  };
}
