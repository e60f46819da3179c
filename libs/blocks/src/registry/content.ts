import type { TemplateKey } from '@lux/block-catalogue';
import type { AnyBlockComponent } from '../shared/types';

/** Content and content-media blocks of B§3.2 (text, cards, galleries, images). */
export const contentGroupBlocks = {} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
