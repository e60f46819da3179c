export {
  defaultLocale,
  isLocale,
  localeFromPath,
  localisedPath,
  normalisePath,
  supportedLocales,
  type Locale,
  type LocalisedPath,
} from './locale';
export {
  builtInSettings,
  isSettingOn,
  mergeSettings,
  localiseSettings,
  readJsonSetting,
  settingsFromEnvelope,
  type JsonSettingOptions,
  type KnownSettingKey,
  type Settings,
  type SettingsLogger,
} from './settings';
export {
  buildTitle,
  canonicalUrl,
  DEFAULT_SHARE_IMAGE_ID,
  defaultBrandNameByTheme,
  extraMetaTags,
  META_IMAGE_WIDTH,
  metaImageUrl,
  pageNotFoundOverrides,
  robotsFor,
  type ExtraMetaTag,
  type PageNotFoundContent,
  type TitleSource,
} from './meta';
export {
  metaTagsDisabledFor,
  pageMetaToUse,
  routeNameFromId,
  STOCK_LOCATOR_ORDER_ONLINE_ROUTE,
  STOCK_LOCATOR_PREVIEW_ROUTE,
  type PageMetaChoice,
} from './route-meta';
export {
  DEFAULT_PAGE_CATEGORY,
  PAGE_CATEGORIES_KEY,
  pageCategoryFor,
  pageCategoryRulesFromSettings,
  PLP_CATEGORY,
  routePageCategories,
  stockLocatorBlockTemplates,
  type PageCategoryInput,
  type PageCategoryRule,
} from './page-category';
export {
  invalidNavigationLogosMessage,
  NAVIGATION_LOGOS_KEY,
  navigationLogosFromSettings,
  type NavigationLogoRule,
} from './navigation-logo';
export {
  createContentApi,
  pagePathSegment,
  PATHNAME_REQUIRED,
  type CallOptions,
  type ContentApi,
  type ContentHttp,
  type PageOptions,
  type VehicleFilter,
} from './content-api';
export type {
  BlockPosition,
  Brand,
  Breadcrumb,
  CatalogueVehicle,
  CmsBlock,
  CmsMetahead,
  CmsPage,
  CmsPageDocument,
  Colour,
  CompareSpec,
  FlatNavEntry,
  FuelType,
  GroupedNameplate,
  LinkType,
  MetaheadConsentScope,
  MetaheadLanguage,
  NameplateRef,
  NameplateSummary,
  NavEntry,
  NavSection,
  OfferCarModel,
  PageKind,
  RedirectHttpCode,
  SpecKey,
  SpecRow,
  VehicleSpecs,
  VehicleSpecSheet,
} from './content-api.types';
export { METAHEAD_CONSENT_SCOPES, metaheadConsentScope } from './metahead';
export { carryQuery, linkTargetFor, pageRedirect, type PageRedirect } from './page-redirect';
export { carKeysIn, substituteSpecPrices, type CarData, type SpecPriceFormatters } from './spec-prices';
export { fuelTypeText, isSpecKey, specKeys, specLabel, specText, specUnit } from './specs';
