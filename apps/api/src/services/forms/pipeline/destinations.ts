import type { PipelineConfig } from '../../../config.js';
import { crmWebhook } from './crm-webhook.js';
import { mailDestinations } from './email.js';
import { salesforce } from './salesforce.js';
import type { Destination, Destinations, MessageKinds } from './types.js';

export interface ResolvedEndpoints {
  /** Where the webhook goes: CRM_WEBHOOK_URL, or the local receiver's address once the API listens. */
  crmWebhookUrl: string;
  /** SMTP_URL, or the local SMTP server's. */
  smtpUrl: string;
}

/** The strategy per CRM system; adding one to CRM_SYSTEMS without an entry here fails to compile. */
const CRM = {
  webhook: (config, endpoints) =>
    crmWebhook({ url: endpoints.crmWebhookUrl, secret: config.crm.webhookSecret, timeoutMs: config.crm.timeoutMs }),
  salesforce: (config) => {
    if (!config.crm.salesforce) throw new Error('CRM_SYSTEM is salesforce but its settings are missing');
    return salesforce({ ...config.crm.salesforce, timeoutMs: config.crm.timeoutMs });
  },
} satisfies Record<PipelineConfig['crm']['system'], (config: PipelineConfig, endpoints: ResolvedEndpoints) => Destination>;

/** Every outbox destination's adapter, from the configuration. `close` releases the SMTP connections. */
export function createDestinations(
  config: PipelineConfig,
  endpoints: ResolvedEndpoints,
  kinds?: MessageKinds,
): { destinations: Destinations; close(): void } {
  const mail = mailDestinations({ smtpUrl: endpoints.smtpUrl, from: config.mail.from, timeoutMs: config.crm.timeoutMs, ...(kinds ? { kinds } : {}) });
  const destinations = {
    crm: CRM[config.crm.system](config, endpoints),
    notification_email: mail.notification,
    confirmation_email: mail.confirmation,
  } satisfies Destinations;
  return { destinations, close: mail.close };
}
