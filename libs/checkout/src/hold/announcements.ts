/** Minutes left at which the countdown speaks up (A§4 hold): not every second, only when it matters. */
export const HOLD_ANNOUNCE_AT_SECONDS = [300, 60] as const;

export type HoldAnnouncement = { kind: 'started'; minutes: number } | { kind: 'left'; minutes: number };

/**
 * What a screen reader should hear when the seconds left move from `previous` to `current`: the hold's
 * length when it starts, then once as each threshold is crossed. A jump (a tab woken from sleep) that
 * crosses several thresholds announces only the last one.
 */
export function holdAnnouncement(previous: number | null, current: number | null): HoldAnnouncement | null {
  if (current === null || current <= 0) return null;
  if (previous === null) return { kind: 'started', minutes: Math.max(1, Math.round(current / 60)) };
  let crossed: number | null = null;
  for (const threshold of HOLD_ANNOUNCE_AT_SECONDS) {
    if (previous > threshold && current <= threshold) crossed = threshold;
  }
  return crossed === null ? null : { kind: 'left', minutes: crossed / 60 };
}
