import { and, eq, isNotNull, lt, or, gt, isNull } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/client.js';
import { loginFailures, oidcPayloads, siteSessions } from '../../db/schema.js';

const notExpired = (now: Date) => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, now));

/**
 * oidc-provider's storage on `oidc_payloads`, one row per (model kind, id). Rows past `expires_at` are
 * invisible at once and deleted by the sweeper later.
 */
class DatabaseAdapter implements Adapter {
  constructor(
    private readonly kind: string,
    private readonly db: Database,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ kind: this.kind, id, ...row })
      .onConflictDoUpdate({ target: [oidcPayloads.kind, oidcPayloads.id], set: row });
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.kind, this.kind), condition, notExpired(new Date())))
      .limit(1);
    if (!row) return undefined;
    return {
      ...(row.payload as AdapterPayload),
      ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
    };
  }

  find(id: string) {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string) {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string) {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.grantId, grantId)));
  }
}

export function createAdapterFactory(db: Database) {
  return (kind: string): Adapter => new DatabaseAdapter(kind, db);
}

/** Deletes what has expired: provider artefacts, login failures older than the window, site sessions. */
export async function sweepExpired(db: Database, loginWindowSeconds: number, now = new Date()): Promise<void> {
  await db.delete(oidcPayloads).where(and(isNotNull(oidcPayloads.expiresAt), lt(oidcPayloads.expiresAt, now)));
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - loginWindowSeconds * 1000)));
  await db.delete(siteSessions).where(lt(siteSessions.expiresAt, now));
}

/** Sweeps every `intervalMs` without keeping the process alive; returns the stop function for onClose. */
export function startSweeper(db: Database, loginWindowSeconds: number, onError: (error: unknown) => void, intervalMs = 10 * 60_000) {
  const timer = setInterval(() => {
    sweepExpired(db, loginWindowSeconds).catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
