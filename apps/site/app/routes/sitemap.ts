import type { Route } from './+types/sitemap';
import { sitemapIndex } from '../lib/sitemap.server';
import { XML_HEADERS } from '../lib/sitemap-xml';

/** /sitemap.xml: the sitemap index, naming the page files and the vehicle files (issue 16 item 5, ADR 032). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return new Response(await sitemapIndex(request, context), { headers: XML_HEADERS });
}
