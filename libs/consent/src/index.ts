export {
  CHOOSABLE_SCOPES,
  CONSENT_SCOPES,
  CONSENT_STATUSES,
  decidedSnapshot,
  isConsentScope,
  normaliseScopes,
  statusForScopes,
  undecidedSnapshot,
  type ConsentScope,
  type ConsentSnapshot,
  type ConsentStatus,
} from './scopes';
export {
  CONSENT_STRATEGY_KINDS,
  type ConsentLogger,
  type ConsentStorage,
  type ConsentStrategy,
  type ConsentStrategyEnvironment,
  type ConsentStrategyFactory,
  type ConsentStrategyKind,
  type ConsentWindow,
} from './strategies/types';
export {
  browserLocalStorage,
  createBasicStrategy,
  createNoneStrategy,
  DEFAULT_CONSENT_STORAGE_KEY,
  NO_LOCAL_STORAGE_MESSAGE,
  parseStoredConsent,
  type StoredConsent,
} from './strategies/basic';
export {
  createOneTrustStrategy,
  DEFAULT_ONETRUST_GROUPS,
  ONETRUST_BANNER_RELOAD_DELAY_MS,
  parseOneTrustGroups,
  type OneTrustApi,
} from './strategies/onetrust';
export {
  COOKIE_INFORMATION_CATEGORIES,
  COOKIE_INFORMATION_COOKIE,
  COOKIE_INFORMATION_EVENT,
  createCookieInformationStrategy,
  type CookieInformationApi,
} from './strategies/cookie-information';
export { COOKIEBOT_EVENTS, createCookiebotStrategy, type CookiebotApi } from './strategies/cookiebot';
export {
  createUsercentricsStrategy,
  DEFAULT_USERCENTRICS_CATEGORIES,
  USERCENTRICS_EVENTS,
  USERCENTRICS_INTERACTION_KEY,
  type UsercentricsApi,
  type UsercentricsService,
} from './strategies/usercentrics';
export { consentStrategyFactories, createConsentStrategy, parseConsentStrategyKind } from './strategies/registry';
export {
  CONSENT_SETTING_KEYS,
  consentSettingsFromSettings,
  defaultConsentSettings,
  type CategoryMapping,
  type ConsentSettings,
  type ConsentSettingsProblem,
} from './settings';
export {
  consentModeDefaults,
  consentModeDefaultsScript,
  consentModeState,
  createGtag,
  sendConsentModeDefaults,
  sendConsentModeUpdate,
  type ConsentModeState,
  type ConsentModeValue,
  type Gtag,
} from './consent-mode';
export {
  analyticsAffiliation,
  browserDataLayer,
  DATA_LAYER_EVENTS,
  linkClickEvents,
  outboundLinkEvent,
  pushDataLayerEvent,
  stockSource,
  type Affiliation,
  type DataLayerEvent,
  type DataLayerEventName,
  type DataLayerTarget,
  type LinkArea,
  type PageCategory,
  type StockSource,
  type VehicleItem,
  type VehicleState,
} from './data-layer';
export { pushAndWait, TAG_MANAGER_WAIT_MS, type TagManagerWaitOptions } from './tag-manager';
export {
  CAMPAIGN_COOKIE_MAX_AGE_DAYS,
  CAMPAIGN_COOKIE_NAME,
  CAMPAIGN_COOKIE_SCOPE,
  CAMPAIGN_PARAMETERS,
  campaignCookie,
  campaignCookieDeletion,
  campaignFromSearch,
  parseCampaignCookie,
  type CampaignCookieOptions,
  type CampaignData,
  type CampaignParameter,
} from './campaign';
export {
  $bannerVisible,
  $consentError,
  $consentSettings,
  $consentSettingsProblems,
  $consentStatus,
  $consentVersion,
  $grantedScopes,
  $isGranted,
  $preferencesOpen,
  acceptAllClicked,
  consentChanged,
  consentPageChanged,
  consentSettingsReceived,
  consentStarted,
  consentWithdrawn,
  preferencesClosed,
  preferencesReopened,
  proofOfConsentSentFx,
  rejectAllClicked,
  selectionSaved,
  type ConsentAction,
  type ConsentBrowser,
  type ConsentRecord,
} from './model';
export { proofOfConsentBody, sendProofOfConsent, type ProofOfConsentRequest } from './proof';
export { cookieDeletions, cookieNamesOf, cookiesToDelete, VENDOR_COOKIE_PATTERNS, withdrawnScopes } from './cookies';
export { ERROR_REPORTING_SETTING_KEYS, errorReportingFromSettings, type ErrorReportingScript } from './error-reporting';
