import type { Route } from './+types/sitemap-file';
import { sitemapFile } from '../lib/sitemap.server';
import { parseSitemapFileName, XML_HEADERS } from '../lib/sitemap-xml';

/** /sitemaps/pages-N.xml and /sitemaps/vehicles-N.xml: one file of the sitemap index (ADR 032). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const file = parseSitemapFileName(params.file);
  const xml = file ? await sitemapFile(request, context, file) : null;
  if (xml === null) {
    return new Response('No such sitemap file.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(xml, { headers: XML_HEADERS });
}
