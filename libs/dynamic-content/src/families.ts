import { normaliseValue } from './normalise';

/** B§5 / A§3: vehicle families and their members, as the spec lists them. */
export const VEHICLE_FAMILIES = {
  defender: ['90', '110', '130'],
  discovery: ['discovery', 'discovery sport'],
  'range rover': ['range rover', 'sport', 'velar', 'evoque'],
} as const satisfies Record<string, readonly string[]>;

/** B§5: brand groups. `any_lr` covers the three Land Rover families (names and members). */
export const BRAND_GROUPS = {
  any_jag: ['i-pace', 'f-pace', 'e-pace', 'f-type', 'xe', 'xf', 'xj'],
  any_lr: ['defender', 'discovery', 'range rover'],
} as const satisfies Record<string, readonly string[]>;

/**
 * How URLs spell models is looser than the spec's lists: hyphens and underscores are the same
 * (`range-rover` = `range_rover`, `i_pace` = `i-pace`).
 */
export function brandKey(value: unknown): string {
  return normaliseValue(value).replace(/-/g, '_');
}

const familyKeys = new Map<string, Set<string>>(
  Object.entries(VEHICLE_FAMILIES).map(([family, members]) => {
    const keys = new Set([brandKey(family)]);
    for (const member of members) {
      keys.add(brandKey(member));
      // `defender 110`, `range rover velar`: the family name before a member is how URLs say it.
      if (!brandKey(member).startsWith(brandKey(family))) keys.add(brandKey(`${family} ${member}`));
    }
    return [brandKey(family), keys];
  }),
);

/**
 * Every brand key a condition value stands for: a group (`any_jag`, `any_lr`) → its models or its
 * families with their members; a family (`defender`) → itself and its members; else the value.
 */
export function brandValuesFor(value: unknown): ReadonlySet<string> {
  const key = brandKey(value);
  if (key === '') return new Set();
  if (key === 'any_jag') return new Set(BRAND_GROUPS.any_jag.map(brandKey));
  if (key === 'any_lr') return new Set(BRAND_GROUPS.any_lr.flatMap((family) => [...(familyKeys.get(brandKey(family)) ?? [])]));
  return familyKeys.get(key) ?? new Set([key]);
}
