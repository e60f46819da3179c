import type { Settings } from '@lux/content';
import { siteConfig } from '../config.server';

/** The canonical origin: the `site.host_name` setting, else PUBLIC_SITE_URL, else this request's origin. */
export function siteOrigin(settings: Settings, request: Request): string {
  return (settings['site.host_name'] || siteConfig().publicSiteUrl || new URL(request.url).origin).replace(/\/+$/, '');
}
