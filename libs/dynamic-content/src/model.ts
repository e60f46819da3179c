import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { dynamicContentDisplay, type DynamicContentDisplay } from './display';
import { httpGetFx, warningLoggedFx } from './http';
import type { DynamicContentCondition } from './normalise';
import { defaultDynamicContentSettings, dynamicContentSettingsFromSettings, type DynamicContentSettings } from './settings';
import {
  fetchedStrategies,
  FETCHED_STRATEGY_KEYS,
  parseStrategyKey,
  type FetchedStrategyKey,
  type StrategyData,
} from './strategies';
import type { PageLocation } from './url-brand';

export type StrategyFetchStatus = 'idle' | 'fetching' | 'fetched';

/** The content service's settings arrived (only the dynamic-content and offers keys are read). */
export const dynamicContentSettingsReceived = createEvent<Record<string, string>>();
/** Every navigation. The URL-brand strategy revalidates when the path changes (B§4). */
export const routeChanged = createEvent<PageLocation>();
/** A wrapper with this strategy key mounted: fetch its data if nobody has yet. */
export const strategyRequested = createEvent<string>();
/** Data obtained elsewhere (the site's offers store, a server loader); counts as fetched. */
export const strategyDataReceived = createEvent<{ key: FetchedStrategyKey; data: StrategyData[FetchedStrategyKey] }>();

export const $dynamicContentSettings = createStore<DynamicContentSettings>(defaultDynamicContentSettings, {
  sid: 'dynamic-content/$settings',
});
export const $pageLocation = createStore<PageLocation | null>(null, { sid: 'dynamic-content/$pageLocation' });
export const $strategyData = createStore<StrategyData>({}, { sid: 'dynamic-content/$strategyData' });
const idle = Object.fromEntries(FETCHED_STRATEGY_KEYS.map((key) => [key, 'idle'])) as Record<FetchedStrategyKey, StrategyFetchStatus>;
/** B§4: each strategy is fetched once — idle, fetching, fetched. */
export const $strategyStatus = createStore(idle, { sid: 'dynamic-content/$strategyStatus' });

sample({ clock: dynamicContentSettingsReceived, fn: dynamicContentSettingsFromSettings, target: $dynamicContentSettings });

sample({
  clock: routeChanged,
  source: $pageLocation,
  filter: (current, next) => current === null || current.pathname !== next.pathname,
  fn: (_, next) => ({ pathname: next.pathname, search: next.search }),
  target: $pageLocation,
});

const fetchStrategyFx = attach({
  source: $dynamicContentSettings,
  effect: createEffect(async ({ key, settings }: { key: FetchedStrategyKey; settings: DynamicContentSettings }) => {
    const strategy = fetchedStrategies[key];
    const plan = strategy.request(settings);
    if ('skip' in plan) {
      if (plan.problem) await warningLoggedFx({ message: plan.problem, details: { strategy: key } });
      return null;
    }
    const response = await httpGetFx(plan.request);
    return strategy.parse(response, settings);
  }),
  mapParams: (key: FetchedStrategyKey, settings) => ({ key, settings }),
});

const fetchWanted = sample({
  clock: strategyRequested,
  source: $strategyStatus,
  filter: (status, raw) => {
    const key = parseStrategyKey(raw);
    return key !== null && key !== 'url_brand' && status[key] === 'idle';
  },
  fn: (_, raw) => parseStrategyKey(raw) as FetchedStrategyKey,
});
sample({ clock: fetchWanted, source: $strategyStatus, fn: (status, key) => ({ ...status, [key]: 'fetching' }), target: $strategyStatus });
sample({ clock: fetchWanted, target: fetchStrategyFx });

const dataSettled = createEvent<{ key: FetchedStrategyKey; data: unknown }>();
sample({ clock: fetchStrategyFx.done, fn: ({ params, result }) => ({ key: params, data: result }), target: dataSettled });
sample({ clock: fetchStrategyFx.fail, fn: ({ params }) => ({ key: params, data: null }), target: dataSettled });
sample({ clock: strategyDataReceived, target: dataSettled });
sample({ clock: dataSettled, source: $strategyData, fn: (data, { key, data: value }) => ({ ...data, [key]: value }), target: $strategyData });
sample({ clock: dataSettled, source: $strategyStatus, fn: (status, { key }) => ({ ...status, [key]: 'fetched' }), target: $strategyStatus });
sample({
  clock: fetchStrategyFx.fail,
  fn: ({ params, error }) => ({ message: `Dynamic content ${params} data could not be fetched; content shown`, details: { error: String(error) } }),
  target: warningLoggedFx,
});

/**
 * The wrapper's decision for the current data and location: `(condition, mounted) → slot`.
 * Recomputed when data arrives or the path changes.
 */
export const $resolveDynamicContent = combine(
  $strategyData,
  $pageLocation,
  $dynamicContentSettings,
  (data, location, settings) =>
    (condition: DynamicContentCondition | null, mounted: boolean): DynamicContentDisplay =>
      dynamicContentDisplay({ condition, mounted, data, location, settings }),
);
