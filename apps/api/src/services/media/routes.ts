import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TAGS } from '../../http/docs.js';
import { errorResponses, sendError } from '../../http/errors.js';
import { ENCODERS } from './encoder.js';
import type { ImageRecord } from './images.repository.js';
import {
  ImageParams,
  ImageResponse,
  ImagesQuery,
  ImagesResponse,
  NotModifiedResponse,
  RatioQuery,
  RenditionResponse,
  VariantParams,
} from './schemas.js';
import { allowedWidths, parseVariantFile, type Ratio, ratioOf, variantsFor } from './sizes.js';

/** Not in the shared TAGS list yet: http/docs.ts belongs to the platform, not to this service. */
export const MEDIA_TAG = TAGS.media;

/** The URL of a rendition names everything that shapes it, so it may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** If-None-Match holds a list of (possibly weak) tags or `*`; comparison is weak, as RFC 9110 asks for GET. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** `ratio` chooses the crop the widths and variants are listed for; the default is the image's own. */
function toImageData(image: ImageRecord, ratio: Ratio = ratioOf(image)) {
  return {
    id: String(image.id),
    type: 'image' as const,
    attributes: {
      filename: image.filename,
      alt: { he: image.altHe, en: image.altEn },
      width: image.width,
      height: image.height,
      ratio: ratioOf(image),
      widths: allowedWidths(image, ratio),
      variants: variantsFor(image.id, image, ratio),
    },
  };
}

export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v2/images',
    {
      schema: {
        tags: [MEDIA_TAG],
        summary: 'Find an image by filename (e.g. default-share.jpg)',
        querystring: ImagesQuery,
        response: { 200: ImagesResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const image = await app.imagesRepository.findByFilename(request.query.filename);
      return { data: image ? [toImageData(image, request.query.ratio)] : [] };
    },
  );

  app.get(
    '/api/v2/images/:id',
    {
      schema: {
        tags: [MEDIA_TAG],
        summary: 'An image: alt texts, original size and its renditions',
        params: ImageParams,
        querystring: RatioQuery,
        response: { 200: ImageResponse, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const image = await app.imagesRepository.find(id);
      if (!image) return sendError(reply, 404, `No image with id ${id}.`, { parameter: 'id' });
      return { data: toImageData(image, request.query.ratio) };
    },
  );

  app.get(
    '/api/v2/images/:id/w/:file',
    {
      schema: {
        tags: [MEDIA_TAG],
        summary: 'One rendition of an image, encoded on first request and cached',
        params: VariantParams,
        querystring: RatioQuery,
        response: {
          200: RenditionResponse,
          304: NotModifiedResponse,
          ...errorResponses(400, 404, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const parsed = parseVariantFile(file);
      if (!parsed)
        return sendError(reply, 400, `"${file}" is not {width}.{jpg|webp|avif}.`, { parameter: 'file' });
      const image = await app.imagesRepository.find(id);
      if (!image) return sendError(reply, 404, `No image with id ${id}.`, { parameter: 'id' });

      const ratio = request.query.ratio ?? ratioOf(image);
      const widths = allowedWidths(image, ratio);
      if (!widths.includes(parsed.width)) {
        const allowed =
          widths.length > 0
            ? `use one of ${widths.join(', ')}`
            : 'the original is too small for any rendition';
        return sendError(
          reply,
          400,
          `Width ${parsed.width} is not available for image ${id} at ratio ${ratio}; ${allowed}.`,
          { parameter: 'file' },
        );
      }

      const rendition = { image, width: parsed.width, ratio, format: parsed.format };
      const etag = app.imageVariants.etag(rendition);
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(undefined);

      const rendered = await app.imageVariants.get(rendition);
      if (!rendered) return sendError(reply, 404, `No image with id ${id}.`, { parameter: 'id' });
      return reply
        .header('x-media-cache', rendered.source)
        .type(ENCODERS[parsed.format].mime)
        .send(rendered.bytes);
    },
  );
};
