import type { TemplateKey } from '@lux/block-catalogue';
import type { AnyBlockComponent } from '../shared/types';

/** Model-catalogue blocks of B§3.2 that read the content service's vehicles and specs (issue 3). */
export const catalogueGroupBlocks = {} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
