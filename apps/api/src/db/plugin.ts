import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config.js';
import { openDatabase, type Database } from './client.js';

export interface DbInfo {
  driver: DatabaseConfig['driver'];
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbInfo: DbInfo;
  }
}

export interface DbPluginOptions {
  database: DatabaseConfig;
}

/** Opens the database, brings its schema up to date, and closes it when the app closes. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, { database }) => {
    const handle = await openDatabase(database);
    try {
      await handle.migrate();
    } catch (error) {
      // The app never becomes ready, so nothing else would release the connection.
      await handle.close();
      throw error;
    }
    app.addHook('onClose', () => handle.close());
    app.decorate('db', handle.db);
    app.decorate('dbInfo', { driver: handle.driver });
    app.log.info({ driver: handle.driver }, 'database ready');
  },
  { name: 'db', fastify: '5.x' },
);
