export { ConsentBanner, type ConsentBannerProps } from './ConsentBanner';
export { ConsentPreferences, type ConsentPreferencesProps } from './ConsentPreferences';
export {
  CONSENT_CHOICE_SCOPES,
  consentStrings,
  consentStringsFor,
  type ConsentChoiceScope,
  type ConsentLanguage,
  type ConsentStrings,
} from './strings';
