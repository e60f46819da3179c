import type { TemplateKey } from '@lux/block-catalogue';
import type { AnyBlockComponent } from '../shared/types';

/** Content-media blocks of B§3.2 (images, galleries, maps, compare images). */
export const mediaGroupBlocks = {} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
