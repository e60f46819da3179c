import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockLoader } from '../shared/types';

/** Interactive blocks of issue 15 (ADR 028): the service-tools group. */
export const serviceToolsGroupBlocks = {
  'map-update': () => import('../map-update/MapUpdate').then((m) => m.mapUpdateComponent),
  'vin-checker': () => import('../vin-checker/VinChecker').then((m) => m.vinCheckerComponent),
} as const satisfies Partial<Record<TemplateKey, BlockLoader>>;
