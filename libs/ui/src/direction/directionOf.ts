export type Direction = 'rtl' | 'ltr';

/**
 * Scripts written right to left. A script subtag decides first, so `pa-Arab` or `az-Arab` agree with
 * what ICU reports; otherwise the language's default script decides through RTL_LANGUAGES.
 */
const RTL_SCRIPTS: ReadonlySet<string> = new Set([
  'Adlm', 'Arab', 'Hebr', 'Mand', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa', 'Yezi',
]);

/** Languages whose default script runs right to left (ISO 639 codes, including legacy `iw`/`ji`). */
const RTL_LANGUAGES: ReadonlySet<string> = new Set([
  'ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ji', 'ks', 'mzn', 'nqo', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi',
]);

/** Runtimes expose text info as a method (current spec) or an accessor (older V8, e.g. Node 20). */
type TextInfoCarrier = { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };

function parseLocale(locale: string): Intl.Locale | undefined {
  try {
    // Accept POSIX-style `he_IL` as well: CMS and Accept-Language values arrive in both shapes.
    return new Intl.Locale(locale.trim().replace(/_/g, '-'));
  } catch {
    return undefined;
  }
}

/** Direction from the tables alone (no ICU data): deterministic on every runtime. */
export function tableDirectionOf(locale: string): Direction | undefined {
  const parsed = parseLocale(locale);
  if (parsed === undefined) return 'ltr';
  if (parsed.script !== undefined) return RTL_SCRIPTS.has(parsed.script) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(parsed.language) ? 'rtl' : undefined;
}

/**
 * Writing direction for a BCP 47 locale; the one place the site decides direction.
 *
 * The tables answer first: measured on Node 20, ICU's text info calls `dv` and `glk` left to right,
 * and browsers ship other ICU builds, so a table answer keeps server and client on the same stylis
 * plugins (pitfall 7). Languages the tables do not know fall back to Intl: the likely script from
 * `maximize()`, then `getTextInfo()`/`textInfo` where the runtime has it. Malformed locales are LTR.
 */
export function directionOf(locale: string): Direction {
  const fromTable = tableDirectionOf(locale);
  if (fromTable !== undefined) return fromTable;
  const parsed = parseLocale(locale);
  if (parsed === undefined) return 'ltr';
  const likelyScript = parsed.maximize().script;
  if (likelyScript !== undefined && RTL_SCRIPTS.has(likelyScript)) return 'rtl';
  const carrier = parsed as Intl.Locale & TextInfoCarrier;
  const info = typeof carrier.getTextInfo === 'function' ? carrier.getTextInfo() : carrier.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}
