import { describe, expect, it } from 'vitest';
import { REFRESH_MARGIN_MS, TOUCH_EVERY_MS, sessionStatus, storeExpiry } from './timeouts.server';

const limits = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };
const start = Date.UTC(2026, 10, 22, 8);
const minute = 60_000;

/** A session signed in at `start`, last seen `seenAgo` before the fake clock, its token good for an hour. */
function at(clock: number, lastSeen = start) {
  return sessionStatus({ created_at: start, last_seen_at: lastSeen, access_expires_at: start + 60 * minute }, clock, limits);
}

describe('session time-outs (fake clock)', () => {
  it('is active right after sign-in, with nothing to do', () => {
    expect(at(start + 1000)).toEqual({ state: 'active', touch: false, refresh: false });
  });

  it('records activity at most once a minute', () => {
    expect(at(start + TOUCH_EVERY_MS - 1)).toMatchObject({ touch: false });
    expect(at(start + TOUCH_EVERY_MS)).toMatchObject({ state: 'active', touch: true });
  });

  it('ends after 30 idle minutes, not before', () => {
    expect(at(start + 30 * minute - 1).state).toBe('active');
    expect(at(start + 30 * minute).state).toBe('idle-expired');
  });

  it('a busy session still ends 12 hours after sign-in', () => {
    const clock = start + 12 * 60 * minute;
    expect(at(clock - 1, clock - 2 * minute).state).toBe('active');
    expect(at(clock, clock - minute).state).toBe('absolute-expired');
  });

  it('asks for a refresh just before the access token expires', () => {
    expect(at(start + 60 * minute - REFRESH_MARGIN_MS - 1, start + 40 * minute)).toMatchObject({ refresh: false });
    expect(at(start + 60 * minute - REFRESH_MARGIN_MS, start + 40 * minute)).toMatchObject({ refresh: true });
  });

  it('tells the store the earlier of the two deadlines', () => {
    expect(storeExpiry({ created_at: start, last_seen_at: start }, limits)).toBe(start + 30 * minute);
    const late = start + 12 * 60 * minute - 10 * minute;
    expect(storeExpiry({ created_at: start, last_seen_at: late }, limits)).toBe(start + 12 * 60 * minute);
  });
});
