import type { ReactElement } from 'react';
import type { Locale } from '@lux/content';

/** A block as the content service stores it: a template key with free-form fields and groups. */
export interface BlockInstance {
  id: number;
  template: string;
  sequence: number;
  fields: Record<string, unknown>;
  groups: Array<Record<string, unknown>>;
}

/**
 * What a block component receives: its fields and group items after the catalogue validator, so every
 * template field is present (defaults filled in) and has its declared type.
 */
export interface BlockProps<F, G = never> {
  id: number;
  /** Position on the page: blocks 0 and 1 are above the fold (eager images, first heading). */
  index: number;
  locale: Locale;
  fields: F;
  groups: G[];
  /** What the block's server-side data loader returned (registry/data.ts); undefined without one. */
  data?: unknown;
}

/** One block's component; its Fields and Group interfaces mirror the template in @lux/block-catalogue. */
export type BlockComponent<F, G = never> = (props: BlockProps<F, G>) => ReactElement | null;

// The registry erases per-key field types; each entry checks its own pair with `satisfies`.
// Method syntax makes the parameter bivariant, so a component of any field types fits (as React's own
// event-handler types do).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBlockComponent = { render(props: BlockProps<any, any>): ReactElement | null }['render'];

/** Loads one block's module (its own chunk in the browser) and yields its component: the registry's entries. */
export type BlockLoader = () => Promise<AnyBlockComponent>;
