import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockLoader } from '../shared/types';

/** Form blocks of B§3.2 (issue 11): forms-service forms rendered with the libs/ui controls. */
export const formGroupBlocks = {
  'entry-form': () => import('../entry-form/EntryForm').then((m) => m.entryFormComponent),
  'expanded-entry-form': () =>
    import('../expanded-entry-form/ExpandedEntryForm').then((m) => m.expandedEntryFormComponent),
  'extended-warranty-form': () =>
    import('../extended-warranty-form/ExtendedWarrantyForm').then((m) => m.extendedWarrantyFormComponent),
  'offers-to-lead': () => import('../offers-to-lead/OffersToLead').then((m) => m.offersToLeadComponent),
} as const satisfies Partial<Record<TemplateKey, BlockLoader>>;
