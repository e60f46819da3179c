import { createContentApi } from '@lux/content';
import type { BlockDataLoader } from '../data/types';
import { isCatalogueKey } from '../model-catalogue/guards';
import { buildSummary, pickVersion, summaryFields } from '../model-catalogue/summary';
import type { ModelSummaryData } from './types';

/**
 * Resolves the summary's car: the model's versions (`/vehicles?filter[nameplate_eq]`), or the car by
 * its key when car_key is not a model; then the model's body style and page from its family's
 * nameplates. A key that names nothing is logged and the block shows nothing.
 */
export const modelSummaryLoader: BlockDataLoader = async (block, context) => {
  const fields = summaryFields(block.fields);
  const none: ModelSummaryData = { summary: null };
  if (!isCatalogueKey(fields.car_key)) {
    context.warn({ blockId: block.id, carKey: fields.car_key }, 'model summary: no valid car_key');
    return none;
  }
  const api = createContentApi(context.contentHttp);
  const options = { requestId: context.requestId };
  let cars = await api.vehicles({ nameplate: fields.car_key }, context.locale, options);
  if (cars.length === 0) cars = await api.vehicles({ carKeys: [fields.car_key] }, context.locale, options);
  const car = pickVersion(fields, cars);
  if (!car) {
    context.warn({ blockId: block.id, carKey: fields.car_key }, 'model summary: unknown car_key');
    return none;
  }
  const nameplates = await api.groupedNameplates({ family: car.family.key }, context.locale, options);
  const data: ModelSummaryData = { summary: buildSummary(fields, cars, nameplates, context.locale) };
  return data;
};
