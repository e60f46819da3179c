import { createContentApi, type Locale } from '@lux/content';
import type { BlockDataContext } from '../data/types';
import { chosenModels, DIFF_PARAM, requestedModels } from './selection';
import type { CompareResult } from './types';

/**
 * The compare page's data, server-side: every model with its specs from `/compare/spec/all` (A§7;
 * the first item of data), the chosen ones from the URL (?models=a,b, topped up to two). A failed call
 * is logged and gives the page's failure state (A§8); it never fails the page.
 */
export async function loadCompare(
  context: Pick<BlockDataContext, 'contentHttp' | 'requestId' | 'warn'> & { locale: Locale; url: URL },
): Promise<CompareResult> {
  try {
    const spec = await createContentApi(context.contentHttp).compareSpec('all', context.locale, {
      requestId: context.requestId,
    });
    if (!spec) return { ok: false };
    const options = spec.order.flatMap((key) => {
      const model = spec.models[key];
      return model ? [{ key, name: model.name, group: model.nameplate.name }] : [];
    });
    const chosen = chosenModels(requestedModels(context.url.searchParams), options);
    return {
      ok: true,
      data: {
        options,
        models: chosen.map((key) => {
          const model = spec.models[key]!;
          return {
            key,
            name: model.name,
            nameplate: model.nameplate.name,
            price: model.price,
            leasePrice: model.lease_price,
            imageId: model.image_id,
            specs: model.specs,
          };
        }),
        labels: spec.labels,
        onlyDifferences: context.url.searchParams.get(DIFF_PARAM) === '1',
      },
    };
  } catch (error) {
    context.warn(
      { err: error instanceof Error ? error.message : String(error), requestId: context.requestId },
      'compare: catalogue fetch failed',
    );
    return { ok: false };
  }
}
