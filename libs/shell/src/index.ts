export { shellTimings } from './constants';
export {
  $loadingBarPhase,
  navigationFailed,
  navigationFinished,
  navigationStarted,
  type LoadingBarPhase,
} from './loading-bar';
export { $online, wentOffline, wentOnline } from './connectivity';
export { scrollTargetIds } from './scroll';
export {
  classifyRouteChange,
  createComponentFetch,
  type ComponentFetch,
  type RouteChange,
  type RouteLocation,
} from './fetch-state';
export { chunkReloadStorageKey, shouldReloadAfterChunkError } from './chunk-reload';
export { $currentPath, pathChanged } from './route';
export { warningLoggedFx, type ShellWarning } from './logging';
export { linkTargets, normaliseLinkTarget, safeImageUrl, safeUrl, type LinkTarget } from './links';
export {
  globToRegExp,
  matchesAnyPattern,
  normalisePathForMatching,
  patternProblem,
  type PatternProblem,
} from './glob';
export { chromeSettingDefaults } from './chrome-settings';
export {
  NAVIGATION_KINDS,
  naasNavigationUrl,
  navigationConfigFromSettings,
  navigationKindFor,
  navigationSettingDefaults,
  parseNaasNavigation,
  type BaseNavigationKind,
  type NaasConfig,
  type NaasNavigation,
  type NavigationConfig,
  type NavigationKind,
} from './navigation';
export { editorHtmlToText } from './editor-html';
export {
  emptyFooterContent,
  footerContentFromSettings,
  footerImageDefaults,
  footerItemTypes,
  footerNamespaces,
  normaliseFooterColumns,
  normaliseFooterItems,
  normaliseHeadingLevel,
  type FooterColumn,
  type FooterContent,
  type FooterHeadingLevel,
  type FooterImage,
  type FooterImageLink,
  type FooterItem,
  type FooterItemType,
  type FooterNamespace,
  type FooterRow,
  type FooterSocialLink,
  type FooterTextLink,
  type FooterWrapper,
  type FooterWrapperTag,
} from './footer';
export {
  $basicPopupConfig,
  $basicPopupVisible,
  basicPopupClosed,
  basicPopupConfigFromJson,
  basicPopupConfigFromSettings,
  basicPopupConfigured,
  basicPopupDefaults,
  closureCookie,
  closureReadFx,
  closureRecordedFx,
  closureStorageKey,
  currentTimeReadFx,
  disabledBasicPopup,
  hasClosureCookie,
  isBasicPopupDue,
  isWithinDateWindow,
  normaliseStoreType,
  parsePopupDate,
  popupPathMatches,
  popupStoreTypes,
  type BasicPopupConfig,
  type ClosureQuery,
  type ClosureRecord,
  type PopupLink,
  type PopupStoreType,
} from './basic-popup';
export {
  $exitPopupConfig,
  $exitPopupVisible,
  $pendingExit,
  disabledExitPopup,
  exitCancelled,
  exitConfirmed,
  exitPopupApplies,
  exitPopupConfigFromJson,
  exitPopupConfigFromSettings,
  exitPopupConfigured,
  exitProceeded,
  navigationRequested,
  type ExitPopupConfig,
  type PendingExit,
} from './exit-popup';
export {
  $floatingButton,
  $floatingButtonBlock,
  $floatingButtonConfig,
  emptyFloatingButtonConfig,
  floatingButtonBlockRegistered,
  floatingButtonBlockUnregistered,
  floatingButtonConfigFromSettings,
  floatingButtonConfigured,
  floatingButtonLimits,
  normaliseFloatingButtonItems,
  resolveFloatingButton,
  visibleItems,
  type DynamicContentCondition,
  type FloatingButtonBlock,
  type FloatingButtonConfig,
  type FloatingButtonItem,
  type FloatingButtonLink,
  type FloatingButtonMode,
  type FloatingButtonState,
} from './floating-button';
export { $modalForm, modalFormClosed, modalFormOpened, type ModalFormRequest, type ModalFormState } from './modal-form';
export {
  $videoModal,
  videoModalClosed,
  videoModalOpened,
  videoSourceFrom,
  type VideoModalState,
  type VideoSource,
} from './video-modal';
