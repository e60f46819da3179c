import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, ilike, like, or, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client.js';
import { images } from '../../db/schema.js';
import { recordAudit } from '../../http/audit.js';
import { containsPattern, listMeta, orderBy, Refusal, refusing, SerialParams } from '../../http/back-office.js';
import { errorResponses, sendError } from '../../http/errors.js';
import { MEDIA_TAG } from './routes.js';
import { ImagePatchBody, LibraryList, LibraryOne, LibraryQuery, Usage } from './library.schemas.js';
import { inspectImage, libraryFilename, UnusableImage } from './library.upload.js';
import { findImageUsage, type ImageUsage } from './library.usage.js';
import { allowedWidths, MEDIA_BUCKET, ratioOf, variantsFor } from './sizes.js';

export interface LibraryOptions {
  /** The renditions cache of the media service: a deleted image's renditions go with it. */
  cacheDir: string;
  maxUploadBytes: number;
}

const strict = { additionalProperties: false } as const;
const NoQuery = Type.Object({}, strict);
const ALT_FIELDS = ['alt_he', 'alt_en'] as const;
/** One line of at most 300 characters, as the PATCH schema's `Line` allows. */
const isAlt = (value: string) => value.length <= 300 && !/\p{Cc}/u.test(value);

/** The row without its bytes, which only an encode reads. */
const ROW = {
  id: images.id,
  filename: images.filename,
  width: images.width,
  height: images.height,
  mime: images.mime,
  sha256: images.sha256,
  altHe: images.altHe,
  altEn: images.altEn,
  focalX: images.focalX,
  focalY: images.focalY,
  createdAt: images.createdAt,
};
type Row = { id: number; filename: string; width: number; height: number; mime: string; sha256: string; altHe: string; altEn: string; focalX: number; focalY: number; createdAt: Date };

/** What the audit log keeps of an image. */
const audited = (row: Row) => ({
  filename: row.filename,
  mime: row.mime,
  width: row.width,
  height: row.height,
  sha256: row.sha256,
  alt_he: row.altHe,
  alt_en: row.altEn,
  focal_x: row.focalX,
  focal_y: row.focalY,
});

/** A library row with the rendition URLs the media routes serve (relative to the media base). */
function toResource(row: Row) {
  const ratio = ratioOf(row);
  return {
    id: String(row.id),
    type: 'image' as const,
    attributes: {
      ...audited(row),
      created_at: row.createdAt.toISOString(),
      ratio,
      widths: allowedWidths(row, ratio),
      variants: variantsFor(row.id, row, ratio),
    },
  };
}
const withoutHash = ({ sha256: _sha256, ...attributes }: ReturnType<typeof toResource>['attributes']) => attributes;
const resource = (row: Row) => {
  const full = toResource(row);
  return { ...full, attributes: withoutHash(full.attributes) };
};

const describeUsage = (usage: ImageUsage[]) =>
  usage.map((page) => `${page.path} (${page.locale}, ${page.where === 'live' ? 'published' : 'draft'})`).join(', ');

/** `stem.ext`, or the first free `stem-2.ext`, `stem-3.ext`, … in the bucket. */
async function freeFilename(db: Pick<Database, 'select'>, stem: string, extension: string): Promise<string> {
  const escaped = stem.replace(/[\\%_]/g, (c) => `\\${c}`);
  const taken = await db
    .select({ filename: images.filename })
    .from(images)
    .where(and(eq(images.bucket, MEDIA_BUCKET), or(eq(images.filename, `${stem}.${extension}`), like(images.filename, `${escaped}-%.${extension}`))));
  const names = new Set(taken.map((row) => row.filename));
  if (!names.has(`${stem}.${extension}`)) return `${stem}.${extension}`;
  let suffix = 2;
  while (names.has(`${stem}-${suffix}.${extension}`)) suffix += 1;
  return `${stem}-${suffix}.${extension}`;
}

/**
 * The media library for editors (ADR 027 §6): list and search, upload, alt texts and focal point, usage, and
 * a delete refused while a page or draft uses the image. Renditions stay the media routes' (routes.ts).
 */
