/**
 * Opening the journey (A§4): the vehicle, the configuration and the journey mode, with what follows
 * from them (settings, steps, pages merged by type, analytics affiliation). Opening also asks
 * `@lux/pricing` for the currency rate, which it fetches at most once per scope.
 */
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { currencyRateRequested } from '@lux/pricing';
import type {
  JourneyMode,
  OrderOnlineApi,
  OrderOnlineConfigItem,
  OrderVehicle,
  PageConfig,
} from '../contract';
import {
  analyticsAffiliation,
  checkoutPageFor,
  configTypeFor,
  findConfigData,
  journeyModeOf,
  mergeByType,
  orderOnlineSettingsFrom,
  successPageFor,
} from '../config';
import { nonEmptyText } from '../values';
import { $paymentOptionType } from './data';
import { $orderOnlineApi, errorText, orderOnlineWarningLoggedFx, type OrderOnlineWarning } from './shared';
import { stepsConfigured } from './steps';

export interface OrderOnlineOpenedParams {
  /** The route's vehicle id (`/showroom-order-online/vehicle/:vehicleId`). */
  readonly vehicleId?: string | null;
  /** The listing key (`ci_key_list`) to fetch the vehicle from. */
  readonly listing?: string | null;
  /** Whether the vehicle must be fetched (default true). False with `vehicle` when the page has it. */
  readonly fetchVehicle?: boolean;
  readonly vehicle?: OrderVehicle | null;
  /** The `config_url` query (A§2): its presence means the configurator journey. */
  readonly configUrl?: string | null;
  /** The `Company-Config` header of the configuration call. */
  readonly companyConfig: string;
}

export interface InitResult {
  readonly vehicle: OrderVehicle | null;
  readonly journey: JourneyMode;
  /** The configuration fetched now; undefined when it was already loaded (not fetched again). */
  readonly config?: OrderOnlineConfigItem[] | null;
  readonly problems: readonly OrderOnlineWarning[];
}

/** The journey page opened (server loader or browser). */
export const orderOnlineOpened = createEvent<OrderOnlineOpenedParams>();
/** Sets the vehicle directly (a page that already has it). */
export const vehicleSet = createEvent<OrderVehicle | null>();
/** The type the success page configuration is merged by; null follows the chosen payment option type. */
export const successPageTypeChanged = createEvent<string | null>();

export const $vehicle = createStore<OrderVehicle | null>(null, { sid: 'order-online/$vehicle' });
/** A§3: the configuration rows (`config_type`, `data`); null until loaded or when loading failed. */
export const $orderOnlineConfig = createStore<OrderOnlineConfigItem[] | null>(null, {
  sid: 'order-online/$orderOnlineConfig',
});
/** The journey the loaded configuration belongs to. */
const $configJourney = createStore<JourneyMode | null>(null, { sid: 'order-online/$configJourney' });
/** A§2: the `config_url` query of the journey, passed on as a setting. */
export const $configUrl = createStore<string | null>(null, { sid: 'order-online/$configUrl' });
export const $successPageType = createStore<string | null>(null, { sid: 'order-online/$successPageType' });

export const $journeyMode = combine($configUrl, $vehicle, (configUrl, vehicle) =>
  journeyModeOf({ configUrl, vehicleState: vehicle?.state }),
);
export const $isConfiguratorJourney = $journeyMode.map((journey) => journey === 'configurator');
export const $affiliation = combine($vehicle, $isConfiguratorJourney, (vehicle, configurator) =>
  analyticsAffiliation(vehicle?.state, configurator),
);

