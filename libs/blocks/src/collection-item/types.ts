import type { ScrollIdField, Theme } from '../shared/values';

/** Mirrors the `collection-item` template in @lux/block-catalogue (Other group). */
export interface Fields extends ScrollIdField {
  /** JSON text: an array of image URLs (default "[]"). Broken JSON shows no photos. */
  images: string;
  /** Alt text for the photos. */
  images_alt: string;
  /** Rich text (html), default "{photos}": the placeholder marks where the photos go. */
  html: string;
  /** Default `light`. */
  box_color: Theme;
}
