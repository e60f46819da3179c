import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockDataLoader } from '../data/types';
import { expandedEntryFormLoader } from '../expanded-entry-form/data';
import { formBlockLoader } from '../forms/data';

/** Server-side data loaders of the form blocks (see registry/data.ts): each loads its form. */
export const formsDataLoaders: Partial<Record<TemplateKey, BlockDataLoader>> = {
  'entry-form': formBlockLoader,
  'expanded-entry-form': expandedEntryFormLoader,
  'extended-warranty-form': formBlockLoader,
  'offers-to-lead': formBlockLoader,
};
