import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseVin, validateVin, vinCheckDigit } from './vin';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.split('');
// Independent of the code under test: the ISO 3779 table written out again.
const VALUE: Record<string, number> = Object.fromEntries(
  [...'0123456789'].map((d, i) => [d, i] as const).concat(
    [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((l, i) => [l, [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i] as number] as const),
  ),
);
const vinChar = fc.constantFrom(...VIN_CHARS);
const chars = (n: number) => fc.array(vinChar, { minLength: n, maxLength: n }).map((list) => list.join(''));

/** A valid VIN of a check-digit market (WMI starting 1–5 or L), with position 9 set right. */
const checkedVin = fc
  .tuple(fc.constantFrom('1', '2', '3', '4', '5', 'L'), chars(7), chars(8))
  .map(([region, head, tail]) => {
    const draft = `${region}${head}0${tail}`;
    return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
  });

describe('VIN properties', () => {
  it('every generated check-digit-market VIN is valid, and its check digit is checked', () => {
    fc.assert(fc.property(checkedVin, (vin) => {
      expect(validateVin(vin)).toEqual({ ok: true, vin, checkDigitChecked: true });
    }));
  });

  it('changing any one character of a valid check-digit-market VIN makes it invalid', () => {
    fc.assert(
      fc.property(checkedVin, fc.integer({ min: 0, max: 16 }), vinChar, (vin, position, replacement) => {
        // Keep the region (changing it may leave the check-digit markets) and make it a real change.
        fc.pre(position > 0 && vin[position] !== replacement);
        const changed = `${vin.slice(0, position)}${replacement}${vin.slice(position + 1)}`;
        // Letters with the same ISO 3779 value (A and J, say) swap silently in any mod-11 scheme; every
        // other change moves the sum by weight × difference, never a multiple of 11 (11 is prime).
        fc.pre(position === 8 || VALUE[vin[position] as string] !== VALUE[replacement]);
        expect(validateVin(changed)).toMatchObject({ ok: false, code: 'check_digit' });
      }),
    );
  });

  it('normalisation is idempotent and validation sees through spaces, dashes and case', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (input) => {
      expect(normaliseVin(normaliseVin(input))).toBe(normaliseVin(input));
    }));
    fc.assert(
      fc.property(checkedVin, fc.array(fc.constantFrom(' ', '-', '\u2013', '\t'), { maxLength: 17 }), (vin, seps) => {
        const messy = [...vin].map((char, i) => `${seps[i] ?? ''}${i % 2 ? char.toLowerCase() : char}`).join('');
        expect(validateVin(messy)).toEqual({ ok: true, vin, checkDigitChecked: true });
      }),
    );
  });

  it('never throws, whatever is typed', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (input) => {
      expect(typeof validateVin(input).ok).toBe('boolean');
    }));
  });
});
