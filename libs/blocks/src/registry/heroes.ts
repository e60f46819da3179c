import type { TemplateKey } from '@lux/block-catalogue';
import type { AnyBlockComponent } from '../shared/types';

/** Hero, new-version carousels and collection blocks of B§3.2/B§3.4. */
export const heroGroupBlocks = {} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
