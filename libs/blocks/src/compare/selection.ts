import { isCatalogueKey } from '../model-catalogue/guards';
import type { CompareOption } from './types';

/** Two to three models side by side. */
export const MIN_MODELS = 2;
export const MAX_MODELS = 3;

/** The query parameters the compare page keeps its state in (shareable, server-rendered). */
export const MODELS_PARAM = 'models';
export const DIFF_PARAM = 'diff';

/**
 * The car keys a URL asks for: `?models=a,b` (what the page writes) or `?models=a&models=b` (what the
 * form sends without JavaScript); trimmed, lower-cased, valid keys only, each once, at most three.
 */
export function requestedModels(search: URLSearchParams): string[] {
  const keys = search
    .getAll(MODELS_PARAM)
    .flatMap((value) => value.split(','))
    .map((key) => key.trim().toLowerCase())
    .filter((key) => key !== '' && isCatalogueKey(key));
  return [...new Set(keys)].slice(0, MAX_MODELS);
}

/**
 * The models to compare: the requested ones the catalogue knows, topped up to two with the first
 * version of the first models not yet chosen (a different model line where possible).
 */
export function chosenModels(requested: readonly string[], options: readonly CompareOption[]): string[] {
  const known = new Set(options.map((option) => option.key));
  const chosen = requested.filter((key) => known.has(key));
  const groups = new Set(
    options.filter((option) => chosen.includes(option.key)).map((option) => option.group),
  );
  for (const option of options) {
    if (chosen.length >= MIN_MODELS) break;
    if (!groups.has(option.group)) {
      chosen.push(option.key);
      groups.add(option.group);
    }
  }
  for (const option of options) {
    if (chosen.length >= MIN_MODELS) break;
    if (!chosen.includes(option.key)) chosen.push(option.key);
  }
  return chosen;
}

/** The search string for a comparison: `?models=a,b` plus `&diff=1` when only differences show. */
export function compareSearch(models: readonly string[], onlyDifferences: boolean): string {
  const search = new URLSearchParams();
  search.set(MODELS_PARAM, models.join(','));
  if (onlyDifferences) search.set(DIFF_PARAM, '1');
  // Commas are safe in a query and keep the address readable when shared.
  return `?${search.toString().replace(/%2C/gi, ',')}`;
}
