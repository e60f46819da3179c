import type { FastifyPluginAsync } from 'fastify';
import type { LeadJobsConfig, PipelineConfig, VerificationConfig } from '../../config.js';
import { consentRecordsService } from './consents/index.js';
import { leadExports } from './exports/index.js';
import { formsRepositoryPlugin } from './forms.repository.js';
import { formsRoutes } from './forms.routes.js';
import { leadsRepositoryPlugin } from './leads.repository.js';
import { leadsRoutes } from './leads.routes.js';
import { locationsRoutes } from './locations.routes.js';
import { leadRetention } from './retention/index.js';
import { settingsRoutes } from './settings.routes.js';
import { verificationService } from './verification/index.js';

/**
 * The forms service (B§7), under its own prefix: forms, leads, locations, site settings and proof of
 * consent. Every route is private (ADR 019) except those a visitor needs: reading a form, its thank-you
 * setting, submitting a lead, and recording a consent choice.
 */
export interface FormsServiceOptions {
  leadJobs: LeadJobsConfig;
  verification: VerificationConfig;
  /** The CRM the lead pipeline delivers to (the integrations routes name and check it). */
  crm: PipelineConfig['crm'];
}

export const formsService: FastifyPluginAsync<FormsServiceOptions> = async (app, options) => {
  const jobs = options.leadJobs;
  await app.register(settingsRoutes);
  await app.register(locationsRoutes);
  await app.register(formsRepositoryPlugin);
  await app.register(leadsRepositoryPlugin);
  // Before the form and lead routes: they read `formVerification` (captcha, phone tokens).
  await app.register(verificationService, { config: options.verification, crm: options.crm });
  await app.register(formsRoutes);
  await app.register(leadsRoutes);
  await app.register(leadExports, { worker: jobs.exportWorker, leaseMs: jobs.exportLeaseMs });
  // Proof of consent (issue 12): its retention runs in the lead retention job.
  await app.register(consentRecordsService);
  await app.register(leadRetention, { enabled: jobs.retentionWorker, intervalMs: jobs.retentionIntervalMs });
};
