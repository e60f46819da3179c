export {
  normaliseValue,
  parseCriteria,
  parseDynamicContentCondition,
  sameValue,
  type DynamicContentCondition,
} from './normalise';
export { BRAND_GROUPS, brandKey, brandValuesFor, VEHICLE_FAMILIES } from './families';
export {
  defaultUrlBrandOptions,
  urlBrandCandidates,
  urlBrandPasses,
  type PageLocation,
  type UrlBrandOptions,
} from './url-brand';
export {
  externalStockPasses,
  offersPass,
  parseExternalStockList,
  parseOffersResponse,
  parseReffineCondition,
  reffineListsFromResponse,
  reffinePasses,
  type ExternalStockList,
  type Offer,
  type ReffineLists,
} from './rules';
export {
  defaultDynamicContentSettings,
  DYNAMIC_CONTENT_SETTING_KEYS,
  dynamicContentSettingsFromSettings,
  type DynamicContentSettings,
} from './settings';
export {
  conditionPasses,
  FETCHED_STRATEGY_KEYS,
  fetchedStrategies,
  parseReffineListings,
  parseStrategyKey,
  STRATEGY_KEYS,
  type FetchedStrategyKey,
  type StrategyData,
  type StrategyKey,
  type StrategyRequest,
} from './strategies';
export { dynamicContentDisplay, isItemShown, type DynamicContentDisplay, type DynamicContentState } from './display';
export { httpGetFx, warningLoggedFx, type DynamicContentWarning, type HttpGetRequest, type HttpResponse } from './http';
export {
  $dynamicContentSettings,
  $pageLocation,
  $resolveDynamicContent,
  $strategyData,
  $strategyStatus,
  dynamicContentSettingsReceived,
  routeChanged,
  strategyDataReceived,
  strategyRequested,
  type StrategyFetchStatus,
} from './model';
