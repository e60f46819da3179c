import { consentAr } from './strings.ar';
import { consentEn } from './strings.en';
import { consentHe } from './strings.he';
import { consentRu } from './strings.ru';

/** The scopes a visitor chooses in the preferences (B§3.5; `obligatory` is always on). */
export const CONSENT_CHOICE_SCOPES = ['optional', 'statistic', 'marketing', 'unclassified'] as const;
export type ConsentChoiceScope = (typeof CONSENT_CHOICE_SCOPES)[number];

/** The consent banner's and preferences' texts (wording not shown in the spec). */
export interface ConsentStrings {
  /** The banner's heading, also its accessible name. */
  title: string;
  /**
   * The banner's text, a short sentence per entry. Each is its own block, so no single text block of
   * the banner outgrows the page's own largest element (the banner must never be the LCP).
   */
  text: readonly string[];
  /** The privacy policy link's text. */
  policyLink: string;
  acceptAll: string;
  rejectAll: string;
  /** Opens the preferences from the banner. */
  customise: string;
  /** The preferences dialog's title. */
  preferencesTitle: string;
  preferencesIntro: string;
  save: string;
  /** Takes back a choice made earlier: optional scripts stop and the question is asked again. */
  withdraw: string;
  close: string;
  /** The always-on row. */
  obligatory: { label: string; description: string };
  scopes: Record<ConsentChoiceScope, { label: string; description: string }>;
  /** The footer link that reopens the preferences. */
  footerLink: string;
  /** Shown when the choice could not be stored. */
  error: string;
}

export type ConsentLanguage = 'he' | 'en' | 'ar' | 'ru';

/** Every language's texts, for the stories and tests; the site takes its page's language alone (its UI strings). */
export const consentStrings: Record<ConsentLanguage, ConsentStrings> = { he: consentHe, en: consentEn, ar: consentAr, ru: consentRu };

/** The strings for a locale; English for any language without its own. */
export function consentStringsFor(locale: string): ConsentStrings {
  return Object.hasOwn(consentStrings, locale) ? consentStrings[locale as ConsentLanguage] : consentStrings.en;
}
