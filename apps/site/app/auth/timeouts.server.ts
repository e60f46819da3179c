export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

/** Refresh this long before the access token expires, so a request never reaches the API with a dying token. */
export const REFRESH_MARGIN_MS = 30_000;
/** `last_seen_at` is written at most this often: a signed-in page view does not cost a write each time. */
export const TOUCH_EVERY_MS = 60_000;

export type SessionStatus =
  | { state: 'idle-expired' | 'absolute-expired' }
  | { state: 'active'; touch: boolean; refresh: boolean };

/** Idle and absolute time-outs (ADR 019 §4), enforced on every read. */
export function sessionStatus(
  session: { created_at: number; last_seen_at: number; access_expires_at: number },
  now: number,
  limits: SessionLimits,
): SessionStatus {
  if (now - session.created_at >= limits.absoluteMs) return { state: 'absolute-expired' };
  if (now - session.last_seen_at >= limits.idleMs) return { state: 'idle-expired' };
  return {
    state: 'active',
    touch: now - session.last_seen_at >= TOUCH_EVERY_MS,
    refresh: session.access_expires_at - now <= REFRESH_MARGIN_MS,
  };
}

/** When the store may forget the session: the earlier of the idle and the absolute deadline. */
export function storeExpiry(session: { created_at: number; last_seen_at: number }, limits: SessionLimits): number {
  return Math.min(session.last_seen_at + limits.idleMs, session.created_at + limits.absoluteMs);
}
