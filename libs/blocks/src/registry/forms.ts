import type { TemplateKey } from '@lux/block-catalogue';
import { entryFormComponent } from '../entry-form/EntryForm';
import { expandedEntryFormComponent } from '../expanded-entry-form/ExpandedEntryForm';
import { extendedWarrantyFormComponent } from '../extended-warranty-form/ExtendedWarrantyForm';
import { offersToLeadComponent } from '../offers-to-lead/OffersToLead';
import type { AnyBlockComponent } from '../shared/types';

/** Form blocks of B§3.2 (issue 11): forms-service forms rendered with the libs/ui controls. */
export const formGroupBlocks = {
  'entry-form': entryFormComponent,
  'expanded-entry-form': expandedEntryFormComponent,
  'extended-warranty-form': extendedWarrantyFormComponent,
  'offers-to-lead': offersToLeadComponent,
} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
