import { localisedPath, type Locale } from '@lux/content';
import { showroomPath, type PostcodeSearchData, type Vehicle } from '@lux/stock-locator';

/**
 * The vehicle's showroom page in the page's language (A§2): `/showroom/{slug}-{id}`, `/en/showroom/…`
 * in English, followed by the postcode-search query when a search is passed (feature `postcode_search`).
 */
export function showroomHref(vehicle: Vehicle, locale: Locale, postcodeSearch?: PostcodeSearchData | null): string {
  const full = showroomPath(vehicle, postcodeSearch ? { postcodeSearch } : {});
  const at = full.indexOf('?');
  const path = at === -1 ? full : full.slice(0, at);
  return localisedPath(locale, path) + (at === -1 ? '' : full.slice(at));
}
