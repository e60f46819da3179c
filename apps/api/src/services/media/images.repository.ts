import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { images } from '../../db/schema.js';
import { MEDIA_BUCKET } from './sizes.js';

/** Everything about an image except its bytes, which only an encode needs. */
export interface ImageRecord {
  id: number;
  filename: string;
  altHe: string;
  altEn: string;
  width: number;
  height: number;
  mime: string;
  sha256: string;
}

const RECORD = {
  id: images.id,
  filename: images.filename,
  altHe: images.altHe,
  altEn: images.altEn,
  width: images.width,
  height: images.height,
  mime: images.mime,
  sha256: images.sha256,
};

export function createImagesRepository(db: Database) {
  const inBucket = (id: number) => and(eq(images.id, id), eq(images.bucket, MEDIA_BUCKET));
  return {
    async find(id: number): Promise<ImageRecord | undefined> {
      const [row] = await db.select(RECORD).from(images).where(inBucket(id));
      return row;
    },

    /** Filenames are unique per bucket, so this is zero or one image. */
    async findByFilename(filename: string): Promise<ImageRecord | undefined> {
      const [row] = await db
        .select(RECORD)
        .from(images)
        .where(and(eq(images.bucket, MEDIA_BUCKET), eq(images.filename, filename)));
      return row;
    },

    async readOriginal(id: number): Promise<Buffer | undefined> {
      const [row] = await db.select({ bytes: images.bytes }).from(images).where(inBucket(id));
      return row?.bytes;
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    imagesRepository: ImagesRepository;
  }
}

export const imagesRepositoryPlugin = fp(
  async (app) => {
    app.decorate('imagesRepository', createImagesRepository(app.db));
  },
  { name: 'images-repository', dependencies: ['db'], fastify: '5.x' },
);
