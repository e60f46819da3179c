import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRAND_GROUPS, brandValuesFor, VEHICLE_FAMILIES } from './families';
import { normaliseValue } from './normalise';
import { externalStockPasses, offersPass, reffinePasses } from './rules';
import { urlBrandPasses } from './url-brand';

/** Re-spells a value the way editors and URLs do: case, outer spaces, runs of inner spaces. */
const respelled = (value: string) =>
  fc
    .tuple(fc.boolean(), fc.constantFrom('', ' ', '  '), fc.constantFrom(' ', '  ', '\t'))
    .map(([upper, pad, gap]) => `${pad}${(upper ? value.toUpperCase() : value).replace(/ /g, gap)}${pad}`);
const word = fc.stringMatching(/^[a-z0-9][a-z0-9 -]{0,12}[a-z0-9]$/);

describe('dynamic-content properties', () => {
  it('normalisation is idempotent and leaves no space or upper case', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const once = normaliseValue(value);
        expect(normaliseValue(once)).toBe(once);
        expect(once).not.toMatch(/\s/);
        expect(once).toBe(once.toLowerCase());
      }),
    );
  });

  it('external stock and Reffine are blind to spelling differences', () => {
    fc.assert(
      fc.property(word.chain((w) => fc.tuple(fc.constant(w), respelled(w))), ([value, spelled]) => {
        expect(externalStockPasses([value], spelled)).toBe(true);
        expect(reffinePasses({ list: [value] }, `list:${spelled}`)).toBe(true);
        expect(offersPass([{ model: value }], `model=${encodeURIComponent(spelled)}`)).toBe(true);
      }),
    );
  });

  it('an unknown list always passes; an empty list never does', () => {
    fc.assert(
      fc.property(word, (value) => {
        expect(externalStockPasses(null, value)).toBe(true);
        expect(externalStockPasses([], value)).toBe(false);
        expect(offersPass(null, `model=${value}`)).toBe(true);
        expect(offersPass([], `model=${value}`)).toBe(false);
        expect(reffinePasses({}, `list:${value}`)).toBe(true);
        expect(reffinePasses({ list: [] }, `list:${value}`)).toBe(false);
      }),
    );
  });

  it('every family member and group model passes URL brand for its family, group and itself, in any spelling', () => {
    const cases = [
      ...Object.entries(VEHICLE_FAMILIES).flatMap(([family, members]) => members.map((m) => [family, m, 'any_lr'] as const)),
      ...BRAND_GROUPS.any_jag.map((model) => [model, model, 'any_jag'] as const),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...cases).chain(([group, member, any]) => fc.tuple(fc.constant([group, any]), respelled(member))), ([[family, any], spelled]) => {
        const location = { pathname: '/', search: `?model=${encodeURIComponent(spelled)}` };
        expect(urlBrandPasses(family!, location)).toBe(true);
        expect(urlBrandPasses(any!, location)).toBe(true);
        expect(urlBrandPasses(any === 'any_lr' ? 'any_jag' : 'any_lr', location)).toBe(false);
      }),
    );
  });

  it('a group covers exactly the union of its members', () => {
    const lr = brandValuesFor('any_lr');
    for (const family of Object.keys(VEHICLE_FAMILIES)) for (const key of brandValuesFor(family)) expect(lr.has(key)).toBe(true);
    expect(lr.size).toBe(Object.keys(VEHICLE_FAMILIES).reduce((n, family) => n + brandValuesFor(family).size, 0));
  });
});
