import type { FastifyPluginAsync } from 'fastify';
import { imagesRepositoryPlugin } from './images.repository.js';
import { libraryRoutes } from './library.routes.js';
import { mediaRoutes } from './routes.js';
import { variantsPlugin } from './variants.plugin.js';

export interface MediaServiceOptions {
  /** Absolute folder for encoded renditions; created if missing. */
  cacheDir: string;
  /** The largest upload the media library accepts (MEDIA_MAX_UPLOAD_BYTES); 15 MB when not given. */
  maxUploadBytes?: number;
}

export const DEFAULT_MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/**
 * The media service: image metadata and renditions resized, cropped and encoded on demand. Encapsulated,
 * so its repository and cache are visible only inside it; the caller chooses the prefix.
 */
export const mediaService: FastifyPluginAsync<MediaServiceOptions> = async (app, { cacheDir, maxUploadBytes }) => {
  await app.register(imagesRepositoryPlugin);
  await app.register(variantsPlugin, { cacheDir });
  await app.register(mediaRoutes);
  await app.register(libraryRoutes, { cacheDir, maxUploadBytes: maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES });
};