export const libraryRoutes: FastifyPluginAsyncTypebox<LibraryOptions> = async (app, { cacheDir, maxUploadBytes }) => {
  // Registered here only, so no other route of the API parses multipart bodies.
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 11, fileSize: maxUploadBytes, fieldSize: 4096 } });
  const { db } = app;
  const auth = app.authorize('admin', 'editor');
  const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);
  const megabytes = maxUploadBytes >= 1024 * 1024 ? `${Math.round((maxUploadBytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(maxUploadBytes / 1024)} KB`;
  const notFound = (id: number) => new Refusal(404, `No image has the id ${id}.`, { parameter: 'id' });

  app.get(
    '/library/images',
    {
      preHandler: auth,
      schema: {
        tags: [MEDIA_TAG],
        summary: 'The media library: images, newest first, searchable by filename and alt text',
        querystring: LibraryQuery,
        response: { 200: LibraryList, ...errors },
      },
    },
    async (request) => {
      const { page = 1, items = 25, sort = '-created_at' } = request.query;
      const q = request.query.q?.trim();
      const pattern = q ? containsPattern(q) : undefined;
      const where = and(
        eq(images.bucket, MEDIA_BUCKET),
        pattern ? or(ilike(images.filename, pattern), ilike(images.altHe, pattern), ilike(images.altEn, pattern)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db.select(ROW).from(images).where(where).orderBy(...orderBy(sort, { created_at: images.createdAt, filename: sql`${images.filename} collate "C"` }, images.id)).limit(items).offset((page - 1) * items),
        db.select({ n: count() }).from(images).where(where),
      ]);
      return { data: rows.map(resource), meta: listMeta(total?.n ?? 0, page, items) };
    },
  );

  app.post(
    '/library/images',
    {
      preHandler: auth,
      schema: {
        tags: [MEDIA_TAG],
        summary: 'Upload an image (multipart/form-data: `file`, optional `alt_he`, `alt_en`)',
        description: `One file of at most ${megabytes} (MEDIA_MAX_UPLOAD_BYTES). Its type is what the bytes are (JPEG, PNG, WebP, AVIF or GIF), never its name or Content-Type: anything else is 415, too large 413. The filename comes from the uploaded name, with -2, -3… added when the library already has it.`,
        querystring: NoQuery,
        consumes: ['multipart/form-data'],
        response: { 201: LibraryOne, ...errorResponses(400, 401, 403, 413, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return sendError(reply, 415, 'Send the image as multipart/form-data, with the file in a field named "file".');
      }
      const alts: Record<(typeof ALT_FIELDS)[number], string> = { alt_he: '', alt_en: '' };
      let file: { name: string; bytes: Buffer } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') throw new Refusal(400, `Send the image in a field named "file", not "${part.fieldname}".`, { pointer: `/${part.fieldname}` });
            file = { name: part.filename, bytes: await part.toBuffer() };
            continue;
          }
          if (part.fieldname === 'file') throw new Refusal(400, 'The "file" field holds text, not a file: send the image as a file part.', { pointer: '/file' });
          const name = part.fieldname as (typeof ALT_FIELDS)[number];
          if (!ALT_FIELDS.includes(name)) throw new Refusal(400, `Unknown field "${part.fieldname}": only file, alt_he and alt_en are read.`, { pointer: `/${part.fieldname}` });
          const value = typeof part.value === 'string' ? part.value.trim() : '';
          if (part.valueTruncated || !isAlt(value)) throw new Refusal(400, `${name} must be one line of at most 300 characters.`, { pointer: `/${name}` });
          alts[name] = value;
        }
      } catch (error) {
        if (error instanceof Refusal) return sendError(reply, error.status, error.message, error.source);
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          return sendError(reply, 413, `The file is larger than ${megabytes}, the most the media library accepts.`, { pointer: '/file' });
        }
        if (error instanceof app.multipartErrors.FilesLimitError) return sendError(reply, 413, 'Send one file per upload.', { pointer: '/file' });
        throw error;
      }
      if (!file || file.bytes.length === 0) return sendError(reply, 400, 'No file: send the image in a field named "file".', { pointer: '/file' });

      let inspected;
      try {
        inspected = await inspectImage(file.bytes);
      } catch (error) {
        if (error instanceof UnusableImage) return sendError(reply, error.status, error.message, { pointer: '/file' });
        throw error;
      }
      const { stem, extension } = libraryFilename(file.name, inspected.extension);
      const bytes = file.bytes;
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      // Two uploads of one name at once: the loser of the unique index takes the next free name.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const created = await db.transaction(async (tx) => {
          const filename = await freeFilename(tx, stem, extension);
          const [row] = await tx
            .insert(images)
            .values({ bucket: MEDIA_BUCKET, filename, altHe: alts.alt_he, altEn: alts.alt_en, width: inspected.width, height: inspected.height, mime: inspected.mime, sha256, bytes })
            .onConflictDoNothing({ target: [images.bucket, images.filename] })
            .returning(ROW);
          if (row) await recordAudit(tx, request, { action: 'create', entity: 'image', entityId: row.id, before: null, after: audited(row) });
          return row;
        });
        if (created) return reply.code(201).send({ data: resource(created) });
      }
      return sendError(reply, 409, 'Other uploads with this name kept arriving at the same moment; try again.', { pointer: '/file' });
    },
  );

  app.patch(
    '/library/images/:id',
    {
      preHandler: auth,
      schema: {
        tags: [MEDIA_TAG],
        summary: 'Change an image’s alt texts or focal point',
        params: SerialParams,
        querystring: NoQuery,
        body: ImagePatchBody,
        response: { 200: LibraryOne, ...errors },
      },
    },
    async (request, reply) =>
      refusing(reply, () =>
        db.transaction(async (tx) => {
          const { id } = request.params;
          const { alt_he, alt_en, focal_x, focal_y } = request.body;
          const [before] = await tx.select(ROW).from(images).where(and(eq(images.id, id), eq(images.bucket, MEDIA_BUCKET))).for('update');
          if (!before) throw notFound(id);
          const changes = {
            ...(alt_he === undefined ? {} : { altHe: alt_he.trim() }),
            ...(alt_en === undefined ? {} : { altEn: alt_en.trim() }),
            ...(focal_x === undefined ? {} : { focalX: focal_x }),
            ...(focal_y === undefined ? {} : { focalY: focal_y }),
          };
          // Unknown keys are stripped by validation, so `{ filename }` arrives empty.
          if (Object.keys(changes).length === 0) throw new Refusal(400, 'Send at least one of alt_he, alt_en, focal_x, focal_y.', { pointer: '/' });
          const [after] = await tx.update(images).set(changes).where(eq(images.id, id)).returning(ROW);
          await recordAudit(tx, request, { action: 'update', entity: 'image', entityId: id, before: audited(before), after: audited(after!) });
          return { data: resource(after!) };
        }),
      ),
  );

  app.get(
    '/library/images/:id/usage',
    {
      preHandler: auth,
      schema: {
        tags: [MEDIA_TAG],
        summary: 'The pages that use an image: in their published blocks or share image, or in their drafts',
        params: SerialParams,
        querystring: NoQuery,
        response: { 200: Usage, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [image] = await db.select({ id: images.id }).from(images).where(and(eq(images.id, id), eq(images.bucket, MEDIA_BUCKET)));
      if (!image) return sendError(reply, 404, `No image has the id ${id}.`, { parameter: 'id' });
      return { data: await findImageUsage(db, id) };
    },
  );

  app.delete(
    '/library/images/:id',
    {
      preHandler: auth,
      schema: {
        tags: [MEDIA_TAG],
        summary: 'Delete an image and its cached renditions; refused (409) while a page or draft uses it',
        params: SerialParams,
        querystring: NoQuery,
        response: { 200: LibraryOne, ...errors },
      },
    },
    async (request, reply) => {
      const result = await refusing(reply, () =>
        db.transaction(async (tx) => {
          const { id } = request.params;
          const [row] = await tx.select(ROW).from(images).where(and(eq(images.id, id), eq(images.bucket, MEDIA_BUCKET))).for('update');
          if (!row) throw notFound(id);
          const usage = await findImageUsage(tx, id);
          if (usage.length > 0) {
            throw new Refusal(409, `Image ${id} is used on ${usage.length} ${usage.length === 1 ? 'page' : 'pages'}: ${describeUsage(usage)}. Remove it there first.`, { parameter: 'id' });
          }
          await tx.delete(images).where(eq(images.id, id));
          await recordAudit(tx, request, { action: 'delete', entity: 'image', entityId: id, before: audited(row), after: null });
          return { data: resource(row) };
        }),
      );
      if (reply.sent) return result;
      // The renditions live in `{cacheDir}/{id}/` (variants.plugin.ts); the id is never reused, so this is tidiness.
      await rm(join(cacheDir, String(request.params.id)), { recursive: true, force: true }).catch((error: unknown) =>
        request.log.warn({ err: error }, 'media: could not remove the renditions of a deleted image'),
      );
      return result;
    },
  );
};
