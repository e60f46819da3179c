/**
 * Showroom links (A§2): `/showroom/{slug}-{vehicleId}`, optionally followed by the postcode-search
 * query. The slug joins state, brand (omitted for the off-road brand), model, production year, engines,
 * drivetrain, transmission and colour. It is decoration: the id alone finds the vehicle, and the page
 * answers a stale or hand-typed slug with a permanent redirect to the canonical one.
 */
import type { Vehicle } from './contract';
import { brandCode } from './card';
import { postcodeSearchToParams, type PostcodeSearchData } from './postcode';
import { text, wellFormed } from './values';

/** The showroom route's base path (A§2), without the locale prefix. */
export const SHOWROOM_BASE_PATH = '/showroom';

/** Slug used when a vehicle has none of the slug's fields, so a link never has an empty part. */
export const FALLBACK_SLUG = 'vehicle';

/**
 * A vehicle id as it may appear in a showroom link: letters and digits only (the id is the last
 * dash-separated part, so it cannot contain a dash). A§5: route parameters must match their pattern.
 */
export const SHOWROOM_ID_PATTERN = /^[A-Za-z0-9]{1,64}$/;

const MAX_SLUG_LENGTH = 160;
// Apostrophes and gershayim vanish inside words ("ריינג' רובר" → "ריינג-רובר", "O'Neil" → "oneil").
const APOSTROPHES = /['’‘`´׳״"]/g;
const MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * URL-safe words: lower case, accents and Hebrew points dropped, every run of anything that is not a
 * letter or digit becomes one dash, no leading or trailing dash. Hebrew and other scripts are kept
 * (the link encodes them); '' for non-strings and strings with no letter or digit.
 */
export function slugify(value: unknown): string {
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value);
  if (raw === '') return '';
  const slug = wellFormed(raw)
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(APOSTROPHES, '')
    .toLowerCase()
    .replace(SEPARATORS, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  // Cut at a word boundary so a long description never leaves half a word.
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const boundary = cut.lastIndexOf('-');
  return (boundary > 0 ? cut.slice(0, boundary) : cut).replace(/-+$/, '');
}

/** A§2: the slug parts of a vehicle, in order; the off-road brand's name is left out. */
function slugParts(vehicle: Vehicle): unknown[] {
  const brand =
    brandCode(vehicle.nameplate_brand_name) === 'land_rover' ? null : vehicle.nameplate_brand_name;
  return [
    vehicle.state,
    brand,
    vehicle.nameplate_name ?? vehicle.model_display_name,
    vehicle.production_year,
    vehicle.engines,
    vehicle.drivetrain,
    vehicle.transmission,
    vehicle.color_name,
  ];
}

/** The canonical slug of a vehicle (decoded; may contain Hebrew letters). Never empty. */
export function showroomSlug(vehicle: Vehicle): string {
  const slug = slugify(
    slugParts(vehicle)
      .map((part) => slugify(part))
      .filter(Boolean)
      .join('-'),
  );
  return slug || FALLBACK_SLUG;
}

export interface ShowroomPathOptions {
  /** The postcode search to carry (A§2), when the postcode_search feature is on. */
  readonly postcodeSearch?: PostcodeSearchData | null;
}

/**
 * `/showroom/{slug}-{id}` with the slug percent-encoded (safe for `href` and `Location`), plus the
 * postcode-search query (`_retailer`, `_state`, `_postcode`, `_locality`) when one is given. Prefix the
 * locale with the site's `localisedPath`.
 */
export function showroomPath(vehicle: Vehicle, options: ShowroomPathOptions = {}): string {
  const path = `${SHOWROOM_BASE_PATH}/${encodeURIComponent(showroomSlug(vehicle))}-${encodeURIComponent(text(vehicle.id))}`;
  const params = options.postcodeSearch ? postcodeSearchToParams(options.postcodeSearch) : [];
  if (params.length === 0) return path;
  const search = new URLSearchParams();
  for (const [name, value] of params) search.append(name, value);
  return `${path}?${search.toString()}`;
}

export interface ShowroomParam {
  /** The slug as given (decoded), '' when the link had only an id. */
  readonly slug: string;
  readonly id: string;
}

/**
 * Splits the `{slug}-{id}` route parameter (already URL-decoded): the id is the last dash-separated
 * part and must match {@link SHOWROOM_ID_PATTERN}. A bare id (no dash) is accepted with an empty slug,
 * so the page can redirect it to the canonical link. `null` when no valid id can be read.
 */
export function parseShowroomParam(param: unknown): ShowroomParam | null {
  if (typeof param !== 'string') return null;
  const value = param.trim();
  const dash = value.lastIndexOf('-');
  const id = dash === -1 ? value : value.slice(dash + 1);
  if (!SHOWROOM_ID_PATTERN.test(id)) return null;
  return { slug: dash === -1 ? '' : value.slice(0, dash), id };
}

/** True when the link's slug is the vehicle's canonical slug (compared decoded, as the router gives it). */
export const isCanonicalShowroomSlug = (vehicle: Vehicle, slug: string): boolean =>
  showroomSlug(vehicle) === slug;
