import type { TemplateKey } from '@lux/block-catalogue';
import { carRentComponent } from '../car-rent/CarRent';
import { rentACarComponent } from '../rent-a-car/RentACar';
import type { AnyBlockComponent } from '../shared/types';

/** Interactive blocks of issue 15 (ADR 028): the rental group. */
export const rentalGroupBlocks = {
  'jlr-rent-a-car': rentACarComponent,
  'car-rent': carRentComponent,
} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
