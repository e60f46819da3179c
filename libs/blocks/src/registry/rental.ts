import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockLoader } from '../shared/types';

/** Interactive blocks of issue 15 (ADR 028): the rental group. */
export const rentalGroupBlocks = {
  'jlr-rent-a-car': () => import('../rent-a-car/RentACar').then((m) => m.rentACarComponent),
  'car-rent': () => import('../car-rent/CarRent').then((m) => m.carRentComponent),
} as const satisfies Partial<Record<TemplateKey, BlockLoader>>;
