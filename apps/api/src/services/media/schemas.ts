import { Type } from 'typebox';
import { FORMATS, RATIOS } from './sizes.js';

const strict = { additionalProperties: false } as const;

/** Ids are PostgreSQL `serial`s: anything past int4 would be a database error, not a 404. */
const ImageId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Image id.', examples: [1] });

const Ratio = Type.Enum([...RATIOS], {
  description: 'Crop shape: 16-9, 16-6-5 (16 : 6.5) or 1-1. Defaults to the shape nearest the original.',
});

export const ImageParams = Type.Object({ id: ImageId });

export const RatioQuery = Type.Object({ ratio: Type.Optional(Ratio) });

export const VARIANT_FILE_PATTERN = `^[1-9][0-9]{0,3}\\.(${FORMATS.join('|')})$`;

export const VariantParams = Type.Object({
  id: ImageId,
  file: Type.String({
    pattern: VARIANT_FILE_PATTERN,
    description: '`{width}.{format}`: a width listed in the image’s `widths`, and jpg, webp or avif.',
    examples: ['1600.jpg', '640.webp'],
  }),
});

const Variant = Type.Object(
  {
    width: Type.Integer({ examples: [1600] }),
    height: Type.Integer({ examples: [900] }),
    url: Type.String({
      description: 'Relative to the media service base; swap `.jpg` for `.webp` or `.avif` as needed.',
      examples: ['/api/v2/images/1/w/1600.jpg'],
    }),
  },
  strict,
);

export const ImagesQuery = Type.Object({
  filename: Type.String({
    minLength: 1,
    maxLength: 255,
    description:
      'Exact filename in the media bucket, e.g. `default-share.jpg` (the share image for pages without one).',
  }),
  ratio: Type.Optional(Ratio),
});

const Image = Type.Object(
  {
    id: Type.String({ examples: ['1'] }),
    type: Type.Literal('image'),
    attributes: Type.Object(
      {
        filename: Type.String({ examples: ['defender-hero.jpg'] }),
        alt: Type.Object({ he: Type.String(), en: Type.String() }, strict),
        width: Type.Integer({ description: 'Width of the original, in pixels.' }),
        height: Type.Integer({ description: 'Height of the original, in pixels.' }),
        ratio: Type.Enum([...RATIOS], { description: 'The named shape nearest the original.' }),
        widths: Type.Array(Type.Integer(), {
          description: 'Every width the resize route serves at the requested ratio, ascending (for srcset).',
        }),
        variants: Type.Array(Variant, {
          description:
            'The spec sizes at the requested ratio that fit the original (never upscaled), largest first. Empty when the original is too small.',
        }),
      },
      strict,
    ),
  },
  strict,
);

export const ImageResponse = Type.Object(
  { data: Image },
  { ...strict, description: 'An image of the media library, with its renditions.' },
);

export const ImagesResponse = Type.Object(
  { data: Type.Array(Image, { maxItems: 1 }) },
  { ...strict, description: 'The image with that filename, or none.' },
);

/** Typed as a Buffer so the handler can send the encoded bytes; documented as a binary string. */
const binary = Type.Unsafe<Buffer>({ type: 'string', contentMediaType: 'application/octet-stream' });

/** Documents the encoded file per format; a Buffer reply is sent as is, never serialised. */
export const RenditionResponse = {
  description: 'The encoded rendition, cacheable for a year (the URL never changes meaning).',
  content: {
    'image/jpeg': { schema: binary },
    'image/webp': { schema: binary },
    'image/avif': { schema: binary },
  },
} as const;

/** No body at all (fastify sends none for 304), hence `undefined` rather than JSON null. */
export const NotModifiedResponse = Type.Unsafe<undefined>({
  description: 'The ETag in If-None-Match is still current; no body.',
});
