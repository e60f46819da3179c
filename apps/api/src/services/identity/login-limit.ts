import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loginFailures } from '../../db/schema.js';

export interface LoginLimits {
  maxPerAccount: number;
  maxPerIp: number;
  windowSeconds: number;
}

const accountKey = (email: string) => `account:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Failed sign-ins counted per account and per IP in `login_failures` (ADR 019), so the limit holds across
 * replicas and restarts. Past the limit every attempt is refused, the right password too, until enough
 * failures have left the window.
 */
export function createLoginLimiter(db: Database, limits: LoginLimits) {
  const windowStart = (now: Date) => new Date(now.getTime() - limits.windowSeconds * 1000);

  /** Seconds until `key` is below `max` again, or 0 when it already is. */
  async function blockedFor(key: string, max: number, now: Date): Promise<number> {
    const rows = await db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.at, windowStart(now))))
      .orderBy(asc(loginFailures.at));
    if (rows.length < max) return 0;
    // The count drops below max once the (count - max + 1) oldest failures have left the window.
    const freeing = rows[rows.length - max]!.at;
    return Math.max(1, Math.ceil((freeing.getTime() + limits.windowSeconds * 1000 - now.getTime()) / 1000));
  }

  return {
    /** Seconds the caller must wait before trying again; 0 when it may try now. */
    async retryAfter(email: string, ip: string, now = new Date()): Promise<number> {
      const [account, address] = await Promise.all([
        blockedFor(accountKey(email), limits.maxPerAccount, now),
        blockedFor(ipKey(ip), limits.maxPerIp, now),
      ]);
      return Math.max(account, address);
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await db.insert(loginFailures).values([{ key: accountKey(email) }, { key: ipKey(ip) }]);
    },
    /** A successful sign-in forgives the account's failures (not the IP's: one good password must not unlock guessing at others). */
    async clearAccount(email: string): Promise<void> {
      await db.delete(loginFailures).where(inArray(loginFailures.key, [accountKey(email)]));
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
