/**
 * Number handling shared by every formatter: what counts as a numeric input, how it is rounded and
 * how digits are grouped. Kept apart from the templates so the rules live in exactly one place.
 */

/**
 * Plain decimal notation with an optional exponent. Hex ('0x10'), 'Infinity', grouped ('1,234') and
 * trailing garbage ('12abc') are rejected on purpose: `Number()` would accept some of them and
 * silently turn a data error into a wrong price.
 */
const NUMERIC_STRING = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Reads a number from a raw API value: a finite number, a bigint, or a numeric string (surrounding
 * white space allowed). Anything else — booleans, objects, `Number` wrappers, NaN, ±Infinity — is
 * `null`, so callers never format a value they could not explain.
 */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (!NUMERIC_STRING.test(trimmed)) return null;
    const n = Number(trimmed);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

// One formatter per precision, created once: Intl.NumberFormat construction is the costly part.
const fixedFormatters = new Map<number, Intl.NumberFormat>();

/**
 * Rounds half away from zero ("halfExpand", what shoppers and accountants expect) to `decimals`
 * places and returns plain ASCII digits without grouping, e.g. `1234.5, 0 → '1235'`.
 * Intl rounds the shortest decimal form of the double, so 1.005 → '1.01' rather than the '1.00'
 * that `toFixed` gives, and very large numbers are written out in full instead of as '1e+21'.
 */
export function toFixedDigits(value: number, decimals: number): string {
  let formatter = fixedFormatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      useGrouping: false,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      roundingMode: 'halfExpand',
    });
    fixedFormatters.set(decimals, formatter);
  }
  return formatter.format(value);
}

/** True when a fixed-digit string such as '0.00' or '-0' is zero once rounded. */
export function isZeroDigits(digits: string): boolean {
  return !/[1-9]/.test(digits);
}

/** Inserts `delimiter` every three digits from the right of an unsigned integer digit string. */
export function groupThousands(integerDigits: string, delimiter: string): string {
  const head = integerDigits.length % 3;
  const groups: string[] = head > 0 ? [integerDigits.slice(0, head)] : [];
  for (let i = head; i < integerDigits.length; i += 3) groups.push(integerDigits.slice(i, i + 3));
  return groups.join(delimiter);
}

/**
 * The decimal mark that cannot be confused with the thousands delimiter: ',' grouping (1,234.5)
 * and apostrophe grouping (Swiss 1'234.5) pair with '.', while '.' and space-like grouping
 * (1.234,5 / 1 234,5) pair with ','.
 */
export function decimalSeparatorFor(delimiter: string): '.' | ',' {
  return delimiter === '.' || /^\s$/u.test(delimiter) ? ',' : '.';
}

/**
 * Formats a positive number with `decimals` places: grouped integer part, then the decimal mark
 * chosen by {@link decimalSeparatorFor}. Returns '' when the number rounds to zero or less, so the
 * "zero or less formats to empty text" rule also covers amounts that only look positive (0.3 → '').
 */
export function formatAmount(value: number, delimiter: string, decimals: number): string {
  if (!(Number.isFinite(value) && value > 0)) return '';
  const digits = toFixedDigits(value, decimals);
  if (isZeroDigits(digits)) return '';
  const [integer = '', fraction] = digits.split('.');
  const grouped = groupThousands(integer, delimiter);
  return fraction === undefined ? grouped : `${grouped}${decimalSeparatorFor(delimiter)}${fraction}`;
}
