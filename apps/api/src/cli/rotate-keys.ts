import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { RETIRED_KEY_GRACE_SECONDS, rotateSigningKey } from '../services/identity/keys.js';

/**
 * Rotates the embedded provider's signing key (ADR 019):
 *   npm run rotate-keys -w apps/api
 * The new key signs from now on (running APIs notice within seconds); the old one stays in the JWKS for
 * RETIRED_KEY_GRACE_SECONDS so the tokens it signed keep verifying, and is dropped by a later rotation.
 */
async function main() {
  const config = loadConfig();
  if (!config.identity.embedded) throw new Error('OIDC_ISSUER is set: keys belong to the external provider, not to this API.');
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const rotation = await rotateSigningKey(database.db);
    console.log(
      JSON.stringify({ ...rotation, graceSeconds: RETIRED_KEY_GRACE_SECONDS }, null, 2),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
