import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordAudit } from '../../http/audit.js';
import { listMeta } from '../../http/back-office.js';
import { TAGS } from '../../http/docs.js';
import { NoQuery } from '../../http/schemas.js';
import { instant } from '../forms/forms.schemas.js';
import type { OrdersContext } from './context.js';
import { answering, OrderRefusal, orderErrorResponses, sendOrderError } from './errors.js';
import { findHold } from './holds.js';
import { HOLD_SECONDS, holdSeconds, setHoldSeconds } from './hold-settings.js';
import { findByNumber, listOrders, transitionsOf } from './orders.repository.js';
import { cancelOrder, refundOrder } from './settlement.js';
import { isPaying, orderForPayment } from './vendors.js';
import { PaymentVendorError } from './payments/types.js';
import { presentForAdmin } from './present.js';
import {
  AdminListQuery,
  AdminListResponse,
  AdminOrderResponse,
  Data,
  HoldSettingsBody,
  HoldSettingsOut,
  NumberParams,
  AdminOrderOut,
  ReasonBody,
} from './schemas.js';
import type { OrderRow } from './state.js';
import { auditedOrder, transitionView } from './views.js';

/**
 * The back office's orders (ADR 026 §4, admin role): the list and one order with its history, its hold
 * and the vendor's own view of the money; cancelling and refunding through the vendor; the hold length.
 * Reading shows the buyer's details, so every read is audited like a lead's; every write is audited in
 * its own transaction.
 */

const errors = orderErrorResponses(400, 401, 403, 404, 409, 413, 415, 429, 500, 503);

