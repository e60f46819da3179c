import type { TemplateKey } from '@lux/block-catalogue';
import type { AnyBlockComponent } from '../shared/types';

/** Content blocks of B§3.2 (text, cards, steps, accordions, quotes). */
export const contentGroupBlocks = {} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
