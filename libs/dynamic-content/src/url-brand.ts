import { brandKey, brandValuesFor } from './families';

/** Where the page is: the router's pathname and query string. */
export interface PageLocation {
  pathname: string;
  search: string;
}

export interface UrlBrandOptions {
  /** Query parameters that name the brand or model (default `brand`, `model`). */
  queryParams: readonly string[];
  /** Whether each path segment counts too (default true: `/models/range-rover/velar`). */
  pathSegments: boolean;
}

export const defaultUrlBrandOptions: UrlBrandOptions = Object.freeze({ queryParams: ['brand', 'model'], pathSegments: true });

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment.replace(/\+/g, ' '));
  } catch {
    return segment;
  }
}

/** The brand keys the address carries: the configured query values, then each path segment. */
export function urlBrandCandidates(location: PageLocation, options: UrlBrandOptions = defaultUrlBrandOptions): string[] {
  const candidates: string[] = [];
  const params = new URLSearchParams(location.search);
  for (const name of options.queryParams) for (const value of params.getAll(name)) candidates.push(brandKey(value));
  if (options.pathSegments) {
    for (const segment of location.pathname.split('/')) if (segment !== '') candidates.push(brandKey(decode(segment)));
  }
  return candidates.filter((candidate) => candidate !== '');
}

/**
 * B§5 URL brand: passes when the address names the condition's value — compared normalised, with a
 * family or group standing for all its models. An empty value never passes.
 */
export function urlBrandPasses(value: string, location: PageLocation, options: UrlBrandOptions = defaultUrlBrandOptions): boolean {
  const wanted = brandValuesFor(value);
  return urlBrandCandidates(location, options).some((candidate) => wanted.has(candidate));
}
