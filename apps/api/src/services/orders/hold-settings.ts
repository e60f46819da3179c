import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { settings } from '../../db/schema.js';

/** ADR 026 §2: how long an unpaid hold lasts, a site setting the admin edits (`GET/PUT /admin/hold_settings`). */
export const HOLD_SECONDS_SETTING = 'order_online.hold_seconds';
export const HOLD_SECONDS = { default: 900, min: 30, max: 86_400 } as const;

/** The setting as stored, or the default when it is missing or not a whole number in range. */
export async function holdSeconds(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, HOLD_SECONDS_SETTING));
  const raw = row?.value.trim() ?? '';
  const value = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  return value >= HOLD_SECONDS.min && value <= HOLD_SECONDS.max ? value : HOLD_SECONDS.default;
}

/** Stores the setting; returns the value it had before (null when it was unset). */
export async function setHoldSeconds(tx: Pick<Database, 'select' | 'insert'>, seconds: number): Promise<string | null> {
  const [before] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, HOLD_SECONDS_SETTING));
  await tx
    .insert(settings)
    .values({ key: HOLD_SECONDS_SETTING, value: String(seconds) })
    .onConflictDoUpdate({ target: settings.key, set: { value: String(seconds), updatedAt: new Date() } });
  return before?.value ?? null;
}
