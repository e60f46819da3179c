import { createEvent, createStore, sample } from 'effector';
import { formatDoublePrice, formatPrice } from './format';
import {
  defaultPriceSettings,
  priceSettingsFromSettings,
  type PriceKind,
  type PriceSettings,
  type PriceSettingsProblem,
  type PriceSettingsResult,
} from './settings';

/** Formats a raw value with the current settings; `kind` defaults to 'price'. */
export type PriceFormatter = (value: unknown, kind?: PriceKind) => string;

/** The content service's settings arrived (all namespaces; only `price.*` is read). */
export const priceSettingsReceived = createEvent<Record<string, string>>();

const priceSettingsParsed = createEvent<PriceSettingsResult>();

/** Current price settings. Explicit sid: the value is computed on the server and hydrated in the browser. */
export const $priceSettings = createStore<PriceSettings>(defaultPriceSettings, {
  sid: 'pricing/$priceSettings',
});

/** Problems found in the last settings received, for the app to log. */
export const $priceProblems = createStore<readonly PriceSettingsProblem[]>([], {
  sid: 'pricing/$priceProblems',
});

sample({ clock: priceSettingsReceived, fn: priceSettingsFromSettings, target: priceSettingsParsed });
sample({ clock: priceSettingsParsed, fn: (result) => result.settings, target: $priceSettings });
sample({ clock: priceSettingsParsed, fn: (result) => result.problems, target: $priceProblems });

/**
 * `formatPrice` bound to the current settings. Derived with `.map`, so it has no sid and is never
 * serialised (a function cannot cross SSR); each scope derives its own from `$priceSettings`.
 */
export const $priceFormatter = $priceSettings.map<PriceFormatter>(
  (settings) => (value, kind) => formatPrice(value, settings, kind),
);

/** `formatDoublePrice` bound to the current settings; returns '' while double prices are disabled. */
export const $doublePriceFormatter = $priceSettings.map<PriceFormatter>(
  (settings) => (value, kind) => formatDoublePrice(value, settings, kind),
);
