import type { FastifyPluginAsync } from 'fastify';
import { imagesRepositoryPlugin } from './images.repository.js';
import { mediaRoutes } from './routes.js';
import { variantsPlugin } from './variants.plugin.js';

export interface MediaServiceOptions {
  /** Absolute folder for encoded renditions; created if missing. */
  cacheDir: string;
}

/**
 * The media service: image metadata and renditions resized, cropped and encoded on demand. Encapsulated,
 * so its repository and cache are visible only inside it; the caller chooses the prefix.
 */
export const mediaService: FastifyPluginAsync<MediaServiceOptions> = async (app, { cacheDir }) => {
  await app.register(imagesRepositoryPlugin);
  await app.register(variantsPlugin, { cacheDir });
  await app.register(mediaRoutes);
};
