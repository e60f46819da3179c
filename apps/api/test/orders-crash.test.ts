import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, describe, it } from 'vitest';
import { fakeVendorObjects, orders, orderTransitions, stockVehicles, vehicleHolds } from '../src/db/schema.js';
import { DEV_STRIPE } from '../src/services/orders/payments/index.js';
import { call, type HttpAnswer, openDb, prepareApi, sleep, Supervisor, waitFor } from './pipeline-crash-harness.js';
import { createSeededTestDatabase, type TestDatabase } from './support/database.js';

/**
 * ADR 026 §4 "a recovery pass at start and on every sweep finishes captures that a crash interrupted": the
 * API as a real process (the harness of the pipeline crash test), killed with SIGKILL twice between payment
 * and confirmation — once right after the buyers paid (the vendor's webhooks in flight), once while the
 * orders are being confirmed (captures asked for, some made, not all recorded) — and restarted on the same
 * database. Every order must end confirmed with its payment captured, and the local Stripe must have
 * captured each payment exactly once. Everything goes over HTTP; the database is read only while the API is
 * down (PGlite is one process's files).
 */

const ORDERS = 30;
const TEST_TIMEOUT_MS = 600_000;
/** A crash inside the stand-in's own capture leaves its idempotency key "in progress" for 60 s. */
const RECOVERY_BUDGET_MS = 180_000;

let database: TestDatabase | undefined;
let supervisor: Supervisor | undefined;

afterAll(async () => {
  await supervisor?.killAll();
  await database?.drop();
});

interface Order {
  number: string;
  lockId: string;
  vehicleId: number;
  intent?: string;
}

const ok = (answer: HttpAnswer | null, what: string): { data: Record<string, unknown> } => {
  if (!answer || answer.status >= 300) throw new Error(`${what}: ${answer ? `${answer.status} ${JSON.stringify(answer.body).slice(0, 400)}` : 'no answer'}`);
  return answer.body as { data: Record<string, unknown> };
};

/** Retries a call while the API is down or restarting, as a browser's buyer would press again. */
async function retrying(port: number, method: string, path: string, body: unknown, what: string, deadline: number): Promise<HttpAnswer> {
  for (;;) {
    const answer = await call(port, method, path, { body, timeoutMs: 30_000 }).catch(() => null);
    if (answer && answer.status < 500) return answer;
    if (Date.now() > deadline) throw new Error(`${what}: no answer before the deadline (last ${answer ? answer.status : 'connection error'})`);
    await sleep(250);
  }
}

