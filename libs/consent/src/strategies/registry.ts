import { createBasicStrategy, createNoneStrategy } from './basic';
import { createCookieInformationStrategy } from './cookie-information';
import { createCookiebotStrategy } from './cookiebot';
import { createOneTrustStrategy } from './onetrust';
import { createUsercentricsStrategy } from './usercentrics';
import { CONSENT_STRATEGY_KINDS, type ConsentStrategy, type ConsentStrategyEnvironment, type ConsentStrategyFactory, type ConsentStrategyKind } from './types';

/** Every strategy by kind; adding a kind without a factory fails to compile. */
export const consentStrategyFactories = {
  basic: createBasicStrategy,
  none: createNoneStrategy,
  onetrust: createOneTrustStrategy,
  'cookie-information': createCookieInformationStrategy,
  cookiebot: createCookiebotStrategy,
  usercentrics: createUsercentricsStrategy,
} as const satisfies Record<ConsentStrategyKind, ConsentStrategyFactory>;

export function createConsentStrategy(kind: ConsentStrategyKind, environment: ConsentStrategyEnvironment = {}): ConsentStrategy {
  return consentStrategyFactories[kind](environment);
}

/**
 * Reads a setting value: case, spaces, `_` and `-` do not matter (`OneTrust`, `cookie_information`,
 * `Cookie Information`). `null` for anything else.
 */
export function parseConsentStrategyKind(value: unknown): ConsentStrategyKind | null {
  if (typeof value !== 'string') return null;
  const squashed = value.trim().toLowerCase().replace(/[\s_-]+/g, '');
  return CONSENT_STRATEGY_KINDS.find((kind) => kind.replace(/-/g, '') === squashed) ?? null;
}
