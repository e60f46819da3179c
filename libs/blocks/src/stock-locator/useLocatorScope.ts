import { useEffect, useMemo, useState } from 'react';
import { allSettled, fork, type Scope } from 'effector';
import { useUnit } from 'effector-react';
import { $priceSettings } from '@lux/pricing';
import {
  $knownDealers,
  hasStockParams,
  knownDealersReceived,
  noStockFeatures,
  savedVehiclesRestored,
  stockApiConfigured,
  stockFeaturesFromConfig,
  stockLocatorOpened,
  stockTranslationsRequested,
  storageReadFx,
  storageWrittenFx,
  VEHICLE_LIST_SESSION_KEY,
  type StockFeatures,
} from '@lux/stock-locator';
import { useStockServices, type StockServices } from '../stock-shared/services';
import { stockTranslationsId } from '../stock-shared/config';
import { readStockLocatorData, type StockLocatorData, type StockLocatorProblem } from './data';

export interface LocatorSetup {
  scope: Scope;
  /** Company features (A§9); until the browser has loaded them (no server data) every feature is off. */
  features: StockFeatures;
  /** Why the block shows no search; `null` while it can. */
  problem: StockLocatorProblem | null;
  /** True once the scope reflects the page URL (server data, or the browser's own first load). */
  opened: boolean;
  selected: StockLocatorData['selected'];
}

export interface LocatorOptions {
  data: unknown;
  listing: string;
  brand: string;
  locale: string;
  overseas: boolean;
}

function storedSearch(services: StockServices): string {
  try {
    const params = { kind: 'sessionStorage' as const, key: VEHICLE_LIST_SESSION_KEY };
    return (services.storage ? services.storage.read(params) : window.sessionStorage.getItem(VEHICLE_LIST_SESSION_KEY)) ?? '';
  } catch {
    return '';
  }
}

/**
 * One Effector scope per block, hydrated from the server's state (`data.values`) or, when the loader
 * failed, loaded in the browser. In the browser it then points the scope at the same-origin stock API,
 * restores the saved vehicles, loads the known dealers when postcode search is on, and lets the session
 * copy of the last search (A§9) win when the URL carries none.
 */
export function useLocatorScope({ data, listing, brand, locale, overseas }: LocatorOptions): LocatorSetup {
  const services = useStockServices();
  const priceSettings = useUnit($priceSettings);
  const initial = useMemo(() => readStockLocatorData(data), [data]);
  const scope = useMemo(
    () =>
      fork({
        // The page's price settings travel into the block's scope: cards format prices with them.
        values: { ...(initial?.values ?? {}), [$priceSettings.sid as string]: priceSettings },
        handlers: services.storage
          ? [
              [storageReadFx, services.storage.read],
              [storageWrittenFx, services.storage.write],
            ]
          : [],
      }),
    // A new scope only for new server data (a navigation); price settings do not change within a visit.
    [initial, services, priceSettings],
  );
  const [client, setClient] = useState<{ features: StockFeatures; problem: StockLocatorProblem | null; opened: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    const api = services.api();
    void (async () => {
      await allSettled(stockApiConfigured, { scope, params: api });
      await allSettled(savedVehiclesRestored, { scope });
      let features = initial?.features ?? noStockFeatures;
      if (!initial) {
        if (!listing) {
          if (live) setClient({ features, problem: 'noListing', opened: false });
          return;
        }
        const [config] = await Promise.all([
          api.getCompanyConfig('additional', listing).catch(() => null),
          allSettled(stockTranslationsRequested, { scope, params: stockTranslationsId(locale) }),
        ]);
        features = stockFeaturesFromConfig(config);
        if (overseas && features.market !== 'overseas') {
          if (live) setClient({ features, problem: 'market', opened: false });
          return;
        }
      }
      if (features.features.postcode_search && scope.getState($knownDealers).length === 0) {
        const dealers = await services.loadDealers(locale, brand).catch(() => []);
        await allSettled(knownDealersReceived, { scope, params: dealers });
      }
      const search = services.location.search();
      if (!initial) {
        if (live) setClient({ features, problem: null, opened: false });
        await allSettled(stockLocatorOpened, { scope, params: { listing, brand, search } });
        if (live) setClient({ features, problem: null, opened: true });
      } else if (!hasStockParams(search) && hasStockParams(storedSearch(services))) {
        // The server saw no search in the URL; the session copy restores the visitor's last one.
        await allSettled(stockLocatorOpened, { scope, params: { listing, brand, search } });
      }
    })();
    return () => {
      live = false;
    };
  }, [scope, initial, services, listing, brand, locale, overseas]);

  return {
    scope,
    features: initial?.features ?? client?.features ?? noStockFeatures,
    problem: initial ? initial.problem : (client?.problem ?? null),
    opened: initial ? initial.problem === null : (client?.opened ?? false),
    selected: initial?.selected ?? { headline: '', vehicles: [] },
  };
}
