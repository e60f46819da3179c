/**
 * A fixed-window counter per key, in memory: the per-phone limits of the verification routes. The
 * rate-limit plugin keys by IP and runs once per request, and the site's own servers (allow-listed)
 * carry every visitor's traffic, so limits that follow a phone number need their own count.
 */
export class WindowCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts one hit; the answer says whether it is within the limit, and when the window ends. */
  hit(key: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= this.maxKeys) this.prune(now);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { allowed: window.count <= this.max, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full: drop the oldest entries rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
