import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { metricsListenerFromEnv, startMetricsListener } from './http/metrics.js';

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
let metricsListener: ReturnType<typeof metricsListenerFromEnv>;
try {
  metricsListener = metricsListenerFromEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const app = buildApp(config);

closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an unexpected error');
  else app.log.info({ signal }, 'closing');
  // Fastify stops accepting, closes the connections idle at this moment and waits for the rest. A keep-alive
  // connection whose request is still in flight turns idle only once answered, and would then hold the close
  // (and the database) open until its keep-alive time-out: close each as soon as it is idle (ADR 032).
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
});

try {
  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) => `Lux API listening at ${address} (docs at ${address}/documentation)`,
  });
  // Prometheus scrapes a listener of its own, on loopback unless API_METRICS_HOST says otherwise (ADR 032).
  if (metricsListener) {
    const server = await startMetricsListener(app, metricsListener);
    app.log.info({ address: server.address() }, 'metrics listening');
  }
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}
