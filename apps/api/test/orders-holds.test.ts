import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderTransitions, stockStatusLog, stockVehicles, vehicleHolds } from '../src/db/schema.js';
import { onlyError, startApp } from './support/app.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';
import { roleHeaders, type AuthHeaders } from './support/tokens.js';

/**
 * ADR 026 §1: a hold is exclusive. Runs on PGlite and, through with-postgres.mjs, on PostgreSQL, where
 * the 50 inits really are concurrent transactions on separate connections.
 */

let database: TestDatabase;
let app: FastifyInstance;
let admin: AuthHeaders;
const COMPANY = 'lux-il';

beforeAll(async () => {
  database = await createSeededTestDatabase();
  app = await startApp(database);
  admin = (await roleHeaders(app)).admin;
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** Cars of the demo stock with this status that no hold (a demo order's) touches, lowest ids first. */
async function cars(status: string, count: number): Promise<number[]> {
  const held = (await app.db.select({ id: vehicleHolds.vehicleId }).from(vehicleHolds)).map((row) => row.id);
  const rows = await app.db
    .select({ id: stockVehicles.id })
    .from(stockVehicles)
    .where(and(eq(stockVehicles.status, status), held.length > 0 ? notInArray(stockVehicles.id, held) : undefined))
    .orderBy(asc(stockVehicles.id))
    .limit(count);
  return rows.map((row) => row.id);
}

const init = (vehicleId: number, company = COMPANY) =>
  app.inject({ method: 'POST', url: '/orders/buy_online/orders/init', payload: { vehicle_id: vehicleId, company_uuid: company } });

const statusOf = async (id: number) => (await app.db.select({ status: stockVehicles.status }).from(stockVehicles).where(eq(stockVehicles.id, id)))[0]!.status;
const stockVersion = async () => {
  const result = (await app.db.execute(sql`select version::text as version from stock_data_version where id = 1`)) as unknown as { rows: { version: string }[] };
  return result.rows[0]?.version;
};
/** An expired hold without waiting for the clock: the hold's expiry is moved into the past. */
const expire = (lockId: string) =>
  app.db.update(vehicleHolds).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(vehicleHolds.lockId, lockId));

describe('POST /buy_online/orders/init', () => {
  it('gives one of 50 concurrent buyers the car: one 201, 49 clear 409s, one hold row', async () => {
    const [vehicleId] = await cars('stock', 1);
    const answers = await Promise.all(Array.from({ length: 50 }, () => init(vehicleId!)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      const body = answer.json() as { errors: Array<{ code: string; detail: string }> };
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0]!.code).toBe('vehicle_held');
      expect(body.errors[0]!.detail).toContain('הרכב שמור כעת לקונה אחר.');
    }
    const won = answers.find((a) => a.statusCode === 201)!.json().data;
    expect(won).toMatchObject({ vehicle_id: vehicleId, hold_seconds: 900, amount: 500_000, currency: 'ILS', reservation_fee: 5000 });
    expect(won.order_number).toMatch(/^LX-\d{6}-[A-Z0-9]{6}$/);
    expect(won.payment_vendor_types).toEqual(['STRIPE', 'PAYPAL', 'LIQPAY', 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL']);

    const holds = await app.db.select().from(vehicleHolds).where(eq(vehicleHolds.vehicleId, vehicleId!));
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ lockId: won.lock_id, orderNumber: won.order_number, previousStatus: 'stock' });
    // Only the winner's order exists; the 49 refusals rolled back entirely.
    const made = await app.db.select().from(orders).where(eq(orders.vehicleId, vehicleId!));
    expect(made.map((order) => order.number)).toEqual([won.order_number]);
    expect(made[0]!.state).toBe('initialised');
    expect(await statusOf(vehicleId!)).toBe('reserved');
  });

  it('reserves the car without bumping the stock version, and logs the status change', async () => {
    const [vehicleId] = await cars('stock', 1);
    const before = await stockVersion();
    const logBefore = await app.db.select().from(stockStatusLog).where(eq(stockStatusLog.vehicleId, vehicleId!));
    expect((await init(vehicleId!)).statusCode).toBe(201);
    expect(await stockVersion()).toBe(before);
    const log = await app.db.select().from(stockStatusLog).where(eq(stockStatusLog.vehicleId, vehicleId!));
    expect(log.slice(logBefore.length).map((row) => row.status)).toEqual(['reserved']);
  });

  it('refuses a sold car (vehicle_unavailable), an unknown car or company (404), and bad bodies (400)', async () => {
    const [sold] = await cars('sold', 1);
    const refused = await init(sold!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('vehicle_unavailable');
    expect(await statusOf(sold!)).toBe('sold');
    expect((await init(2_000_000_000)).statusCode).toBe(404);
    const [free] = await cars('stock', 1);
    const company = await init(free!, 'no-such-company');
    expect(company.statusCode).toBe(404);
    expect(onlyError(company.body).source).toEqual({ pointer: '/company_uuid' });
    expect(await statusOf(free!)).toBe('stock');
    for (const payload of [{}, { vehicle_id: 'abc', company_uuid: COMPANY }, { vehicle_id: 1, company_uuid: '' }, { vehicle_id: -1, company_uuid: COMPANY }]) {
      const response = await app.inject({ method: 'POST', url: '/orders/buy_online/orders/init', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('takes the hold length from the order_online.hold_seconds setting', async () => {
    const put = await app.inject({ method: 'PUT', url: '/orders/admin/hold_settings', headers: admin, payload: { hold_seconds: 120 } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.hold_seconds).toBe(120);
    const [vehicleId] = await cars('stock', 1);
    const answer = (await init(vehicleId!)).json().data;
    expect(answer.hold_seconds).toBe(120);
    const remaining = Date.parse(answer.expires_at) - Date.now();
    expect(remaining).toBeGreaterThan(100_000);
    expect(remaining).toBeLessThanOrEqual(121_000);
    await app.inject({ method: 'PUT', url: '/orders/admin/hold_settings', headers: admin, payload: { hold_seconds: 900 } });
    expect((await app.inject({ method: 'PUT', url: '/orders/admin/hold_settings', headers: admin, payload: { hold_seconds: 5 } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/orders/admin/hold_settings' })).statusCode).toBe(401);
  });
});

describe('holds that run out', () => {
  it('the sweeper releases them: the car gets its status back, the order expires, and a second buyer can hold it', async () => {
    const [vehicleId] = await cars('stock', 1);
    const first = (await init(vehicleId!)).json().data;
    expect((await init(vehicleId!)).statusCode).toBe(409);
    await expire(first.lock_id);

    const lost = await app.inject({ url: `/orders/buy_online/holds/${first.lock_id}` });
    expect(lost.json().data).toMatchObject({ state: 'lost', order_number: first.order_number, vehicle_id: vehicleId });

    const swept = await app.orders.sweep();
    expect(swept.released).toBeGreaterThanOrEqual(1);
    expect(await statusOf(vehicleId!)).toBe('stock');
    expect(await app.db.select().from(vehicleHolds).where(eq(vehicleHolds.vehicleId, vehicleId!))).toEqual([]);
    const [order] = await app.db.select().from(orders).where(eq(orders.number, first.order_number));
    expect(order!.state).toBe('expired');
    const history = await app.db.select().from(orderTransitions).where(eq(orderTransitions.orderId, order!.id)).orderBy(asc(orderTransitions.id));
    expect(history.map((row) => [row.fromState, row.toState, row.cause])).toEqual([
      [null, 'initialised', 'init'],
      ['initialised', 'expired', 'sweeper'],
    ]);
    // A second sweep finds nothing more to do.
    expect((await app.orders.sweep()).released).toBe(0);

    const second = await init(vehicleId!);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.order_number).not.toBe(first.order_number);
  });

  it('a new buyer takes over an expired hold before the sweeper: the old order expires, the first status is kept', async () => {
    const [vehicleId] = await cars('stock', 1);
    const first = (await init(vehicleId!)).json().data;
    await expire(first.lock_id);
    const second = await init(vehicleId!);
    expect(second.statusCode).toBe(201);
    const [hold] = await app.db.select().from(vehicleHolds).where(eq(vehicleHolds.vehicleId, vehicleId!));
    expect(hold).toMatchObject({ lockId: second.json().data.lock_id, previousStatus: 'stock' });
    const states = await app.db
      .select({ number: orders.number, state: orders.state })
      .from(orders)
      .where(inArray(orders.number, [first.order_number, second.json().data.order_number]));
    expect(Object.fromEntries(states.map((row) => [row.number, row.state]))).toEqual({
      [first.order_number]: 'expired',
      [second.json().data.order_number]: 'initialised',
    });
    expect(await statusOf(vehicleId!)).toBe('reserved');
  });
});

describe('concurrency around expiry', () => {
  it('of 50 concurrent buyers of a car whose hold ran out, exactly one takes it over', async () => {
    const [vehicleId] = await cars('stock', 1);
    const first = (await init(vehicleId!)).json().data;
    await expire(first.lock_id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => init(vehicleId!)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().errors[0].code === 'vehicle_held')).toHaveLength(49);
    const [hold] = await app.db.select().from(vehicleHolds).where(eq(vehicleHolds.vehicleId, vehicleId!));
    expect(hold!.lockId).toBe(answers.find((a) => a.statusCode === 201)!.json().data.lock_id);
    expect(hold!.previousStatus).toBe('stock');
  });

  it('two sweepers at once release each expired hold once and expire each order once', async () => {
    const vehicles = await cars('stock', 6);
    const held = [];
    for (const id of vehicles) held.push((await init(id)).json().data);
    for (const h of held) await expire(h.lock_id);
    const [one, two] = await Promise.all([app.orders.sweep(), app.orders.sweep()]);
    expect(one!.released + two!.released).toBe(held.length);
    for (const h of held) {
      const [order] = await app.db.select().from(orders).where(eq(orders.number, h.order_number));
      const moves = await app.db.select().from(orderTransitions).where(eq(orderTransitions.orderId, order!.id));
      expect(moves.filter((move) => move.toState === 'expired'), h.order_number).toHaveLength(1);
      expect(await statusOf(h.vehicle_id)).toBe('stock');
    }
  });
});

describe('GET and DELETE /buy_online/holds/:lock_id', () => {
  it('answers a live hold, releases it for the buyer (order cancelled, car back), and is idempotent', async () => {
    const [vehicleId] = await cars('stock', 1);
    const held = (await init(vehicleId!)).json().data;
    const status = await app.inject({ url: `/orders/buy_online/holds/${held.lock_id}` });
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toEqual({ lock_id: held.lock_id, vehicle_id: vehicleId, order_number: held.order_number, state: 'held', expires_at: held.expires_at });

    const released = await app.inject({ method: 'DELETE', url: `/orders/buy_online/holds/${held.lock_id}` });
    expect(released.statusCode).toBe(204);
    expect(await statusOf(vehicleId!)).toBe('stock');
    const [order] = await app.db.select().from(orders).where(eq(orders.number, held.order_number));
    expect(order!.state).toBe('cancelled');
    const history = await app.db.select().from(orderTransitions).where(eq(orderTransitions.orderId, order!.id));
    expect(history.at(-1)).toMatchObject({ fromState: 'initialised', toState: 'cancelled', cause: 'buyer left' });
    expect((await app.inject({ method: 'DELETE', url: `/orders/buy_online/holds/${held.lock_id}` })).statusCode).toBe(204);
    expect((await app.inject({ url: `/orders/buy_online/holds/${held.lock_id}` })).json().data.state).toBe('lost');
  });

  it('404 for an unknown lock, 400 for one that is not a UUID', async () => {
    expect((await app.inject({ url: '/orders/buy_online/holds/6f1c2b9e-3c1a-4f7e-9d2a-0b8e5c4d3a21' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/orders/buy_online/holds/6f1c2b9e-3c1a-4f7e-9d2a-0b8e5c4d3a21' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/orders/buy_online/holds/not-a-uuid' })).statusCode).toBe(400);
  });
});
