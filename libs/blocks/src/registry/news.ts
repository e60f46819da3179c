import type { TemplateKey } from '@lux/block-catalogue';
import type { AnyBlockComponent } from '../shared/types';

/** Interactive blocks of issue 15 (ADR 028): the news group. */
export const newsGroupBlocks = {} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
