import pino from 'pino';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seed } from './index.js';

/** Brings the configured database up to date and fills in the starter content, then exits. */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, name: 'seed' });
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const inserted = await seed(database.db);
    log.info({ driver: database.driver, inserted }, 'seed finished');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
