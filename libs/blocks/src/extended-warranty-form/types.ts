import type { Fields as EntryFields } from '../entry-form/types';

/** Mirrors the `extended-warranty-form` template: the entry form's fields (form 1 by default) and a price table. */
export interface Fields extends EntryFields {
  /** HTML table of prices per model (sanitised on the server by prepareBlocks, sanitize.ts). */
  table_content: string;
}
