// Public entry of @lux/chrome: named exports only.
export { BasicPopup } from './BasicPopup';
export type { BasicPopupProps } from './BasicPopup';
export { ExitPopup } from './ExitPopup';
export type { ExitPopupProps } from './ExitPopup';
export { FloatingActionButton } from './FloatingActionButton';
export type { FloatingActionButtonProps } from './FloatingActionButton';
export { FloatingButton } from './FloatingButton';
export type { FloatingButtonProps } from './FloatingButton';
export { Footer } from './Footer';
export type { FooterProps } from './Footer';
export { LoadingBar, ROUTER_ERROR_EVENT, reportRouterError } from './LoadingBar';
export { QuickLinks } from './QuickLinks';
export type { QuickLinksProps } from './QuickLinks';
export { VideoModal } from './VideoModal';
export type { VideoModalProps } from './VideoModal';
export { useTrackedPath } from './hooks/useTrackedPath';
export { FooterSearch, SearchPopup, searchAr, searchEn, searchHe, searchRu, searchStrings, searchStringsFor } from './search-popup';
export type { FooterSearchProps, SearchLanguage, SearchPopupProps, SearchStrings } from './search-popup';
export {
  CONSENT_CHOICE_SCOPES,
  ConsentBanner,
  ConsentPreferences,
  consentStrings,
  consentStringsFor,
  consentHe,
  consentEn,
  consentAr,
  consentRu,
} from './consent';
export type { ConsentBannerProps, ConsentChoiceScope, ConsentLanguage, ConsentPreferencesProps, ConsentStrings } from './consent';
