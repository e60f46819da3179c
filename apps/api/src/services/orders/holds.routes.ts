import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TAGS } from '../../http/docs.js';
import { NoQuery } from '../../http/schemas.js';
import { answering, orderErrorResponses, sendOrderError } from './errors.js';
import { findHold, holdState } from './holds.js';
import { findByLock } from './orders.repository.js';
import { initOrder, releaseByBuyer } from './reserve.js';
import { Data, HoldInitOut, HoldOut, InitBody, LockParams } from './schemas.js';

/**
 * The hold of B§7 `POST /buy_online/orders/init` (ADR 026 §1) and its status and release. Public on
 * purpose (visitors are anonymous), so rate limited per visitor address beyond the app-wide limit.
 */

/** Holds a visitor may take a minute: enough for a few cars, too few to reserve a showroom. */
export const HOLD_RATE_LIMIT = { max: 10, timeWindow: 60_000 } as const;
/** Polling the hold's status (the journey's countdown) and the other visitor calls. */
export const ORDER_CALL_RATE_LIMIT = { max: 120, timeWindow: 60_000 } as const;

export const holdsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const log = app.log.child({ component: 'orders' });

  app.post(
    '/buy_online/orders/init',
    {
      config: { rateLimit: HOLD_RATE_LIMIT },
      schema: {
        tags: [TAGS.orders],
        summary: 'Take an exclusive hold on a stock car and start its order (public)',
        description:
          'One statement takes the hold: of many buyers at once exactly one gets 201, the others 409 with `code: vehicle_held`. ' +
          '409 `vehicle_unavailable` when the car is sold or otherwise not orderable; 404 for an unknown car or company. ' +
          'The hold lasts the `order_online.hold_seconds` setting (default 900); the amount is the server\'s reservation fee.',
        querystring: NoQuery,
        body: InitBody,
        response: { 201: Data(HoldInitOut), ...orderErrorResponses(400, 404, 409, 413, 415, 429, 500) },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const result = await initOrder(db, { vehicleId: request.body.vehicle_id, company: request.body.company_uuid }, log);
        request.log.info({ order: result.orderNumber, vehicleId: result.vehicleId }, 'hold taken');
        return reply.code(201).send({
          data: {
            order_number: result.orderNumber,
            lock_id: result.lockId,
            vehicle_id: result.vehicleId,
            expires_at: result.expiresAt?.toISOString() ?? null,
            hold_seconds: result.holdSeconds,
            amount: result.amount,
            currency: result.currency,
            reservation_fee: result.amount / 100,
            payment_vendor_types: result.paymentVendorTypes,
          },
        });
      }),
  );

  app.get(
    '/buy_online/holds/:lock_id',
    {
      config: { rateLimit: ORDER_CALL_RATE_LIMIT },
      schema: {
        tags: [TAGS.orders],
        summary: "A hold's state: held (with its expiry), paid (kept until the order ends) or lost",
        params: LockParams,
        querystring: NoQuery,
        response: { 200: Data(HoldOut), ...orderErrorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const lockId = request.params.lock_id;
      const order = await findByLock(db, lockId);
      if (!order) return sendOrderError(reply, 404, 'No hold has this lock id.', undefined, { parameter: 'lock_id' });
      const hold = await findHold(db, lockId);
      return {
        data: {
          lock_id: lockId,
          vehicle_id: order.vehicleId,
          order_number: order.number,
          state: holdState(hold),
          expires_at: hold ? (hold.expiresAt?.toISOString() ?? null) : (order.holdExpiresAt?.toISOString() ?? null),
        },
      };
    },
  );

  app.delete(
    '/buy_online/holds/:lock_id',
    {
      config: { rateLimit: ORDER_CALL_RATE_LIMIT },
      schema: {
        tags: [TAGS.orders],
        summary: 'Release an unpaid hold: the car goes back at once and the order is cancelled (buyer left)',
        description: '204 also when the order already ended. 409 `order_state` when the order is paid or placed.',
        params: LockParams,
        querystring: NoQuery,
        response: { 204: Type.Null(), ...orderErrorResponses(400, 404, 409, 429, 500) },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        await releaseByBuyer(db, request.params.lock_id, log);
        return reply.code(204).send(null);
      }),
  );
};
