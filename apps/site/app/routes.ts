import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** `/admin/…` in Hebrew, `/en/admin/…` in English; ids end in `-en` for the English twins. */
function adminRoutes(locale: '' | 'en') {
  const suffix = locale ? `-${locale}` : '';
  const screens = ['settings', 'dealers', 'locations', 'redirects', 'users', 'audit'] as const;
  return [
    route(locale ? `${locale}/admin` : 'admin', 'routes/admin/layout.tsx', { id: `admin${suffix}` }, [
      index('routes/admin/dashboard.tsx', { id: `admin-dashboard${suffix}` }),
      ...screens.map((screen) => route(screen, `routes/admin/${screen}.tsx`, { id: `admin-${screen}${suffix}` })),
      // Forms and leads (issue 11): the list, a form's editor, leads, one lead, exports; the local mailbox.
      route('forms', 'routes/admin/forms.tsx', { id: `admin-forms${suffix}` }),
      route('forms/:formId', 'routes/admin/form-editor.tsx', { id: `admin-form-editor${suffix}` }),
      route('forms/:formId/leads', 'routes/admin/form-leads.tsx', { id: `admin-form-leads${suffix}` }),
      route('forms/:formId/leads/:leadId', 'routes/admin/form-lead.tsx', { id: `admin-form-lead${suffix}` }),
      route('forms/:formId/exports', 'routes/admin/form-exports.tsx', { id: `admin-form-exports${suffix}` }),
      route('mailbox', 'routes/admin/mailbox.tsx', { id: `admin-mailbox${suffix}` }),
      route('mailbox/:messageId', 'routes/admin/mailbox-message.tsx', { id: `admin-mailbox-message${suffix}` }),
      // Proof of consent (issue 12): every visitor's choice and withdrawal, admins only.
      route('consents', 'routes/admin/consents.tsx', { id: `admin-consents${suffix}` }),
      // Orders (issue 13, ADR 026): the list with the hold length, one order's page; the order-online configuration.
      route('orders', 'routes/admin/orders.tsx', { id: `admin-orders${suffix}` }),
      route('orders/:orderNumber', 'routes/admin/orders-detail.tsx', { id: `admin-order${suffix}` }),
      route('order-config/:configType?', 'routes/admin/order-config.tsx', { id: `admin-order-config${suffix}` }),
    ]),
  ];
}

/** The editor area (issue 14, ADR 027): `/cms/…` in Hebrew, `/en/cms/…` in English. */
function cmsRoutes(locale: '' | 'en') {
  const suffix = locale ? `-${locale}` : '';
  return [
    route(locale ? `${locale}/cms` : 'cms', 'routes/cms/layout.tsx', { id: `cms${suffix}` }, [
      index('routes/cms/tree.tsx', { id: `cms-tree${suffix}` }),
      route('pages/:id', 'routes/cms/page.tsx', { id: `cms-page${suffix}` }),
      route('media', 'routes/cms/media.tsx', { id: `cms-media${suffix}` }),
      route('metaheads', 'routes/cms/metaheads.tsx', { id: `cms-metaheads${suffix}` }),
    ]),
  ];
}

/** `/showroom-order-online/…` in Hebrew, `/en/showroom-order-online/…` in English (A§2, ADR 026 §6). */
function orderOnlineRoutes(locale: '' | 'en') {
  const suffix = locale ? `-${locale}` : '';
  const base = locale ? `${locale}/showroom-order-online` : 'showroom-order-online';
  return [
    route(base, 'routes/order-online/entry.tsx', { id: `stock-locator-order-online${suffix}` }),
    route(`${base}/vehicle/:vehicleId?`, 'routes/order-online/details.tsx', { id: `stock-locator-order-online-details${suffix}` }),
    route(`${base}/checkout`, 'routes/order-online/checkout.tsx', { id: `stock-locator-order-online-checkout${suffix}` }),
    route(`${base}/success`, 'routes/order-online/success.tsx', { id: `stock-locator-order-online-success${suffix}` }),
    route(`${base}/confirmation/:orderNumber`, 'routes/order-online/confirmation.tsx', {
      id: `stock-locator-order-online-confirmation${suffix}`,
    }),
  ];
}

