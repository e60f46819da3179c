export {
  defaultPriceSettings,
  PRICE_KINDS,
  PRICE_SETTING_KEYS,
  priceSettingsFromSettings,
  priceSettingsToRecord,
  type CurrencyApiSettings,
  type DoublePriceSettings,
  type PriceKind,
  type PriceSettingKey,
  type PriceSettings,
  type PriceSettingsProblem,
  type PriceSettingsResult,
} from './settings';
export { formatDoublePrice, formatPrice, formatTemplate } from './format';
export { toFiniteNumber } from './amount';
export {
  formatEngineCapacity,
  formatSeats,
  type CapacityUnit,
  type FormatCapacityOptions,
  type FormatSeatsOptions,
  type PluralLabels,
} from './units';
export {
  accordionAvailability,
  pickPrice,
  type AccordionAvailability,
  type PickedPrice,
  type PriceListEntry,
  type PriceListType,
} from './price-list';
export {
  $currencyRate,
  $currencyRateProblem,
  $currencyRateStartDate,
  $currencyRateStatus,
  $displayPriceSettings,
  $doublePriceFormatter,
  $priceFormatter,
  $priceProblems,
  $priceSettings,
  currencyRateRequested,
  fetchCurrencyRateFx,
  priceSettingsReceived,
  type PriceFormatter,
} from './model';
export { currencyExchangeUrl, type CurrencyRateStatus } from './currency';
