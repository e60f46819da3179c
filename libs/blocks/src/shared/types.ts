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

/** One block: the schema its instance must satisfy and the component that renders it. */
export interface BlockDefinition<F extends object, G extends object> {
  fields: ObjectSchema<F>;
  group: ObjectSchema<G> | null;
  /** B§9 group maxima; more groups than this make the instance invalid. */
  maxGroups: number;
  // Method syntax on purpose: the registry holds blocks of different field types side by side.
  Component(props: BlockProps<F, G>): ReactElement | null;
}

/** Any block, whatever its field types: what the registry stores. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- erased per-key types; each entry checks its own with satisfies
export type AnyBlockDefinition = BlockDefinition<any, any>;
