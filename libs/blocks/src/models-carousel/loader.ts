import { createContentApi, specText } from '@lux/content';
import type { BlockDataLoader } from '../data/types';
import { isCatalogueKey } from '../model-catalogue/guards';
import type { CatalogueModel, ModelsCarouselData } from './types';

/**
 * Looks up the slides' model keys in the catalogue (`/vehicles/grouped_nameplates`, plus `/vehicles`
 * for consumption when a slide needs the catalogue's versions): name, picture, page and a row per
 * version with its engine, WLTP consumption, list price and lease price. No call when no slide names
 * a model key.
 */
export const modelsCarouselLoader: BlockDataLoader = async (block, context) => {
  const keys = [
    ...new Set(
      block.groups
        .map((group) =>
          typeof group['nameplate'] === 'string' ? group['nameplate'].trim().toLowerCase() : '',
        )
        .filter(isCatalogueKey),
    ),
  ];
  const data: ModelsCarouselData = { models: {} };
  if (keys.length === 0) return data;
  const api = createContentApi(context.contentHttp);
  const options = { requestId: context.requestId };
  const [nameplates, cars] = await Promise.all([
    api.groupedNameplates({}, context.locale, options),
    api.vehicles({}, context.locale, options),
  ]);
  for (const key of keys) {
    const nameplate = nameplates.find((candidate) => candidate.key === key);
    if (!nameplate) continue;
    const model: CatalogueModel = {
      name: nameplate.name,
      imageId: nameplate.image_id,
      pagePath: nameplate.page_path,
      rows: cars
        .filter((car) => car.nameplate.key === key)
        .map((car) => ({
          // "דיפנדר 110 P400e X-Dynamic HSE" under "דיפנדר 110" reads "P400e X-Dynamic HSE".
          name: car.name.startsWith(`${car.nameplate.name} `)
            ? car.name.slice(car.nameplate.name.length + 1)
            : car.name,
          engine: specText('fuel_type', car.specs.fuel_type, context.locale),
          consumption:
            car.specs.consumption_l_100km !== null
              ? specText('consumption_l_100km', car.specs.consumption_l_100km, context.locale)
              : specText(
                  'electric_consumption_kwh_100km',
                  car.specs.electric_consumption_kwh_100km,
                  context.locale,
                ),
          price: car.price,
          lease: car.lease_price,
        })),
    };
    data.models[key] = model;
  }
  const unknown = keys.filter((key) => !data.models[key]);
  if (unknown.length > 0) context.warn({ blockId: block.id, unknown }, 'models carousel: unknown model keys');
  return data;
};