/** The `order_online` (or `config_order_online`) row, parsed. */
export const $orderOnlineSettings = combine($orderOnlineConfig, $journeyMode, (items, journey) =>
  orderOnlineSettingsFrom(findConfigData(items, configTypeFor('order_online', journey))),
);
export const $stepsPage = combine($orderOnlineConfig, $journeyMode, (items, journey): PageConfig =>
  mergeByType(findConfigData(items, configTypeFor('order_online_steps_page', journey)), null),
);
/** A§4: the checkout configuration merged with the chosen payment option type's content. */
export const $checkoutPage = combine($orderOnlineConfig, $journeyMode, $paymentOptionType, checkoutPageFor);
/** A§4: the success page configuration merged by `$successPageType`, else the payment option type. */
export const $successPage = combine(
  $orderOnlineConfig,
  $journeyMode,
  $successPageType,
  $paymentOptionType,
  (items, journey, type, paymentType) => successPageFor(items, journey, type ?? paymentType),
);

interface InitSource {
  readonly api: OrderOnlineApi;
  readonly config: OrderOnlineConfigItem[] | null;
  readonly configJourney: JourneyMode | null;
}

/**
 * A§4: if a vehicle must be fetched and the vehicle id or listing key is missing, resolves null (nothing
 * changes). Otherwise fetches the vehicle, loads the configuration unless already loaded for the journey,
 * and resolves with both. A failed call is logged and taken as null (A§8), never a rejection.
 */
export const initOrderOnlineFx = attach({
  source: { api: $orderOnlineApi, config: $orderOnlineConfig, configJourney: $configJourney },
  effect: async (
    { api, config, configJourney }: InitSource,
    params: OrderOnlineOpenedParams,
  ): Promise<InitResult | null> => {
    const fetchVehicle = params.fetchVehicle ?? true;
    const vehicleId = nonEmptyText(params.vehicleId);
    const listing = nonEmptyText(params.listing);
    const problems: OrderOnlineWarning[] = [];
    let vehicle: OrderVehicle | null = params.vehicle ?? null;
    if (fetchVehicle) {
      if (!vehicleId || !listing) return null;
      try {
        vehicle = await api.getVehicle({ listing, id: vehicleId });
      } catch (error) {
        vehicle = null;
        problems.push({
          message: 'Vehicle request failed',
          context: { vehicleId, listing, error: errorText(error) },
        });
      }
    }
    const journey = journeyModeOf({ configUrl: params.configUrl, vehicleState: vehicle?.state });
    if (config !== null && configJourney === journey) return { vehicle, journey, problems };
    try {
      return {
        vehicle,
        journey,
        config: await api.getConfig({ journey, companyConfig: params.companyConfig }),
        problems,
      };
    } catch (error) {
      problems.push({
        message: 'Order-online configuration request failed',
        context: { journey, error: errorText(error) },
      });
      return { vehicle, journey, config: null, problems };
    }
  },
});

sample({ clock: orderOnlineOpened, fn: (params) => nonEmptyText(params.configUrl), target: $configUrl });
sample({ clock: orderOnlineOpened, target: initOrderOnlineFx });
sample({ clock: orderOnlineOpened, target: currencyRateRequested });

const initialised = sample({
  clock: initOrderOnlineFx.doneData,
  filter: (result): result is InitResult => result !== null,
});
sample({ clock: initialised, fn: (result) => result.vehicle, target: $vehicle });
const configFetched = sample({ clock: initialised, filter: (result) => result.config !== undefined });
sample({ clock: configFetched, fn: (result) => result.config ?? null, target: $orderOnlineConfig });
sample({
  clock: configFetched,
  fn: (result) => (result.config ? result.journey : null),
  target: $configJourney,
});
// At most two problems (the vehicle, the configuration), each logged.
for (const index of [0, 1]) {
  sample({
    clock: initialised,
    filter: (result) => result.problems.length > index,
    fn: (result) => result.problems[index]!,
    target: orderOnlineWarningLoggedFx,
  });
}

sample({ clock: vehicleSet, target: $vehicle });
sample({ clock: successPageTypeChanged, target: $successPageType });

// The configured steps drive the step machine.
sample({ clock: $orderOnlineSettings, fn: (settings) => settings.steps, target: stepsConfigured });
