import { describe, expect, it } from 'vitest';
import { checkDigitApplies, describeVinError, normaliseVin, validateVin, vinCheckDigit } from './vin';

// Check digits below were computed independently of this code, with a 10-line python3 script
// (transliteration table, weights 8 7 6 5 4 3 2 10 0 9 8 7 6 5 4 3 2, sum mod 11, 10 → X).
describe('vinCheckDigit', () => {
  it.each([
    ['1HGCM82633A004352', '3'], // a Honda VIN widely used as the textbook example
    ['1M8GDM9AXKP042788', 'X'], // remainder 10
    ['11111111111111111', '1'],
    ['SALGA2BE8MA400123', '8'],
    ['SALEA7BW8N2081234', '8'],
    ['SALYA2BX2LA250871', '2'],
    ['LVSHCAMB7CE012345', '7'],
    ['SALGA2BEXMA400124', 'X'],
    ['JTDKN3DU6A0123456', '6'],
  ])('%s → %s', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
  });

  it('refuses what is not 17 VIN characters', () => {
    expect(() => vinCheckDigit('SALGA2BE8MA40012')).toThrow(RangeError);
    expect(() => vinCheckDigit('SALGA2BE8MA40012O')).toThrow(RangeError);
  });
});

describe('checkDigitApplies', () => {
  it.each([
    ['1HGCM82633A004352', true],
    ['2T1BR32E54C123456', true],
    ['3VWFE21C04M000001', true],
    ['4T1BF1FK5CU123456', true],
    ['5YJSA1E22MF123456', true],
    ['LVSHCAMB7CE012345', true],
    ['SALGA2BE8MA400123', false], // Land Rover, UK
    ['SAJAA4AX1JCP12345', false], // Jaguar, UK
    ['WBA3A5C50CF256985', false], // BMW, Germany
    ['JTDKN3DU6A0123456', false], // Toyota, Japan
    ['6T1BF3FK1CX123456', false], // Oceania
    ['9BWZZZ377VT004251', false], // South America
  ])('%s → %s', (vin, applies) => {
    expect(checkDigitApplies(vin)).toBe(applies);
  });
});

describe('normaliseVin', () => {
  it.each([
    ['  salga2be8ma400123 ', 'SALGA2BE8MA400123'],
    ['SAL-GA2-BE8-MA4-001-23', 'SALGA2BE8MA400123'],
    ['SAL GA2 BE8 MA4 00123', 'SALGA2BE8MA400123'],
    ['SAL\u2013GA2BE8\u00A0MA400123\t', 'SALGA2BE8MA400123'], // an en dash and a no-break space from a document
    ['', ''],
    [' - ', ''],
  ])('%j → %j', (input, vin) => {
    expect(normaliseVin(input)).toBe(vin);
  });
});

describe('validateVin', () => {
  it.each([
    ['SALGA2BE8MA400123', false],
    ['sal ga2 be8 ma4 00123', false],
    ['SALGA2BE0MA400123', false], // Land Rover: the ninth character need not be the check digit
    ['1HGCM82633A004352', true],
    ['1M8GDM9AXKP042788', true],
    ['LVSHCAMB7CE012345', true],
  ])('accepts %s (check digit checked: %s)', (input, checked) => {
    expect(validateVin(input)).toEqual({ ok: true, vin: normaliseVin(input), checkDigitChecked: checked });
  });

  it.each([
    ['', { code: 'empty' }],
    ['  -- ', { code: 'empty' }],
    ['SALGA2BE8MA40012', { code: 'length', length: 16 }],
    ['SALGA2BE8MA4001234', { code: 'length', length: 18 }],
    ['SALGA2BE8MA4OO123', { code: 'characters', invalid: ['O'] }],
    ['SALGA2BE8MI4Q0123', { code: 'characters', invalid: ['I', 'Q'] }],
    ['SALGA2BE8MA40012*', { code: 'characters', invalid: ['*'] }],
    ['SALGA2BE8MA4001', { code: 'length', length: 15 }],
    ['SÄLGA2BE8MA400123', { code: 'characters', invalid: ['Ä'] }],
    ['שלום', { code: 'characters', invalid: ['ש', 'ל', 'ו', 'ם'] }],
    // Characters are reported before length: "O" is the likelier mistake in a short VIN.
    ['SALGO', { code: 'characters', invalid: ['O'] }],
    ['1HGCM82643A004352', { code: 'check_digit', expected: '3', actual: '4' }],
    ['1M8GDM9A9KP042788', { code: 'check_digit', expected: 'X', actual: '9' }],
    ['LVSHCAMB0CE012345', { code: 'check_digit', expected: '7', actual: '0' }],
    ['5YJSA1E26MF123456', { code: 'check_digit', expected: '2', actual: '6' }],
  ])('refuses %j', (input, error) => {
    expect(validateVin(input)).toMatchObject({ ok: false, ...error });
  });

  it('describes each error with its code first', () => {
    for (const input of ['', 'SAL', 'SALGA2BE8MA4OO123', '1HGCM82643A004352']) {
      const result = validateVin(input);
      if (result.ok) throw new Error(`${input} should fail`);
      expect(describeVinError(result).startsWith(`${result.code}:`)).toBe(true);
    }
    const bad = validateVin('SALGA2BE8MI4Q0123');
    expect(!bad.ok && describeVinError(bad)).toContain('I Q');
  });
});
