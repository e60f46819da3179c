import type { Direction } from '@lux/ui';
import type { ImageValue } from '../shared/values';

/** Degrees one arrow press turns; PageUp/PageDown turn 45°. */
export const KEY_STEP = 10;

/** An angle wrapped into 0…359.99 (a panorama turns round). */
export function wrapAngle(angle: number): number {
  if (!Number.isFinite(angle)) return 0;
  return ((angle % 360) + 360) % 360;
}

/**
 * The turn a key asks for, or null. Turning "forward" looks toward the line's end, so the forward arrow
 * is ArrowLeft under RTL; Up/Down like any slider; Home faces the start again.
 */
export function angleForKey(key: string, angle: number, dir: Direction): number | null {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward || key === 'ArrowUp') return wrapAngle(angle + KEY_STEP);
  if (key === backward || key === 'ArrowDown') return wrapAngle(angle - KEY_STEP);
  if (key === 'PageUp') return wrapAngle(angle + 45);
  if (key === 'PageDown') return wrapAngle(angle - 45);
  if (key === 'Home') return 0;
  if (key === 'End') return 359;
  return null;
}

/**
 * Dragging grabs the picture: moving it toward the line's start reveals what lies toward the end, which is
 * turning forward. One panorama width is a full turn.
 */
export function angleForDrag(from: number, deltaX: number, panoramaWidth: number, dir: Direction): number {
  if (panoramaWidth <= 0) return wrapAngle(from);
  const towardEnd = dir === 'rtl' ? deltaX : -deltaX;
  return wrapAngle(from + (towardEnd / panoramaWidth) * 360);
}

/**
 * An image field's value as the renderer needs it. The catalogue accepts a bare media id as well as an
 * image object, so both come here; anything else is no image.
 */
export function toImageValue(value: unknown): ImageValue | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return { id: value };
  if (typeof value === 'string') return value.trim() ? { id: value.trim() } : null;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  if (!((typeof id === 'number' && id > 0) || (typeof id === 'string' && id.trim() !== ''))) return null;
  return value as ImageValue;
}
