import { createContentApi, type CatalogueVehicle } from '@lux/content';
import type { BlockDataLoader } from '../data/types';
import { keyList } from '../model-catalogue/guards';
import { specSheet } from '../model-catalogue/spec-sheet';
import type { SpecAccordionData } from './types';

/** Versions offered in one select at most (A§9 keeps catalogue requests to 12 items). */
export const MAX_VERSIONS = 12;

/**
 * Reads the versions the block offers: car keys in one `/vehicles?filter[key_in]` call, and each
 * model key that is not a car key through `/vehicles?filter[nameplate_eq]` (all its versions). Unknown
 * keys are logged and skipped.
 */
export const specificationAccordionLoader: BlockDataLoader = async (block, context) => {
  const keys = keyList(String(block.fields['model_keys'] ?? ''), MAX_VERSIONS);
  const api = createContentApi(context.contentHttp);
  const options = { requestId: context.requestId };
  const cars = keys.length > 0 ? await api.vehicles({ carKeys: keys }, context.locale, options) : [];
  const byCarKey = new Map(cars.map((car) => [car.key, car]));
  const models = await Promise.all(
    keys.map((key) =>
      byCarKey.has(key)
        ? Promise.resolve([byCarKey.get(key)!])
        : api.vehicles({ nameplate: key }, context.locale, options),
    ),
  );
  const unknown = keys.filter((_, index) => models[index]!.length === 0);
  if (unknown.length > 0)
    context.warn({ blockId: block.id, unknown }, 'specification accordion: unknown model keys');
  const seen = new Set<string>();
  const versions = models.flat().filter((car: CatalogueVehicle) => !seen.has(car.key) && seen.add(car.key));
  const data: SpecAccordionData = {
    models: versions.slice(0, MAX_VERSIONS).map((car) => ({
      key: car.key,
      name: car.name,
      nameplate: car.nameplate.name,
      price: car.price,
      lease_price: car.lease_price,
      specs: specSheet(car.specs, context.locale),
    })),
  };
  return data;
};
