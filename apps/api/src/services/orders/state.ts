import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { type OrderState, orders, orderTransitions } from '../../db/schema.js';

/**
 * The one table of order states (ADR 026 §4, B§4): initialised → paid → created → confirmed; vendors
 * without payment go initialised → created. `cancelled`, `expired` (the hold ran out unpaid) and
 * `refunded` are ends. Every move is checked here; a move the table does not allow is ignored and logged
 * (a late webhook, a second click), never an error the visitor sees as a 500.
 */
export const TRANSITIONS = {
  initialised: ['paid', 'created', 'cancelled', 'expired'],
  paid: ['created', 'cancelled'],
  created: ['confirmed', 'cancelled'],
  // Cancelling a confirmed order refunds its captured payment; a refund alone ends it as `refunded`.
  confirmed: ['cancelled', 'refunded'],
  cancelled: [],
  expired: [],
  refunded: [],
} as const satisfies Record<OrderState, readonly OrderState[]>;

/** States in which the order is over: its hold is released and its car goes back to stock. */
export const ENDED_STATES = ['cancelled', 'expired', 'refunded'] as const satisfies readonly OrderState[];

export function canMove(from: OrderState, to: OrderState): boolean {
  return (TRANSITIONS[from] as readonly OrderState[]).includes(to);
}

export const isEnded = (state: OrderState) => (ENDED_STATES as readonly OrderState[]).includes(state);

export type OrderRow = typeof orders.$inferSelect;
type Columns = Partial<Omit<typeof orders.$inferInsert, 'id' | 'state' | 'number' | 'lockId'>>;

/** Why an order moved: a call (`confirm`), a vendor event (`webhook:stripe:evt_…`), the sweeper, an admin. */
export interface Cause {
  cause: string;
  /** The signed-in employee for admin actions. */
  actor?: string | null;
  data?: Record<string, unknown>;
}

export type Moved = { moved: true; order: OrderRow } | { moved: false; reason: 'not_allowed' | 'lost_race'; state: OrderState };

type Writer = Pick<Database, 'update' | 'insert'>;

/**
 * Moves the order from the state it was read in to `to`, with `set` columns, and records the transition
 * with its cause — in the caller's transaction, so the state and its history commit together. The update
 * is `WHERE state = from`: of two concurrent movers only one finds the row still in `from`.
 */
export async function transition(
  tx: Writer,
  order: Pick<OrderRow, 'id' | 'state' | 'number'>,
  to: OrderState,
  cause: Cause,
  set: Columns = {},
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<Moved> {
  if (!canMove(order.state, to)) {
    log?.info({ order: order.number, from: order.state, to, cause: cause.cause }, 'order transition not allowed; ignored');
    return { moved: false, reason: 'not_allowed', state: order.state };
  }
  const [moved] = await tx
    .update(orders)
    .set({ ...set, state: to })
    .where(and(eq(orders.id, order.id), eq(orders.state, order.state)))
    .returning();
  if (!moved) {
    log?.info({ order: order.number, from: order.state, to, cause: cause.cause }, 'order moved meanwhile; transition ignored');
    return { moved: false, reason: 'lost_race', state: order.state };
  }
  await tx.insert(orderTransitions).values({
    orderId: order.id,
    fromState: order.state,
    toState: to,
    cause: cause.cause,
    actor: cause.actor ?? null,
    data: cause.data ?? {},
  });
  return { moved: true, order: moved };
}

/** The first row of an order's history (no `from`): written with the order itself. */
export async function recordCreation(tx: Pick<Database, 'insert'>, orderId: number, cause: Cause): Promise<void> {
  await tx.insert(orderTransitions).values({
    orderId,
    fromState: null,
    toState: 'initialised',
    cause: cause.cause,
    actor: cause.actor ?? null,
    data: cause.data ?? {},
  });
}
