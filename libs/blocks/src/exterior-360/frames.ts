import type { Direction } from '@lux/ui';

/** A view of more frames than this is cut: enough for a smooth turn, bounded for the page's weight. */
export const MAX_FRAMES = 72;

export type MediaId = number | string;

const isMediaId = (value: unknown): value is MediaId =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) || (typeof value === 'string' && value.trim() !== '');

/**
 * The `frames` JSON text: an array of media ids in rotation order (objects with an `id` are accepted too).
 * Broken JSON or anything else is no frames; it never throws.
 */
export function parseFrames(text: unknown): MediaId[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .map((item: unknown) => (typeof item === 'object' && item !== null && 'id' in item ? (item as { id: unknown }).id : item))
    .filter(isMediaId)
    .slice(0, MAX_FRAMES);
}

/** Wraps a frame number into 0…count-1 (a 360° view turns round). */
export function wrapFrame(frame: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.round(frame) % count) + count) % count;
}

/**
 * The frame step a key asks for, or null: the reading-direction arrow goes forward (ArrowLeft under RTL),
 * Up/Down like any slider, PageUp/PageDown an eighth of a turn; Home is the first frame, End the last.
 */
export function keyStep(key: string, dir: Direction, count: number): { by: number } | { to: number } | null {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const page = Math.max(1, Math.round(count / 8));
  switch (key) {
    case forward:
    case 'ArrowUp':
      return { by: 1 };
    case backward:
    case 'ArrowDown':
      return { by: -1 };
    case 'PageUp':
      return { by: page };
    case 'PageDown':
      return { by: -page };
    case 'Home':
      return { to: 0 };
    case 'End':
      return { to: count - 1 };
    default:
      return null;
  }
}

/** A drag along the reading direction turns forward: one stage width is one full turn. */
export function dragFrames(deltaX: number, stageWidth: number, count: number, dir: Direction): number {
  if (stageWidth <= 0 || count <= 0) return 0;
  const along = dir === 'rtl' ? -deltaX : deltaX;
  return Math.trunc((along / stageWidth) * count);
}

/** Degrees shown for a frame (the slider's value). */
export function frameAngle(frame: number, count: number): number {
  return count <= 0 ? 0 : Math.round((wrapFrame(frame, count) * 360) / count);
}

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
