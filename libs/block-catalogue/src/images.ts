import { findTemplate } from './catalogue';
import type { Field } from './fields/types';
import type { BlockInstanceInput } from './validate/validate';

/** Where in a block an image is used: the JSON pointer of its Image field, and the media-library id. */
export interface ImageUse {
  pointer: string;
  id: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A media-library id as an Image field stores it (a number, or digits in a string). */
function imageId(value: unknown): number | null {
  if (!isRecord(value)) return null;
  const id = value['id'];
  if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return id;
  if (typeof id === 'string' && /^[1-9]\d{0,9}$/.test(id)) return Number(id);
  return null;
}

function collect(fields: readonly Field[], values: Record<string, unknown>, base: string, uses: ImageUse[]): void {
  for (const field of fields) {
    if (field.field_type !== 'Image') continue;
    const id = imageId(values[field.symbol]);
    if (id !== null) uses.push({ pointer: `${base}/${field.symbol}`, id });
  }
}

/**
 * The media-library images a block instance uses, read through its template's Image fields (block fields
 * and every group item), with the JSON pointer of each. Issue 14: the editor refuses to save an image
 * without alt text into a block, and the media library shows and guards an image's usage, both from this.
 * An unknown template uses no images (the validator reports the template itself).
 */
export function imagesOfBlock(template: string, instance: Partial<BlockInstanceInput>): ImageUse[] {
  const definition = findTemplate(template);
  if (!definition) return [];
  const uses: ImageUse[] = [];
  if (isRecord(instance.fields)) collect(definition.fields, instance.fields, '/fields', uses);
  if (Array.isArray(instance.groups)) {
    instance.groups.forEach((group, index) => {
      if (isRecord(group)) collect(definition.field_groups_template, group, `/groups/${index}`, uses);
    });
  }
  return uses;
}
