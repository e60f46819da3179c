/** B§9: the handle starts at 50 percent unless the editor set another position. */
export const DEFAULT_START = 50;
/** Arrow keys move the handle this many percent; Page Up and Page Down ten. */
export const STEP = 2;
export const PAGE_STEP = 10;

export function clampPosition(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value * 10) / 10));
}

/** The editor's start position as a percent: null, NaN or out-of-range values become 0–100 or 50. */
export function startPosition(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? clampPosition(value) : DEFAULT_START;
}

/**
 * The handle position for a pointer at clientX over a box: the percent of the width from the inline
 * start, so it is measured from the right edge under RTL.
 */
export function positionFromPointer(
  clientX: number,
  box: { left: number; width: number },
  dir: 'ltr' | 'rtl',
): number {
  if (box.width <= 0) return DEFAULT_START;
  const fromLeft = ((clientX - box.left) / box.width) * 100;
  return clampPosition(dir === 'rtl' ? 100 - fromLeft : fromLeft);
}

/**
 * The new position for a key (WAI-ARIA slider), or null. The forward arrow moves the handle toward the
 * inline end, so ArrowLeft increases the value under RTL; Up and Down always increase and decrease.
 */
export function positionForKey(key: string, value: number, dir: 'ltr' | 'rtl'): number | null {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
    case 'ArrowUp':
      return clampPosition(value + STEP);
    case backward:
    case 'ArrowDown':
      return clampPosition(value - STEP);
    case 'PageUp':
      return clampPosition(value + PAGE_STEP);
    case 'PageDown':
      return clampPosition(value - PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

/**
 * The clip that shows the "before" image from the inline start up to the handle. clip-path insets are
 * physical (top right bottom left), so the side comes from the direction here, in logic.
 */
export function beforeClip(position: number, dir: 'ltr' | 'rtl'): string {
  const hidden = `${clampPosition(100 - position)}%`;
  return dir === 'rtl' ? `inset(0 0 0 ${hidden})` : `inset(0 ${hidden} 0 0)`;
}

/** The autostart sweep: from the start a little toward each side and back, eased; t runs 0 → 1. */
export function sweepAt(t: number, start: number): number {
  const amplitude = Math.min(20, start, 100 - start);
  return clampPosition(start + amplitude * Math.sin(Math.min(1, Math.max(0, t)) * Math.PI * 2));
}
