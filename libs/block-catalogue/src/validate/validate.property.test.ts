import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templates, validateBlockInstance, type BlockInstanceInput } from '../index';

const anyTemplate = fc.constantFrom(...templates);
const anything = fc.anything({
  withNullPrototype: true,
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
  withBoxedValues: true,
});

function isWellFormed(result: unknown) {
  if (typeof result !== 'object' || result === null) return false;
  const value = result as { ok?: unknown; problems?: unknown; value?: { fields?: unknown; groups?: unknown } };
  if (value.ok === true) {
    // The effective instance: a plain fields object and a list of plain group objects.
    const effective = value.value;
    return (
      typeof effective?.fields === 'object' &&
      effective.fields !== null &&
      Array.isArray(effective.groups) &&
      effective.groups.every((group) => typeof group === 'object' && group !== null)
    );
  }
  return (
    value.ok === false &&
    Array.isArray(value.problems) &&
    value.problems.length > 0 &&
    value.problems.every(
      (p: { path?: unknown; message?: unknown }) =>
        typeof p.path === 'string' && typeof p.message === 'string',
    )
  );
}

describe('validateBlockInstance on hostile input', () => {
  it('never throws and always answers with ok or problems, whatever fields and groups hold', () => {
    fc.assert(
      fc.property(anyTemplate, anything, anything, (template, fields, groups) => {
        const result = validateBlockInstance(template, { fields, groups } as BlockInstanceInput);
        expect(isWellFormed(result)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws when the instance itself is anything', () => {
    fc.assert(
      fc.property(anyTemplate, anything, (template, instance) => {
        expect(isWellFormed(validateBlockInstance(template, instance as BlockInstanceInput))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reports problems only at paths under fields or groups', () => {
    fc.assert(
      fc.property(
        anyTemplate,
        fc.dictionary(fc.string(), anything),
        fc.array(fc.dictionary(fc.string(), anything)),
        (template, fields, groups) => {
          const result = validateBlockInstance(template, { fields, groups });
          if (!result.ok)
            for (const problem of result.problems) expect(problem.path).toMatch(/^(fields|groups)/);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('accepts any instance made of the template defaults and known symbols', () => {
    fc.assert(
      fc.property(anyTemplate, (template) => {
        const fields = Object.fromEntries(template.fields.map((field) => [field.symbol, field.value]));
        const result = validateBlockInstance(template, { fields, groups: [] });
        // Only the B§5 rules can reject defaults (an empty form_id or HTML box).
        if (!result.ok) for (const p of result.problems) expect(p.path).toMatch(/^fields\.(form_id|code)$/);
      }),
    );
  });
});
