/** Widget translations (A§7) held for the scope; the UI reads them through `createStockTranslator`. */
import { attach, createEvent, createStore, sample } from 'effector';
import type { StockTranslations } from '../contract';
import { $stockApi, stockWarningLoggedFx } from './shared';

export const $stockTranslations = createStore<StockTranslations>({}, { sid: 'stock-locator/$stockTranslations' });
/** Load the translations config `id` (A§7 `/public_api/widget_translations_configs/{id}`). */
export const stockTranslationsRequested = createEvent<string>();

export const fetchStockTranslationsFx = attach({
  source: $stockApi,
  effect: (api, id: string) => api.getTranslations(id),
});

sample({ clock: stockTranslationsRequested, target: fetchStockTranslationsFx });
sample({ clock: fetchStockTranslationsFx.doneData, target: $stockTranslations });
// A§8: without translations every key shows as its own text; the failure is only logged.
sample({
  clock: fetchStockTranslationsFx.fail,
  fn: ({ params, error }) => ({
    message: 'Missing translations',
    context: { id: params, error: error instanceof Error ? error.message : String(error) },
  }),
  target: stockWarningLoggedFx,
});
