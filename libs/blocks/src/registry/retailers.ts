import type { TemplateKey } from '@lux/block-catalogue';
import type { AnyBlockComponent } from '../shared/types';

/** Retailer blocks of B§3.2 (issue 4): retailer locator, retailer cards, retailer schemas. */
export const retailerGroupBlocks = {} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
