import type { ScrollIdField } from '../shared/values';

/** Mirrors the `html-box` template in @lux/block-catalogue. */
export interface Fields extends ScrollIdField {
  /** The editor's HTML (a rich-text field, sanitised on the server); must not be empty (B§5). */
  code: string;
}
