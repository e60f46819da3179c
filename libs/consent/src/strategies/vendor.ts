import { normaliseScopes, type ConsentScope } from '../scopes';
import type { ConsentStrategyEnvironment, ConsentWindow } from './types';

/** The vendor object a script put on `window`, or `null` (not loaded yet, blocked, or on the server). */
export function vendorGlobal<T>(environment: ConsentStrategyEnvironment, name: string): T | null {
  const value = environment.window?.[name];
  return value !== null && (typeof value === 'object' || typeof value === 'function') ? (value as T) : null;
}

/** The vendor object, or an error naming it: our buttons cannot act on a vendor that is not there. */
export function requireVendor<T>(environment: ConsentStrategyEnvironment, name: string): T {
  const api = vendorGlobal<T>(environment, name);
  if (api === null) throw new Error(`${name} is not loaded`);
  return api;
}

/** The scopes granted by the given vendor categories under a mapping category → scopes. */
export function scopesForCategories(
  categories: Iterable<string>,
  mapping: Readonly<Record<string, readonly ConsentScope[]>>,
): ConsentScope[] {
  const scopes: ConsentScope[] = [];
  for (const category of categories) scopes.push(...(mapping[category] ?? []));
  return normaliseScopes(scopes);
}

/**
 * Whether a vendor category may be switched on for a selection: only when the selection holds every
 * scope the category stands for, so saving a selection never grants more than the visitor ticked.
 */
export function categoryAllowed(scopes: readonly ConsentScope[] | undefined, selected: readonly ConsentScope[]): boolean {
  if (!scopes || scopes.length === 0) return false;
  return scopes.every((scope) => scope === 'obligatory' || selected.includes(scope));
}

/** Reads a cookie from `window.document.cookie` (vendors keep their decision in one). */
export function hasCookie(win: ConsentWindow | null | undefined, name: string): boolean {
  const cookie = (win?.document as { cookie?: unknown } | undefined)?.cookie;
  if (typeof cookie !== 'string') return false;
  return cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}
