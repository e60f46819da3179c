import type { Fields as EntryFields } from '../entry-form/types';
import type { PublicForm } from '../forms/api';

/** Mirrors the `expanded-entry-form` template (MENA): the entry form's fields plus tabs and disclaimers. */
export interface Fields extends EntryFields {
  /** How many tabs show above the form. */
  top_tabs_limit: number | null;
  /** Blocks of the page with the same tab_id are the tabs of one form area. */
  tab_id: string;
  /** Inline padding of each tab, in pixels. */
  tab_x_padding: number | null;
  disclaimers: string;
}

/** One tab: a block of the group, its form and its fields. */
export interface ExpandedTab {
  blockId: number;
  label: string;
  fields: Fields;
  form: PublicForm | null;
}

/**
 * The loader's data: the group's tabs for the group's first block; `grouped` for the others (their form
 * shows in the first block's tabs, so they render nothing); or the single form (FormBlockData).
 */
export type ExpandedData = { tabs: ExpandedTab[] } | { grouped: true } | { form: PublicForm | null };
