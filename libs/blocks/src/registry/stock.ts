import type { TemplateKey } from '@lux/block-catalogue';
import type { AnyBlockComponent } from '../shared/types';

/** Stock locator blocks of B§3.2 (issue 4): stock locator, overseas, stock locator carousel. */
export const stockGroupBlocks = {} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
