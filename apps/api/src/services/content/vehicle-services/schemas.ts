import { Type } from 'typebox';
import { LOCALES } from '../schemas.js';

const strict = { additionalProperties: false } as const;

/** Checked by the VIN rules in the handler (422 with the rule's code); the schema only bounds the length. */
export const VinParams = Type.Object(
  {
    vin: Type.String({
      maxLength: 100,
      description: 'The VIN as typed: spaces, dashes and case do not matter.',
      examples: ['SALGA2BE8MA400123'],
    }),
  },
  strict,
);

export const LocaleQuery = Type.Object(
  { locale: Type.Optional(Type.Enum([...LOCALES], { default: 'he', description: 'Language of notes, titles and descriptions.' })) },
  strict,
);

export const FileParams = Type.Object(
  {
    packageId: Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'The package id.', examples: ['3'] }),
    name: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$', description: 'A file name of the package.' }),
  },
  strict,
);

const Vehicle = Type.Object(
  {
    vin: Type.String(),
    nameplate_key: Type.String({ examples: ['range-rover'] }),
    model_year: Type.Integer({ examples: [2021] }),
    navigation_system: Type.String({ examples: ['Pivi Pro'] }),
    region: Type.String({ examples: ['IL'] }),
  },
  strict,
);

const PackageFile = Type.Object(
  {
    name: Type.String(),
    size_bytes: Type.Integer({ minimum: 0 }),
    sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    url: Type.String({ description: 'Path below the content service; the site proxies it at /api/content<url>.' }),
  },
  strict,
);

const Package = Type.Object(
  {
    id: Type.Integer(),
    version: Type.String({ examples: ['2025.2'] }),
    released_at: Type.String({ format: 'date-time' }),
    notes: Type.String(),
    files: Type.Array(PackageFile),
  },
  strict,
);

export const MapUpdateResponse = Type.Object(
  { data: Type.Object({ vehicle: Vehicle, package: Package }, strict) },
  { ...strict, description: 'The vehicle and the newest map package for its navigation system and region.' },
);

export const CampaignsResponse = Type.Object(
  {
    data: Type.Object(
      {
        vin: Type.String(),
        affected: Type.Boolean(),
        campaigns: Type.Array(Type.Object({ code: Type.String(), title: Type.String(), description: Type.String() }, strict)),
      },
      strict,
    ),
  },
  { ...strict, description: 'The active service campaigns that include the VIN; none → not affected.' },
);

/** Typed as the bytes the handler sends; documented as a binary string per content type. */
const fileBytes = Type.Unsafe<Buffer>({ type: 'string', contentMediaType: 'application/octet-stream' });
export const PackageFileResponse = {
  description: 'The file, as an attachment: the JSON manifest or the plain-text installation guide.',
  content: { 'application/json; charset=utf-8': { schema: fileBytes }, 'text/plain; charset=utf-8': { schema: fileBytes } },
} as const;
