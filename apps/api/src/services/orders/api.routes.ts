import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { forms, leads } from '../../db/schema.js';
import { TAGS } from '../../http/docs.js';
import { NoQuery } from '../../http/schemas.js';
import { salesforceLead } from '../forms/pipeline/index.js';
import { StripeStartOut, stripeAnswer, PAYMENT_RATE_LIMIT, PLACE_RATE_LIMIT } from './buy-online.routes.js';
import type { OrdersContext } from './context.js';
import { answering, OrderRefusal, orderErrorResponses } from './errors.js';
import { ORDER_CALL_RATE_LIMIT } from './holds.routes.js';
import { apiLeadInputOf, orderOfLead, placeOrder } from './lead.js';
import { startPayment } from './payment.js';
import { cancelOrder } from './settlement.js';
import { present } from './present.js';
import { ApiLeadBody, Data, LeadParams, LockBody, LockQuery, OrderEnvelope, strict, StripeIntentBody } from './schemas.js';

/**
 * The stock locator's lead and payment calls (B§7 "configured base URL", ADR 026 §4): the lead first,
 * then a Stripe payment for it, and the buyer's cancellation. A lead id alone proves nothing (ids are
 * sequential), so every call also takes the hold's lock id.
 */

export const apiRoutes: FastifyPluginAsyncTypebox<{ context: OrdersContext }> = async (app, { context }) => {
  const { db } = context;

  /** The lead's order, only for the holder of its lock id. */
  async function orderOf(leadId: number, lockId: string) {
    const order = await orderOfLead(db, leadId);
    if (!order || order.lockId !== lockId.toLowerCase()) throw new OrderRefusal(404, 'No order has this lead id and lock id.', undefined, { parameter: 'id' });
    return order;
  }

  app.post(
    '/api/leads',
    {
      config: { rateLimit: PLACE_RATE_LIMIT },
      bodyLimit: 64 * 1024,
      schema: {
        tags: [TAGS.orders],
        summary: "The order's lead before payment (stock-locator flow): stored through the forms pipeline",
        description: 'The order stays as it is until its payment is authorised, then it is created. 200 with the same id when the lead exists.',
        querystring: NoQuery,
        body: ApiLeadBody,
        response: {
          200: Data(Type.Object({ id: Type.Integer() }, strict)),
          201: Data(Type.Object({ id: Type.Integer() }, strict)),
          ...orderErrorResponses(400, 404, 409, 413, 415, 429, 500, 503),
        },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const { order, created } = await placeOrder(context, apiLeadInputOf(request.body));
        return reply.code(created ? 201 : 200).send({ data: { id: order.rdxFormsLeadId! } });
      }),
  );

  app.get(
    '/api/leads/:id/salesforce_data',
    {
      config: { rateLimit: ORDER_CALL_RATE_LIMIT },
      schema: {
        tags: [TAGS.orders],
        summary: "The order lead as the CRM (Salesforce Lead) receives it; needs the hold's lock_id",
        params: LeadParams,
        querystring: LockQuery,
        response: {
          200: Data(
            Type.Object(
              {
                lead_id: Type.Integer(),
                order_number: Type.String(),
                lead: Type.Object(
                  {
                    FirstName: Type.Union([Type.String(), Type.Null()]),
                    LastName: Type.String(),
                    Email: Type.Union([Type.String(), Type.Null()]),
                    Phone: Type.Union([Type.String(), Type.Null()]),
                    Company: Type.String(),
                    LeadSource: Type.String(),
                    Description: Type.String(),
                  },
                  strict,
                ),
              },
              strict,
            ),
          ),
          ...orderErrorResponses(400, 404, 429, 500),
        },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const order = await orderOf(request.params.id, request.query.lock_id);
        const [row] = await db.select({ lead: leads, form: forms }).from(leads).innerJoin(forms, eq(forms.id, leads.formId)).where(eq(leads.id, request.params.id));
        if (!row) throw new OrderRefusal(404, 'The lead of this order is gone.', undefined, { parameter: 'id' });
        const { lead, form } = row;
        const mapped = salesforceLead({
          outboxId: 0,
          destination: 'crm',
          idempotencyKey: `lead-${lead.id}-crm`,
          attempt: 0,
          lead: { id: lead.id, data: lead.data, locale: lead.locale, sourceUrl: lead.sourceUrl, createdAt: lead.createdAt },
          form: { id: form.id, name: form.name, type: form.type, definition: form.definition, notifications: form.notifications, confirmations: form.confirmations },
        });
        return { data: { lead_id: lead.id, order_number: order.number, lead: mapped } };
      }),
  );

  app.post(
    '/api/stripe/create_payment_intent',
    {
      config: { rateLimit: PAYMENT_RATE_LIMIT },
      schema: {
        tags: [TAGS.orders],
        summary: "Stripe payment for the order of a lead (salesforce_lead_id) and its hold; the amount is the server's",
        querystring: NoQuery,
        body: StripeIntentBody,
        response: { 200: Data(StripeStartOut), ...orderErrorResponses(400, 404, 409, 413, 415, 429, 500, 503) },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const intent = request.body.payment_intent;
        if (intent.currency !== undefined && intent.currency.toUpperCase() !== 'ILS') {
          throw new OrderRefusal(400, 'The order is in ILS; currency must be ILS or left out.', undefined, { pointer: '/payment_intent/currency' });
        }
        const start = await startPayment(context, {
          lockId: intent.lock_id,
          vehicleId: intent.vehicle_id,
          company: intent.company_uuid,
          leadId: intent.salesforce_lead_id,
          vendor: 'STRIPE',
        });
        return { data: stripeAnswer(start) };
      }),
  );

  app.put(
    '/api/leads/:id/initialize_cancellation',
    {
      config: { rateLimit: PLACE_RATE_LIMIT },
      schema: {
        tags: [TAGS.orders],
        summary: "The buyer cancels the order of a lead: the car is released and its held payment voided",
        description: '409 `order_state` once the order is confirmed (the retailer cancels it then) or ended.',
        params: LeadParams,
        querystring: NoQuery,
        body: LockBody,
        response: { 200: OrderEnvelope, ...orderErrorResponses(400, 404, 409, 413, 415, 429, 500) },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const order = await orderOf(request.params.id, request.body.lock_id);
        const cancelled = await cancelOrder(context, order.id, { cause: 'buyer cancelled', data: { lead_id: request.params.id } }, [
          'initialised',
          'paid',
          'created',
        ]);
        return { data: { order: await present(context, cancelled) } };
      }),
  );
};
