import type { TemplateKey } from '@lux/block-catalogue';
import type { AnyBlockComponent } from '../shared/types';

/** Interactive blocks of issue 15 (ADR 028): the range calculator and the vehicle-to-update picker. */
export const calculatorsGroupBlocks = {} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
