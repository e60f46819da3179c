import { textOf } from '../shared/InlineHtml';
import type { ImageValue } from '../shared/values';
import type { Group } from './types';

export interface TimelineEntry {
  model: string;
  year: string;
  images: ImageValue[];
  paragraph: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function imageId(value: unknown): string | number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return null;
}

/**
 * The entry's images from its JSON text: an array of media ids (numbers or strings), also tolerating
 * `{ id, alt }` objects. Broken JSON, a non-array or unusable items give no images; it never throws.
 */
export function parseImages(text: string): ImageValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const images: ImageValue[] = [];
  for (const item of parsed) {
    const id = imageId(isRecord(item) ? item['id'] : item);
    if (id === null) continue;
    const alt = isRecord(item) && typeof item['alt'] === 'string' ? item['alt'] : undefined;
    images.push(alt === undefined ? { id } : { id, alt });
  }
  return images;
}

/** Entries with something to show, in the editor's order; an empty group item is left out. */
export function timelineEntries(groups: readonly Group[]): TimelineEntry[] {
  return groups
    .map((group) => ({
      model: group.model.trim(),
      year: group.year.trim(),
      images: parseImages(group.images),
      paragraph: group.paragraph,
    }))
    .filter((entry) => entry.model || entry.year || entry.images.length > 0 || textOf(entry.paragraph));
}

/** The tab's name: "1948 Series I", or whichever of the two is set. */
export function entryName(entry: TimelineEntry): string {
  return [entry.year, entry.model].filter(Boolean).join(' ');
}
