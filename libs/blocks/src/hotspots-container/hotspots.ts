import { textOf } from '../shared/InlineHtml';

export interface Hotspot {
  /** Percent of the image's width from its left edge (the image is never mirrored). */
  x: number;
  /** Percent of the image's height from its top. */
  y: number;
  heading: string;
  /** Plain text: JSON fields are not sanitised as HTML, so any markup is reduced to its text. */
  paragraph: string;
}

/** More points than this crowd the picture; the rest are dropped. */
export const MAX_HOTSPOTS = 20;

const percent = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return null;
  return Math.min(100, Math.max(0, number));
};

const text = (value: unknown) => (typeof value === 'string' ? textOf(value) : '');

/** The hotspots JSON text; broken JSON, non-arrays and points without a position or any text are dropped. */
export function parseHotspots(json: unknown): Hotspot[] {
  if (typeof json !== 'string' || json.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .flatMap((item: unknown): Hotspot[] => {
      if (typeof item !== 'object' || item === null) return [];
      const record = item as Record<string, unknown>;
      const x = percent(record['x']);
      const y = percent(record['y']);
      const heading = text(record['heading']);
      const paragraph = text(record['paragraph']);
      if (x === null || y === null || (!heading && !paragraph)) return [];
      return [{ x, y, heading, paragraph }];
    })
    .slice(0, MAX_HOTSPOTS);
}

/** Which way the info card opens from its point, so it stays over the picture. */
export function cardPlacement(spot: Pick<Hotspot, 'x' | 'y'>): { horizontal: 'after' | 'before'; vertical: 'below' | 'above' } {
  return { horizontal: spot.x > 55 ? 'before' : 'after', vertical: spot.y > 50 ? 'above' : 'below' };
}

/** The data-layer event an opened hotspot sends (B§3.2). */
export function hotspotEvent(spot: Hotspot, position: number, fields: { data_layer_label: string; data_layer_action: string }) {
  return {
    event: 'hotspot_open',
    action: fields.data_layer_action || 'hotspot_open',
    label: fields.data_layer_label || spot.heading,
    hotspot: spot.heading,
    position: position + 1,
  };
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function pushDataLayer(event: Record<string, unknown>, target: Window = window): void {
  const layered = target as DataLayerWindow;
  if (!Array.isArray(layered.dataLayer)) layered.dataLayer = [];
  layered.dataLayer.push(event);
}
