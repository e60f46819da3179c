import type { Direction } from '@lux/ui';

/**
 * WAI-ARIA tabs keyboard model for a horizontal tab list: arrows move along the reading direction
 * (ArrowLeft is "next" under RTL), wrapping at the ends; Home and End jump. Returns null for other keys.
 */
export function nextTabIndex(key: string, current: number, count: number, dir: Direction): number | null {
  if (count <= 0) return null;
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
