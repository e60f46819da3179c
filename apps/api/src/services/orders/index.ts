import fp from 'fastify-plugin';
import type { OrdersConfig } from '../../config.js';
import { createLeadsRepository } from '../forms/leads.repository.js';
import { adminOrdersRoutes } from './admin.routes.js';
import { apiRoutes } from './api.routes.js';
import { buyOnlineRoutes } from './buy-online.routes.js';
import type { OrdersContext } from './context.js';
import { orderMessageKinds } from './emails.js';
import { holdsRoutes } from './holds.routes.js';
import { createOrderJobs, type OrderJobs } from './jobs.js';
import { INQUIRY_FORM_TYPE, ORDER_FORM_TYPE } from './lead.js';
import { recoverPayments } from './payment.js';
import { paymentsPlugin, type PaymentsRuntime } from './payments/index.js';
import type { RetryPolicy } from './payments/stand-ins/index.js';
import { sweepExpiredHolds } from './reserve.js';
import { webhooksRoutes } from './webhooks.routes.js';

export { TRANSITIONS, canMove } from './state.js';
export { ORDERABLE_STATUSES } from './holds.js';
export { HOLD_SECONDS, HOLD_SECONDS_SETTING } from './hold-settings.js';
export { INQUIRY_FORM_TYPE, ORDER_FORM_TYPE } from './lead.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The orders service's background work (tests and operators run a sweep or a recovery pass now) and its payments. */
    orders: OrderJobs & { readonly payments: PaymentsRuntime };
  }
}

export interface OrdersServiceOptions {
  config: OrdersConfig;
  /** `ORDERS_PREFIX` (default /orders). */
  prefix: string;
  /** The media service's prefix, for the car's picture in answers. */
  mediaPrefix: string;
  /** How the local vendors retry a webhook the API refused (tests shorten it). */
  standInRetry?: RetryPolicy;
}

/**
 * The orders service (ADR 026 §4) under its own prefix: holds, the buy-online and stock-locator calls,
 * vendor webhooks and the back office. The sweeper and recovery pass start when the API listens (every
 * process; SKIP LOCKED and idempotency keys make that safe) and stop before the database closes.
 */
export const ordersService = fp<OrdersServiceOptions>(
  async (app, { config, prefix, mediaPrefix, standInRetry }) => {
    const log = app.log.child({ component: 'orders' });
    let payments: PaymentsRuntime | null = null;
    const context: OrdersContext = {
      db: app.db,
      log,
      config,
      mediaPrefix,
      gateways: () => payments?.gateways ?? {},
      insertLead: createLeadsRepository(app.db).insert,
      wakeMail: () => app.leadPipeline.wake(),
    };

    const kinds = orderMessageKinds(context);
    app.leadPipeline.addMessageKind(ORDER_FORM_TYPE, kinds.order);
    app.leadPipeline.addMessageKind(INQUIRY_FORM_TYPE, kinds.inquiry);

    await app.register(
      async (scope) => {
        // The gateways, and the local vendors under {orders}/fake for each vendor left unconfigured.
        await scope.register(paymentsPlugin, { config: config.payments, ...(standInRetry ? { standInRetry } : {}) });
        payments = scope.payments;
        await scope.register(holdsRoutes);
        await scope.register(buyOnlineRoutes, { context });
        await scope.register(apiRoutes, { context });
        await scope.register(adminOrdersRoutes, { context });
        await scope.register(webhooksRoutes, { context });
      },
      { prefix },
    );

    const jobs = createOrderJobs(
      { sweep: () => sweepExpiredHolds(app.db, log), recover: () => recoverPayments(context) },
      config.holdSweepMs,
      log,
    );
    app.decorate('orders', {
      ...jobs,
      get payments() {
        if (!payments) throw new Error('The payments plugin has not loaded');
        return payments;
      },
    });
    app.addHook('onListen', async () => {
      if (config.sweeper) jobs.start();
    });
    // Registered after the database plugin, so it runs before the database closes.
    app.addHook('onClose', async () => {
      await jobs.stop();
    });
  },
  { name: 'orders', fastify: '5.x', dependencies: ['db', 'auth', 'lead-pipeline'] },
);
