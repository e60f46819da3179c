import { useMemo } from 'react';
import { useMedia } from '../shared/media';
import type { BlockComponent, BlockProps } from '../shared/types';
import { schemaDataOf } from './data';
import { jsonLdText, schemaFromFields, schemaFromRetailers, type SchemaKind } from './jsonLd';
import type { Fields } from './types';

function absolute(url: string, origin: string | undefined): string | null {
  try {
    return new URL(url, origin).href;
  } catch {
    return null;
  }
}

/**
 * B§3.2 retailer schema and retailer service schema: nothing visible, a schema.org AutoDealer (the
 * service schema adds AutoRepair) as JSON-LD, rendered on the server. With a name, the editor's retailer;
 * without one, every retailer of the dealers list that the loader brought.
 */
function useRetailerSchema(kind: SchemaKind, { fields: f, data }: BlockProps<Fields, never>) {
  const media = useMedia();
  const server = schemaDataOf(data);
  return useMemo(() => {
    const pageUrl = server?.pageUrl ?? null;
    if (f.name.trim() === '') return server?.retailers ? jsonLdText(schemaFromRetailers(server.retailers, kind, { pageUrl, imageUrl: null }).items) : null;
    const image = f.image ? absolute(media.urlFor(f.image.id, 1600, 'jpg', f.image.ratio ?? '16-9'), server?.origin) : null;
    return jsonLdText(schemaFromFields(f, kind, { pageUrl, imageUrl: image }).items);
  }, [f, server, kind, media]);
}

function RetailerSchema(props: BlockProps<Fields, never>) {
  const json = useRetailerSchema('retailer', props);
  return json ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} /> : null;
}

function RetailerServiceSchema(props: BlockProps<Fields, never>) {
  const json = useRetailerSchema('service', props);
  return json ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} /> : null;
}

export const retailerSchemaComponent = RetailerSchema satisfies BlockComponent<Fields, never>;
export const retailerServiceSchemaComponent = RetailerServiceSchema satisfies BlockComponent<Fields, never>;
