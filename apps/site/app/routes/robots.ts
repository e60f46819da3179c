import type { Route } from './+types/robots';
import { loadSettings } from '../lib/settings.server';
import { siteOrigin } from '../lib/site-url.server';

/**
 * robots.txt: the public site is open to crawlers; the editor, admin, access and order areas are not.
 * Pages with SEO switched off stay crawlable on purpose, so crawlers can read their `robots: none`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = await loadSettings(context);
  const origin = siteOrigin(settings, request);
  const basePath = (settings['site.base_path'] ?? '').replace(/\/+$/, '');
  const blocked = ['/cms', '/admin', '/lrdx-navigation-test', '/no-access', '/auth/', '/auth-exchange', '/disabled-preview', '/showroom-order-online/'];
  const body = [
    'User-agent: *',
    'Allow: /',
    ...blocked.flatMap((path) => [`Disallow: ${basePath}${path}`, `Disallow: ${basePath}/en${path}`]),
    '',
    `Sitemap: ${origin}${basePath}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
