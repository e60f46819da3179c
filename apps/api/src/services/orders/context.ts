import type { FastifyBaseLogger } from 'fastify';
import type { OrdersConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { createLeadsRepository } from '../forms/leads.repository.js';
import type { PaymentGateways } from './payments/types.js';

/** What the orders flows share: the database, the configuration and the payment gateways in use. */
export interface OrdersContext {
  db: Database;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  config: OrdersConfig;
  /** The media service's prefix, for the car's picture in answers and e-mails. */
  mediaPrefix: string;
  /** The gateways of the vendors configured (or their local stand-ins); known once the app has loaded. */
  gateways(): PaymentGateways;
  /** The forms service's lead insert (lead + outbox rows) in the caller's transaction. */
  insertLead: ReturnType<typeof createLeadsRepository>['insert'];
  /** Lets the lead pipeline send a just-committed order's e-mails now rather than at its next poll. */
  wakeMail(): void;
}
