import { Type } from 'typebox';
import { Line, ListResponse, OneResponse, PagingQuery, SortQuery } from '../../http/back-office.js';
import { RATIOS } from './sizes.js';

const strict = { additionalProperties: false } as const;

export const LIBRARY_SORTS = ['created_at', 'filename'] as const;

export const LibraryQuery = Type.Object(
  {
    ...PagingQuery,
    sort: SortQuery(LIBRARY_SORTS, '-created_at'),
    q: Type.Optional(Line({ maxLength: 200, description: 'Text in the filename or in either alt text.' })),
  },
  strict,
);

const Alt = Line({ maxLength: 300, description: 'Alt text: one line, at most 300 characters ("" when the image is decorative).' });
const Focal = (axis: string) =>
  Type.Number({ minimum: 0, maximum: 1, description: `The point crops keep in frame, as a fraction of the ${axis} (0–1).` });

export const ImagePatchBody = Type.Object(
  { alt_he: Type.Optional(Alt), alt_en: Type.Optional(Alt), focal_x: Type.Optional(Focal('width')), focal_y: Type.Optional(Focal('height')) },
  { ...strict, minProperties: 1 },
);

const Variant = Type.Object({ width: Type.Integer(), height: Type.Integer(), url: Type.String() }, strict);

export const LibraryImage = Type.Object(
  {
    id: Type.String({ examples: ['7'] }),
    type: Type.Literal('image'),
    attributes: Type.Object(
      {
        filename: Type.String(),
        width: Type.Integer(),
        height: Type.Integer(),
        mime: Type.String({ examples: ['image/png'] }),
        alt_he: Type.String(),
        alt_en: Type.String(),
        focal_x: Type.Number(),
        focal_y: Type.Number(),
        created_at: Type.String({ format: 'date-time' }),
        ratio: Type.Enum([...RATIOS], { description: 'The named shape nearest the original.' }),
        widths: Type.Array(Type.Integer(), { description: 'Every width the rendition route serves at that ratio (for srcset).' }),
        variants: Type.Array(Variant, {
          description: 'The spec renditions (1600/1024/640 …) relative to the media base, as jpg; swap the extension for webp or avif.',
        }),
      },
      strict,
    ),
  },
  strict,
);

export const LibraryList = ListResponse(LibraryImage);
export const LibraryOne = OneResponse(LibraryImage);

export const Usage = Type.Object(
  {
    data: Type.Array(
      Type.Object(
        {
          id: Type.Integer({ description: 'Page id.' }),
          locale: Type.String(),
          path: Type.String(),
          title: Type.Union([Type.String(), Type.Null()]),
          where: Type.Enum(['live', 'draft'], { description: 'In the published page (blocks or share image) or in its draft.' }),
        },
        strict,
      ),
    ),
  },
  strict,
);
