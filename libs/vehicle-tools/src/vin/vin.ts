/**
 * Vehicle identification numbers (ISO 3779; the check digit of 49 CFR 565 / FMVSS 565).
 *
 * What a visitor types is normalised first (spaces and dashes dropped, upper case), then checked in this
 * order, so the first answer is the most useful one: `empty`; `characters` (anything outside A–Z and 0–9,
 * and the letters I, O and Q, which VINs never use — named, so the message can say which); `length`
 * (exactly 17); `check_digit` (position 9), only where the market requires it: see {@link checkDigitApplies}.
 */

export const VIN_LENGTH = 17;

export type VinErrorCode = 'empty' | 'length' | 'characters' | 'check_digit';

export type VinValidation =
  | { ok: true; vin: string; /** Whether position 9 was checked (see checkDigitApplies). */ checkDigitChecked: boolean }
  | { ok: false; code: 'empty'; vin: string }
  | { ok: false; code: 'length'; vin: string; length: number }
  | { ok: false; code: 'characters'; vin: string; /** Each bad character once, in the order typed. */ invalid: string[] }
  | { ok: false; code: 'check_digit'; vin: string; expected: string; actual: string };

export type VinError = Extract<VinValidation, { ok: false }>;

// Dashes of every kind and every white space (a VIN copied from a document often carries both).
const SEPARATORS = /[\s\u002D\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]+/gu;
const ALLOWED = /^[A-HJ-NPR-Z0-9]$/;

/** Trims, drops spaces and dashes, upper-cases. Idempotent. */
export function normaliseVin(input: string): string {
  return input.replace(SEPARATORS, '').toUpperCase();
}

/** ISO 3779 transliteration of a VIN character to its check-digit value (letters I, O, Q have none). */
const VALUES: Readonly<Record<string, number>> = {
  ...Object.fromEntries('0123456789'.split('').map((digit, value) => [digit, value])),
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

/** Position weights; position 9 (the check digit itself) weighs 0. */
export const CHECK_DIGIT_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * The check digit a 17-character VIN of allowed characters should carry at position 9: the weighted sum
 * of the transliterated characters modulo 11, with a remainder of 10 written as X.
 */
export function vinCheckDigit(vin: string): string {
  if (vin.length !== VIN_LENGTH) throw new RangeError(`a VIN has ${VIN_LENGTH} characters, not ${vin.length}`);
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const value = VALUES[vin[i] as string];
    if (value === undefined) throw new RangeError(`"${vin[i]}" is not a VIN character`);
    sum += value * (CHECK_DIGIT_WEIGHTS[i] as number);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * Whether position 9 must be the check digit. The first character of the WMI names the region: 1–5 are
 * North America (United States, Canada, Mexico), where 49 CFR 565 requires it, and L is China, whose
 * GB 16735 requires it too. Elsewhere ISO 3779 leaves position 9 to the maker: European and British VINs
 * (Land Rover's SAL, Jaguar's SAJ) often carry it but need not, so a Land Rover VIN whose ninth character
 * does not match is still a valid VIN — and the vehicles sold in Israel are exactly those.
 */
export function checkDigitApplies(vin: string): boolean {
  return /^[1-5L]/.test(vin);
}

/** Normalises and checks a VIN; the error names the rule it broke (messages live with the blocks). */
export function validateVin(input: string): VinValidation {
  const vin = normaliseVin(input);
  if (vin.length === 0) return { ok: false, code: 'empty', vin };
  const invalid = [...new Set([...vin].filter((char) => !ALLOWED.test(char)))];
  if (invalid.length > 0) return { ok: false, code: 'characters', vin, invalid };
  if (vin.length !== VIN_LENGTH) return { ok: false, code: 'length', vin, length: vin.length };
  if (!checkDigitApplies(vin)) return { ok: true, vin, checkDigitChecked: false };
  const expected = vinCheckDigit(vin);
  const actual = vin[8] as string;
  if (actual !== expected) return { ok: false, code: 'check_digit', vin, expected, actual };
  return { ok: true, vin, checkDigitChecked: true };
}

/** A short English description of a VIN error, for logs and API error details (visitors see the blocks' strings). */
export function describeVinError(error: VinError): string {
  switch (error.code) {
    case 'empty':
      return 'empty: the VIN is empty';
    case 'length':
      return `length: a VIN has ${VIN_LENGTH} characters, this one has ${error.length}`;
    case 'characters':
      return `characters: a VIN uses A-Z and 0-9 without I, O and Q; found ${error.invalid.join(' ')}`;
    case 'check_digit':
      return `check_digit: the 9th character should be ${error.expected}, not ${error.actual}`;
  }
}
