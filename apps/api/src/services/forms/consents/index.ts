import type { FastifyPluginAsync } from 'fastify';
import { consentsRepositoryPlugin } from './consents.repository.js';
import { consentsRoutes } from './consents.routes.js';

export { truncateIp } from './address.js';
export { CONSENT_RATE_LIMIT } from './consents.routes.js';
export { CONSENT_CSV_COLUMNS } from './csv.js';
export {
  CONSENT_RETENTION_SETTING,
  DEFAULT_CONSENT_RETENTION_DAYS,
  consentRetentionSetting,
  purgeExpiredConsents,
  runConsentRetention,
} from './retention.js';
export { CONSENT_ACTIONS, CONSENT_SCOPES, CONSENT_STATUSES, CONSENT_STRATEGIES } from './schemas.js';

/** Proof of consent under the forms prefix: `POST /consents` (public), `GET /consents` and its CSV (admins). */
export const consentRecordsService: FastifyPluginAsync = async (app) => {
  await app.register(consentsRepositoryPlugin);
  await app.register(consentsRoutes);
};
