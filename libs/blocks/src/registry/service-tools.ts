import type { TemplateKey } from '@lux/block-catalogue';
import { mapUpdateComponent } from '../map-update/MapUpdate';
import type { AnyBlockComponent } from '../shared/types';
import { vinCheckerComponent } from '../vin-checker/VinChecker';

/** Interactive blocks of issue 15 (ADR 028): the service-tools group. */
export const serviceToolsGroupBlocks = {
  'map-update': mapUpdateComponent,
  'vin-checker': vinCheckerComponent,
} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
