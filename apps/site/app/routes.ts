import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** Hebrew lives at the root, English under /en (ADR 005). The catch-all renders CMS pages by path. */
export default [
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  route('404', 'routes/not-found.tsx', { id: 'not-found' }),
  route('en/404', 'routes/not-found.tsx', { id: 'not-found-en' }),
  route('no-access', 'routes/no-access.tsx', { id: 'no-access' }),
  route('en/no-access', 'routes/no-access.tsx', { id: 'no-access-en' }),
  route('auth/error', 'routes/auth-error.tsx', { id: 'auth-error' }),
  route('en/auth/error', 'routes/auth-error.tsx', { id: 'auth-error-en' }),
  // A§1 stock vehicle preview (`/showroom/:custom-:id`); the id names the spec's stock-locator-preview route.
  route('showroom/:slugId', 'routes/showroom.tsx', { id: 'stock-locator-preview' }),
  route('en/showroom/:slugId', 'routes/showroom.tsx', { id: 'stock-locator-preview-en' }),
  // A§2 /compare: two or three catalogue models side by side, the choice in the query (?models=a,b).
  route('compare', 'routes/compare.tsx', { id: 'compare' }),
  route('en/compare', 'routes/compare.tsx', { id: 'compare-en' }),
  index('routes/page.tsx', { id: 'home' }),
  route('*', 'routes/page.tsx', { id: 'page' }),
] satisfies RouteConfig;
