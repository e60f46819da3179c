import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { fakeVendorObjects } from '../../../../db/schema.js';

/**
 * A local vendor's objects (payment intents, PayPal orders, LiqPay payments, events, idempotency keys) in
 * `fake_vendor_objects`, so a stand-in survives an API restart and is shared by every API process on the
 * database, as the real vendor would be. State changes are compare-and-set on `data->>'status'`: two
 * requests racing to capture the same payment cannot both succeed.
 */

export type VendorObject<T> = { id: string; kind: string; data: T; createdAt: Date; updatedAt: Date };

export interface VendorStore {
  get<T extends object>(id: string, kind?: string): Promise<VendorObject<T> | undefined>;
  /** False when the id is taken (nothing written). */
  insert<T extends object>(id: string, kind: string, data: T): Promise<boolean>;
  /**
   * Merges `patch` into the object's data, only if each field named in `where` (compared as text:
   * `data->>'field'`, so booleans are 'true' / 'false') holds one of the listed values.
   */
  patch<T extends object>(
    id: string,
    patch: Partial<T>,
    where?: Record<string, readonly string[]>,
  ): Promise<VendorObject<T> | undefined>;
  /** Replaces the object's data (an idempotency record's answer). */
  put<T extends object>(id: string, data: T): Promise<void>;
  remove(id: string): Promise<void>;
}

export function vendorStore(db: Database, vendor: string): VendorStore {
  const mine = (id: string) => and(eq(fakeVendorObjects.vendor, vendor), eq(fakeVendorObjects.id, id));
  const cast = <T>(row: typeof fakeVendorObjects.$inferSelect) => row as unknown as VendorObject<T>;
  return {
    async get(id, kind) {
      const [row] = await db.select().from(fakeVendorObjects).where(mine(id)).limit(1);
      if (!row || (kind !== undefined && row.kind !== kind)) return undefined;
      return cast(row);
    },
    async insert(id, kind, data) {
      const rows = await db
        .insert(fakeVendorObjects)
        .values({ vendor, id, kind, data: data as Record<string, unknown> })
        .onConflictDoNothing()
        .returning({ id: fakeVendorObjects.id });
      return rows.length > 0;
    },
    async patch(id, patch, where = {}) {
      const guards = Object.entries(where).map(([field, values]) =>
        inArray(sql<string>`${fakeVendorObjects.data}->>${field}`, [...values]),
      );
      const [row] = await db
        .update(fakeVendorObjects)
        .set({
          data: sql`${fakeVendorObjects.data} || ${JSON.stringify(patch)}::jsonb`,
          updatedAt: new Date(),
        })
        .where(and(mine(id), ...guards))
        .returning();
      return row ? cast(row) : undefined;
    },
    async put(id, data) {
      await db
        .update(fakeVendorObjects)
        .set({ data: data as Record<string, unknown>, updatedAt: new Date() })
        .where(mine(id));
    },
    async remove(id) {
      await db.delete(fakeVendorObjects).where(mine(id));
    },
  };
}

/** What an idempotent call answered: replayed as it was for the same key. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

interface IdempotencyRecord {
  state: 'running' | 'done';
  fingerprint: string;
  answer?: StoredAnswer;
  startedAt: number;
}

export type IdempotencyOutcome =
  | { kind: 'answer'; answer: StoredAnswer; replayed: boolean }
  | { kind: 'in_progress' }
  | { kind: 'mismatch' };

/** A call that crashed mid-way leaves its key "running"; after this long another call may take it over. */
const RUNNING_TAKEOVER_MS = 60_000;

/**
 * Runs `run` once per key: the same key with the same request gets the stored answer again (never a second
 * capture), a different request under that key is refused (`mismatch`), and a call still running under it
 * is `in_progress`. Answers `keeps` refuses (by default 5xx) and thrown errors are not stored: a retry runs again.
 */
export async function idempotent(
  store: VendorStore,
  key: string,
  fingerprint: string,
  run: () => Promise<StoredAnswer>,
  /** Which answers are kept for replay (Stripe keeps 4xx as well; PayPal only successes). */
  keeps: (status: number) => boolean = (status) => status < 500,
): Promise<IdempotencyOutcome> {
  const id = `idempotency:${key}`;
  const record: IdempotencyRecord = { state: 'running', fingerprint, startedAt: Date.now() };
  if (!(await store.insert(id, 'idempotency', record))) {
    const existing = await store.get<IdempotencyRecord>(id, 'idempotency');
    if (existing?.data.state === 'done' && existing.data.answer) {
      return existing.data.fingerprint === fingerprint
        ? { kind: 'answer', answer: existing.data.answer, replayed: true }
        : { kind: 'mismatch' };
    }
    if (!existing || existing.data.startedAt > Date.now() - RUNNING_TAKEOVER_MS)
      return { kind: 'in_progress' };
    await store.put(id, record);
  }
  try {
    const answer = await run();
    if (!keeps(answer.status)) await store.remove(id);
    else await store.put(id, { ...record, state: 'done', answer } satisfies IdempotencyRecord);
    return { kind: 'answer', answer, replayed: false };
  } catch (error) {
    await store.remove(id);
    throw error;
  }
}
