import type { TemplateKey } from '@lux/block-catalogue';
import type { AnyBlockComponent } from '../shared/types';

/** Advanced blocks of B§3.2 (tabs, navigation, hotspots, 360 views, HTML box). */
export const advancedGroupBlocks = {} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
