import type { TemplateKey } from '@lux/block-catalogue';
import type { AnyBlockComponent } from '../shared/types';

/** Interactive blocks of issue 15 (ADR 028): the rental group. */
export const rentalGroupBlocks = {} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
