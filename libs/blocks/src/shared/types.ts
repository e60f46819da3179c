import type { ReactElement } from 'react';
import type { ObjectSchema } from 'yup';
import type { Locale } from '@lux/content';

/** A block as the content service stores it: a template key with free-form fields and groups. */
export interface BlockInstance {
  id: number;
  template: string;
  sequence: number;
  fields: Record<string, unknown>;
  groups: Array<Record<string, unknown>>;
}

export interface BlockProps<F, G> {
  id: number;
  /** Position on the page: blocks 0 and 1 are above the fold (eager images, first heading). */
  index: number;
  locale: Locale;
  fields: F;
  groups: G[];
}

/** One block's content contract: its fields, its repeatable group and the group maximum (B§9). */
export interface BlockSchema<F extends object, G extends object> {
  fields: ObjectSchema<F>;
  group: ObjectSchema<G> | null;
  /** More groups than this make the instance invalid. */
  maxGroups: number;
}

/** One block's component. Schema and component live in the block's folder, in separate modules, so
 * validation stays on the server and the browser bundle carries no schema library. */
export type BlockComponent<F, G> = (props: BlockProps<F, G>) => ReactElement | null;

// The registries erase per-key field types; each entry checks its own pair with `satisfies` where declared.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockSchema = BlockSchema<any, any>;
// Method syntax makes the parameter bivariant, so a component of any field types fits (as React's own
// event-handler types do).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockComponent = { render(props: BlockProps<any, any>): ReactElement | null }['render'];