/** Hebrew lives at the root, English under /en (ADR 005). The catch-all renders CMS pages by path. */
export default [
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('sitemaps/:file', 'routes/sitemap-file.ts', { id: 'sitemap-file' }),
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  route('404', 'routes/not-found.tsx', { id: 'not-found' }),
  route('en/404', 'routes/not-found.tsx', { id: 'not-found-en' }),
  route('no-access', 'routes/no-access.tsx', { id: 'no-access' }),
  route('en/no-access', 'routes/no-access.tsx', { id: 'no-access-en' }),
  route('auth/error', 'routes/auth-error.tsx', { id: 'auth-error' }),
  route('en/auth/error', 'routes/auth-error.tsx', { id: 'auth-error-en' }),
  // Sign-in (ADR 019): the flow's own routes, the A§2 return route and the back office's API proxy.
  route('auth/sign-in', 'routes/auth-sign-in.ts', { id: 'auth-sign-in' }),
  route('en/auth/sign-in', 'routes/auth-sign-in.ts', { id: 'auth-sign-in-en' }),
  route('auth/sign-out', 'routes/auth-sign-out.tsx', { id: 'auth-sign-out' }),
  route('en/auth/sign-out', 'routes/auth-sign-out.tsx', { id: 'auth-sign-out-en' }),
  route('auth-exchange', 'routes/auth-exchange.ts', { id: 'auth-exchange' }),
  route('admin/api/:service/*', 'routes/admin-api.ts', { id: 'admin-api' }),
  // The editor's live preview (issue 14, ADR 027 §7): the unsaved draft rendered as the public page would be.
  route('cms/_preview', 'routes/cms-preview.tsx', { id: 'cms-preview' }),
  route('en/cms/_preview', 'routes/cms-preview.tsx', { id: 'cms-preview-en' }),
  // The back office (ADR 019 §7): one layout (sign-in, roles, navigation) around thin screen routes.
  ...adminRoutes(''),
  ...adminRoutes('en'),
  ...cmsRoutes(''),
  ...cmsRoutes('en'),
  route('lrdx-navigation-test', 'routes/lrdx-navigation-test.tsx', { id: 'lrdx-navigation-test' }),
  route('en/lrdx-navigation-test', 'routes/lrdx-navigation-test.tsx', { id: 'lrdx-navigation-test-en' }),
  // A§1 stock vehicle preview (`/showroom/:custom-:id`); the id names the spec's stock-locator-preview route.
  route('showroom/:slugId', 'routes/showroom.tsx', { id: 'stock-locator-preview' }),
  route('en/showroom/:slugId', 'routes/showroom.tsx', { id: 'stock-locator-preview-en' }),
  // The Arabic and Russian stock pages (ADR 033) lead to their own vehicle pages.
  route('ar/showroom/:slugId', 'routes/showroom.tsx', { id: 'stock-locator-preview-ar' }),
  route('ru/showroom/:slugId', 'routes/showroom.tsx', { id: 'stock-locator-preview-ru' }),
  // A§2 order online (ADR 026 §6): the journey's entry (`?config_url=` starts the configurator journey), the
  // steps of one vehicle, checkout, success and the confirmation an e-mail links to. The ids are the spec's
  // route names: meta tags are off on all of them (the name holds stock-locator-order-online) and the page
  // categories of A§4 follow from them.
  ...orderOnlineRoutes(''),
  ...orderOnlineRoutes('en'),
  // A§2 /compare: two or three catalogue models side by side, the choice in the query (?models=a,b).
  route('compare', 'routes/compare.tsx', { id: 'compare' }),
  route('en/compare', 'routes/compare.tsx', { id: 'compare-en' }),
  index('routes/page.tsx', { id: 'home' }),
  route('*', 'routes/page.tsx', { id: 'page' }),
] satisfies RouteConfig;