export const adminOrdersRoutes: FastifyPluginAsyncTypebox<{ context: OrdersContext }> = async (app, { context }) => {
  const { db } = context;
  const admin = app.authorize('admin');

  app.get(
    '/admin/orders',
    {
      preHandler: admin,
      schema: {
        tags: [TAGS.orders],
        summary: 'Orders, newest first by default: paged, sorted, filtered by state, vendor, creation time and number (audited)',
        querystring: AdminListQuery,
        response: { 200: AdminListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { page = 1, items = 25, sort = '-created_at' } = request.query;
      const from = instant(request.query['filter[created_at_gteq]'], false);
      const to = instant(request.query['filter[created_at_lteq]'], true);
      if (from === null) return sendOrderError(reply, 400, 'filter[created_at_gteq] is not a real date.', undefined, { parameter: 'filter[created_at_gteq]' });
      if (to === null) return sendOrderError(reply, 400, 'filter[created_at_lteq] is not a real date.', undefined, { parameter: 'filter[created_at_lteq]' });
      if (from && to && from > to) {
        return sendOrderError(reply, 400, 'filter[created_at_gteq] must not be later than filter[created_at_lteq].', undefined, { parameter: 'filter[created_at_gteq]' });
      }
      return db.transaction(async (tx) => {
        const { rows, total } = await listOrders(tx, {
          page,
          items,
          sort,
          state: request.query['filter[state]'],
          vendor: request.query['filter[vendor]'],
          number: request.query['filter[number]']?.trim().toUpperCase() || undefined,
          from,
          to,
        });
        await recordAudit(tx, request, {
          action: 'view',
          entity: 'orders',
          entityId: null,
          before: null,
          after: { numbers: rows.map((row) => row.order.number), query: request.query },
        });
        return {
          data: rows.map(({ order, vehicle }) => ({
            order_number: order.number,
            state: order.state,
            payment_status: order.paymentStatus,
            vendor: order.vendor,
            amount: order.amount ?? 0,
            currency: order.currency ?? 'ILS',
            vehicle_vin: order.vehicleVin,
            vehicle_title: vehicle ? `${vehicle.nameplateName} ${vehicle.version}` : null,
            customer_email: order.customerEmail,
            capture_requested_at: order.captureRequestedAt?.toISOString() ?? null,
            created_at: order.createdAt.toISOString(),
            updated_at: order.updatedAt.toISOString(),
          })),
          meta: listMeta(total, page, items),
        };
      });
    },
  );

  /** The vendor's view of the money, when the order has a vendor payment and its gateway is configured. */
  async function vendorView(order: OrderRow) {
    const none = { available: false, status: null, amount: null, currency: null, reference: null, error: null };
    if (!isPaying(order.vendor)) return none;
    const gateway = context.gateways()[order.vendor];
    if (!gateway) return { ...none, error: `${order.vendor} is not set up on this site.` };
    try {
      const payment = await gateway.retrieve(orderForPayment(order));
      return { available: true, status: payment.status, amount: payment.amount, currency: payment.currency, reference: payment.reference, error: null };
    } catch (error) {
      const detail = error instanceof PaymentVendorError ? `${error.vendor} answered ${error.status ?? 'nothing'}${error.code ? ` (${error.code})` : ''}` : 'The vendor could not be asked.';
      return { ...none, error: detail };
    }
  }

  app.get(
    '/admin/orders/:number',
    {
      preHandler: admin,
      schema: {
        tags: [TAGS.orders],
        summary: 'One order with its transitions, its hold and the payment as the vendor sees it (audited)',
        params: NumberParams,
        querystring: NoQuery,
        response: { 200: AdminOrderResponse, ...errors },
      },
    },
    async (request, reply) => {
      const order = await findByNumber(db, request.params.number);
      if (!order) return sendOrderError(reply, 404, `No order has the number ${request.params.number}.`, undefined, { parameter: 'number' });
      const [transitions, hold, payment, view] = await Promise.all([
        transitionsOf(db, order.id),
        findHold(db, order.lockId),
        vendorView(order),
        presentForAdmin(context, order),
      ]);
      await recordAudit(db, request, { action: 'view', entity: 'orders', entityId: order.number, before: null, after: { number: order.number } });
      return {
        data: {
          order: view,
          transitions: transitions.map(transitionView),
          hold: hold
            ? { vehicle_id: hold.vehicleId, lock_id: hold.lockId, previous_status: hold.previousStatus, expires_at: hold.expiresAt?.toISOString() ?? null, live: hold.live }
            : null,
          payment,
        },
      };
    },
  );

  /** The order an admin action names, or a 404 for its `number` parameter. */
  const existingOrder = async (number: string) => {
    const order = await findByNumber(db, number);
    if (!order) throw new OrderRefusal(404, `No order has the number ${number}.`, undefined, { parameter: 'number' });
    return order;
  };

  const audit = (request: Parameters<typeof recordAudit>[1], action: string, reason: string) => async (tx: Parameters<typeof recordAudit>[0], before: OrderRow, after: OrderRow) =>
    recordAudit(tx, request, { action, entity: 'orders', entityId: after.number, before: auditedOrder(before), after: { ...auditedOrder(after), reason } });

  app.post(
    '/admin/orders/:number/cancel',
    {
      preHandler: admin,
      schema: {
        tags: [TAGS.orders],
        summary: 'Cancel an order: the car is released and its payment voided (or refunded when captured) through the vendor',
        description: 'A vendor that cannot be reached leaves the payment to the recovery pass; the answer shows its status.',
        params: NumberParams,
        querystring: NoQuery,
        body: ReasonBody,
        response: { 200: Data(AdminOrderOut), ...errors },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const order = await existingOrder(request.params.number);
        const actor = request.principal?.email ?? request.principal?.id ?? null;
        const cancelled = await cancelOrder(
          context,
          order.id,
          { cause: 'admin cancel', actor, data: { reason: request.body.reason } },
          ['initialised', 'paid', 'created', 'confirmed'],
          audit(request, 'cancel', request.body.reason),
        );
        return { data: await presentForAdmin(context, cancelled) };
      }),
  );

  app.post(
    '/admin/orders/:number/refund',
    {
      preHandler: admin,
      schema: {
        tags: [TAGS.orders],
        summary: "Refund a confirmed order's captured payment through the vendor; the car is released",
        params: NumberParams,
        querystring: NoQuery,
        body: ReasonBody,
        response: { 200: Data(AdminOrderOut), ...errors },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const order = await existingOrder(request.params.number);
        const actor = request.principal?.email ?? request.principal?.id ?? null;
        const refunded = await refundOrder(context, order.id, { cause: 'admin refund', actor, data: { reason: request.body.reason } }, audit(request, 'refund', request.body.reason));
        return { data: await presentForAdmin(context, refunded) };
      }),
  );

  const settings = async (seconds?: number) => ({
    data: { hold_seconds: seconds ?? (await holdSeconds(db)), default: HOLD_SECONDS.default, min: HOLD_SECONDS.min, max: HOLD_SECONDS.max },
  });

  app.get(
    '/admin/hold_settings',
    {
      preHandler: admin,
      schema: {
        tags: [TAGS.orders],
        summary: 'How long an unpaid hold lasts (order_online.hold_seconds), with its default and bounds',
        querystring: NoQuery,
        response: { 200: HoldSettingsOut, ...errors },
      },
    },
    async () => settings(),
  );

  app.put(
    '/admin/hold_settings',
    {
      preHandler: admin,
      schema: {
        tags: [TAGS.orders],
        summary: 'Set the hold length in seconds (30 to 86400); holds taken from now on get it (audited)',
        querystring: NoQuery,
        body: HoldSettingsBody,
        response: { 200: HoldSettingsOut, ...errors },
      },
    },
    async (request) => {
      const seconds = request.body.hold_seconds;
      await db.transaction(async (tx) => {
        const before = await setHoldSeconds(tx, seconds);
        await recordAudit(tx, request, { action: 'update', entity: 'settings', entityId: 'order_online.hold_seconds', before: { value: before }, after: { value: String(seconds) } });
      });
      return settings(seconds);
    },
  );
};
