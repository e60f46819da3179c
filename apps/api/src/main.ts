import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // No logger exists yet; a plain message is what an operator needs to fix the environment.
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
const app = buildApp(config);

closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an unexpected error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

try {
  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) => `Lux API listening at ${address} (docs at ${address}/documentation)`,
  });
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}
