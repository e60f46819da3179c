import { createContentApi } from '@lux/content';
import type { BlockDataLoader } from '../data/types';
import { blockTexts, loadCarData } from '../model-catalogue/car-data';
import type { SingleOfferData } from './types';

/**
 * Finds the offer by its hash among the models with a current offer in the page's language
 * (`/offer_car_models`): by model key, then by nameplate code. The terms' spec-price placeholders load
 * alongside. An unknown or expired hash is logged and the block shows nothing.
 */
export const singleOfferLoader: BlockDataLoader = async (block, context) => {
  const hash = typeof block.fields['hash'] === 'string' ? block.fields['hash'].trim().toLowerCase() : '';
  const api = createContentApi(context.contentHttp);
  const [offers, { cars }] = await Promise.all([
    hash ? api.offerCarModels(context.locale, { requestId: context.requestId }) : Promise.resolve([]),
    loadCarData(blockTexts(block), context),
  ]);
  const found = offers.find((offer) => offer.key === hash) ?? offers.find((offer) => offer.code === hash);
  if (!found) context.warn({ blockId: block.id, hash }, 'single offer: no current offer with this hash');
  const data: SingleOfferData = {
    offer: found
      ? {
          key: found.key,
          name: found.name,
          familyName: found.family.name,
          text: found.offer,
          priceFrom: found.price_from,
          leasePriceFrom: found.lease_price_from,
          imageId: found.image_id,
          pagePath: found.page_path,
        }
      : null,
    cars,
  };
  return data;
};
