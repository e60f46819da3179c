import { asc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { settings } from '../../db/schema.js';

export interface Setting {
  id: number;
  key: string;
  value: string;
}

export function createSettingsRepository(db: Database) {
  return {
    /** Settings sorted by key; `namespace` keeps keys whose first dot segment equals it. */
    async list(namespace?: string): Promise<Setting[]> {
      // split_part, not LIKE: '_' in a namespace would be a LIKE wildcard.
      const inNamespace =
        namespace === undefined ? undefined : eq(sql`split_part(${settings.key}, '.', 1)`, namespace);
      // Byte order ("C"), so the result does not depend on the server's locale (PGlite and PostgreSQL differ).
      const byKey = asc(sql`${settings.key} collate "C"`);
      return db
        .select({ id: settings.id, key: settings.key, value: settings.value })
        .from(settings)
        .where(inNamespace)
        .orderBy(byKey);
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    settingsRepository: SettingsRepository;
  }
}

export const settingsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('settingsRepository', createSettingsRepository(app.db));
  },
  { name: 'settings-repository', dependencies: ['db'], fastify: '5.x' },
);