describe('orders through SIGKILLs between payment and confirmation', () => {
  it(
    `ends each of ${ORDERS} orders confirmed, each payment captured exactly once`,
    async ({ expect }) => {
      database = await createSeededTestDatabase();
      const seeded = await openDb(database);
      let cars: number[];
      try {
        await seeded.migrate();
        const held = (await seeded.db.select({ id: vehicleHolds.vehicleId }).from(vehicleHolds)).map((row) => row.id);
        cars = (
          await seeded.db
            .select({ id: stockVehicles.id })
            .from(stockVehicles)
            .where(and(eq(stockVehicles.status, 'stock'), notInArray(stockVehicles.id, held.length > 0 ? held : [0])))
            .orderBy(asc(stockVehicles.id))
            .limit(ORDERS)
        ).map((row) => row.id);
      } finally {
        await seeded.close();
      }
      expect(cars).toHaveLength(ORDERS);

      const setup = await prepareApi(database);
      const { port } = setup;
      supervisor = new Supervisor(setup, { RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1,::ffff:127.0.0.1', ORDER_HOLD_SWEEP_MS: '500', LEAD_WORKER: 'off' }, 'orders');
      const api = supervisor;
      await api.start();
      const deadline = Date.now() + TEST_TIMEOUT_MS - 60_000;

      // Hold the cars and start their Stripe payments.
      const bought: Order[] = [];
      for (const vehicleId of cars) {
        const held = ok(await call(port, 'POST', '/orders/buy_online/orders/init', { body: { vehicle_id: vehicleId, company_uuid: 'lux-il' } }), 'init').data;
        const order: Order = { number: String(held['order_number']), lockId: String(held['lock_id']), vehicleId };
        const started = ok(await call(port, 'POST', '/orders/buy_online/payment', { body: { lock_id: order.lockId, vehicle_id: vehicleId, company_uuid: 'lux-il' } }), 'payment').data;
        order.intent = String(started['payment_intent_id']);
        bought.push(Object.assign(order, { secret: String(started['client_secret']) }));
      }

      // Every buyer pays in the browser; the API dies as the last one is answered, its webhooks still going out.
      const nextYear = new Date().getUTCFullYear() + 1;
      await Promise.all(
        bought.map(async (order) => {
          const answer = await call(port, 'POST', `/orders/fake/stripe/v1/payment_intents/${order.intent}/confirm`, {
            body: {
              key: DEV_STRIPE.publishableKey,
              client_secret: (order as Order & { secret: string }).secret,
              payment_method_data: { type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: nextYear, cvc: '123' } },
            },
          });
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        }),
      );
      await api.current!.kill();
      const afterFirstKill = await openDb(database);
      let unpaidAtKill: number;
      try {
        const rows = await afterFirstKill.db.select({ state: orders.state }).from(orders).where(inArray(orders.number, bought.map((order) => order.number)));
        unpaidAtKill = rows.filter((row) => row.state === 'initialised').length;
      } finally {
        await afterFirstKill.close();
      }
      await api.start();

      // The local Stripe resumes its webhooks (and the recovery pass asks Stripe about any it lost): every
      // order becomes paid without anyone asking.
      let holdStates: string[] = [];
      await waitFor(
        () => `every order to be paid after the first restart (holds: ${holdStates.join(' ')})\n${api.tail()}`,
        async () => {
          holdStates = await Promise.all(bought.map((order) => call(port, 'GET', `/orders/buy_online/holds/${order.lockId}`).then((a) => (a.body as { data: { state: string } }).data.state)));
          return holdStates.every((state) => state === 'paid') ? true : undefined;
        },
        RECOVERY_BUDGET_MS,
      );

      // The buyers place their orders.
      for (const order of bought) {
        const placed = await retrying(
          port,
          'POST',
          '/orders/buy_online/orders',
          {
            lock_id: order.lockId,
            vehicle_id: order.vehicleId,
            vendor: 'STRIPE',
            finance_option: 'cash',
            customer_email: `buyer-${order.number.toLowerCase()}@example.com`,
            lead_attributes: { first_name: 'ישראל', last_name: 'ישראלי', email: `buyer-${order.number.toLowerCase()}@example.com`, phone: '050-1234567' },
            metadata: { payment_option: { type: 'cash' } },
            locale: 'he',
            stripe_payment_intent_id: order.intent,
          },
          'place',
          deadline,
        );
        expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      }

      // The buyers confirm, all at once, and the API is killed a moment after the first answer. How far the
      // others got depends on how their requests arrived, so a round whose kill caught nothing in between
      // ("capture asked for" → "confirmed recorded") is repeated, a little later each time, with the orders
      // still unconfirmed.
      const confirm = (order: Order) => call(port, 'PUT', `/orders/buy_online/orders/${order.number}/confirm`, { body: { lock_id: order.lockId }, timeoutMs: 30_000 }).catch(() => null);
      const KILL_DELAYS_MS = [0, 25, 60, 120, 250, 500];
      const rounds: Array<{ confirming: number; answered: number; interrupted: string[]; capturedNotRecorded: string[] }> = [];
      let remaining = [...bought];
      for (let round = 1; round <= KILL_DELAYS_MS.length && remaining.length > 0; round++) {
        const confirming = remaining.map(confirm);
        await Promise.race(confirming);
        await sleep(KILL_DELAYS_MS[round - 1]!);
        await api.current!.kill();
        const answers = await Promise.all(confirming);

        // While it is down: what the crash left (PGlite is this process's to read only now).
        const crashed = await openDb(database);
        try {
          const rows = await crashed.db.select().from(orders).where(inArray(orders.number, remaining.map((order) => order.number)));
          const intents = await crashed.db.select().from(fakeVendorObjects).where(and(eq(fakeVendorObjects.vendor, 'stripe'), eq(fakeVendorObjects.kind, 'payment_intent')));
          const succeeded = new Set(intents.filter((row) => (row.data as { status: string }).status === 'succeeded').map((row) => row.id));
          const interrupted = rows.filter((row) => row.state === 'created' && row.captureRequestedAt !== null).map((row) => row.number);
          rounds.push({
            confirming: remaining.length,
            answered: answers.filter((answer) => answer?.status === 200).length,
            interrupted,
            capturedNotRecorded: rows.filter((row) => row.state !== 'confirmed' && succeeded.has(row.stripePaymentIntentId ?? '')).map((row) => row.number),
          });
          remaining = remaining.filter((order) => rows.find((row) => row.number === order.number)!.state !== 'confirmed' && !interrupted.includes(order.number));
        } finally {
          await crashed.close();
        }

        // Restarted, nobody asks: the recovery pass at start (and on each sweep) finishes the interrupted ones.
        await api.start();
        const interrupted = rounds.at(-1)!.interrupted;
        await waitFor(
          () => `the recovery pass to confirm the ${interrupted.length} orders interrupted in round ${round}`,
          async () => {
            const states = await Promise.all(
              bought
                .filter((order) => interrupted.includes(order.number))
                .map((order) => call(port, 'GET', `/orders/buy_online/orders/${order.number}?lock_id=${order.lockId}`).then((a) => (a.body as { data: { state: string } }).data.state)),
            );
            return states.every((state) => state === 'confirmed') ? true : undefined;
          },
          RECOVERY_BUDGET_MS,
        );
        if (interrupted.length > 0) break;
      }
      const interrupted = rounds.flatMap((round) => round.interrupted);
      // The point of the test: a kill landed between "capture asked for" and "confirmed recorded".
      expect(interrupted.length, JSON.stringify(rounds)).toBeGreaterThan(0);

      // The buyers whose answer never came press confirm again: each gets the confirmed order.
      for (const order of bought) {
        const again = await retrying(port, 'PUT', `/orders/buy_online/orders/${order.number}/confirm`, { lock_id: order.lockId }, 'confirm again', deadline);
        expect(again.status, JSON.stringify(again.body)).toBe(200);
        expect((again.body as { data: { order: { state: string; payment_status: string } } }).data.order).toMatchObject({ state: 'confirmed', payment_status: 'captured' });
      }
      await api.current!.stop();

      const handle = await openDb(database);
      try {
        const { db } = handle;
        const rows = await db.select().from(orders).where(inArray(orders.number, bought.map((order) => order.number)));
        expect(rows).toHaveLength(ORDERS);
        for (const row of rows) expect([row.number, row.state, row.paymentStatus, row.holdExpiresAt]).toEqual([row.number, 'confirmed', 'captured', null]);
        // One history per order: each move once.
        const moves = await db.select().from(orderTransitions).where(inArray(orderTransitions.orderId, rows.map((row) => row.id))).orderBy(asc(orderTransitions.id));
        for (const row of rows) {
          expect(moves.filter((move) => move.orderId === row.id).map((move) => move.toState), row.number).toEqual(['initialised', 'paid', 'created', 'confirmed']);
        }
        // The interrupted ones were finished without their buyers: by the recovery pass, or by the vendor's
        // capture webhook arriving after the restart.
        const finishing = (number: string) => moves.find((move) => move.toState === 'confirmed' && move.orderId === rows.find((row) => row.number === number)!.id)!.cause;
        for (const number of interrupted) expect(finishing(number), number).toMatch(/^(recovery|webhook:stripe:)/);
        const recovered = moves.filter((move) => move.toState === 'confirmed' && move.cause.startsWith('recovery'));
        // Each payment captured exactly once at the vendor. The local Stripe moves an intent to `succeeded` only
        // from `requires_capture` (compare-and-set) and emits one payment_intent.succeeded event per capture it
        // makes: every intent captured in full, never two capture events. (A kill inside its own capture, after
        // the intent moved and before the event was written, leaves no event: counted as `eventLost`.)
        const vendorRows = await db.select().from(fakeVendorObjects).where(eq(fakeVendorObjects.vendor, 'stripe'));
        let eventLost = 0;
        for (const order of bought) {
          const captures = vendorRows.filter((row) => {
            const body = String((row.data as { delivery?: { body?: string } }).delivery?.body ?? '');
            return row.kind === 'event' && body.includes('"payment_intent.succeeded"') && body.includes(order.intent!);
          });
          expect(captures.length, `capture events of ${order.number}`).toBeLessThanOrEqual(1);
          if (captures.length === 0) eventLost++;
          const intent = vendorRows.find((row) => row.kind === 'payment_intent' && row.id === order.intent)!.data as { status: string; amount: number; amount_received: number };
          expect(intent, order.number).toMatchObject({ status: 'succeeded', amount: 500_000, amount_received: 500_000 });
        }
        // The cars stay reserved for their confirmed orders.
        const holds = await db.select().from(vehicleHolds).where(inArray(vehicleHolds.lockId, bought.map((order) => order.lockId)));
        expect(holds).toHaveLength(ORDERS);
        console.log(
          `[orders crash test, ${handle.driver}] ${ORDERS} orders; a kill after the browser payments (${unpaidAtKill} authorisations not yet recorded), then ${rounds.length} kill(s) while confirming: ` +
            rounds
              .map((round) => `${round.answered} of ${round.confirming} answered, ${round.interrupted.length} captures asked for and not recorded (${round.capturedNotRecorded.length} already made at the vendor)`)
              .join('; ') +
            `; ${recovered.length} finished by the recovery pass; every payment captured once` +
            (eventLost > 0 ? ` (${eventLost} capture event(s) lost by the local Stripe's own crash)` : '') +
            (api.failedStarts.length > 0 ? `; starts retried: ${api.failedStarts.join('; ')}` : ''),
        );
      } finally {
        await handle.close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
