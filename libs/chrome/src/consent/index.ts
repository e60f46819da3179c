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
export { consentHe } from './strings.he';
export { consentEn } from './strings.en';
export { consentAr } from './strings.ar';
export { consentRu } from './strings.ru';
