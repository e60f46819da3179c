import fc from 'fast-check';
import { ValidationError } from 'yup';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, isFormDefinition, type FieldDefinition, type FormDefinition } from './definition';
import { buildLeadSchema, validateLead } from './schema';
import { contactFormDefinition, validContactValues } from './testing';

const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withTypedArray: true,
  withSparseArray: true,
  withObjectString: true,
});
const fieldIds = contactFormDefinition.fields.map((field) => field.id);
/** Objects whose keys are often the form's own, with values of any kind. */
const body = fc.dictionary(fc.oneof(fc.constantFrom(...fieldIds), fc.string()), anything, { maxKeys: 20 });
const locale = fc.constantFrom('he' as const, 'en' as const);

const options = [{ value: 'a', label: { he: 'א', en: 'A' } }];
const field: fc.Arbitrary<FieldDefinition> = fc
  .record({
    type: fc.constantFrom(...FIELD_TYPES),
    required: fc.boolean(),
    min: fc.option(fc.nat(5), { nil: undefined }),
    max: fc.option(fc.integer({ min: 5, max: 20 }), { nil: undefined }),
  })
  .map(({ type, required, min, max }) => {
    const text = ['text', 'email', 'tel', 'textarea', 'hidden'].includes(type);
    return {
      id: 'x',
      type,
      label: { he: 'x', en: 'x' },
      ...(type === 'select' || type === 'radio' ? { options } : {}),
      rules: text ? { required, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) } : { required },
    };
  });
const definition: fc.Arbitrary<FormDefinition> = fc
  .array(field, { minLength: 1, maxLength: 6 })
  .map((fields) => ({ fields: fields.map((item, i) => ({ ...item, id: `field_${i}` })) }));

describe('lead schema properties', () => {
  it('never throws anything but a ValidationError, whatever the body', () => {
    fc.assert(
      fc.property(fc.oneof(body, anything), locale, (input, lang) => {
        const schema = buildLeadSchema(contactFormDefinition, lang);
        try {
          schema.validateSync(input, { abortEarly: false });
        } catch (error) {
          expect(error).toBeInstanceOf(ValidationError);
        }
        const result = validateLead(schema, input);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 400 },
    );
  });

  it('accepts only defined keys, with values of the field types', () => {
    fc.assert(
      fc.property(body, (input) => {
        const result = validateLead(buildLeadSchema(contactFormDefinition, 'en'), { ...validContactValues, ...input });
        if (!result.ok) return;
        expect(Object.keys(result.values).sort()).toEqual([...fieldIds].sort());
        for (const item of contactFormDefinition.fields) {
          const expected = item.type === 'checkbox' || item.type === 'consent' ? 'boolean' : 'string';
          expect(typeof result.values[item.id]).toBe(expected);
        }
      }),
    );
  });

  it('keeps accepting a valid lead whatever unknown keys are added', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string().filter((key) => !fieldIds.includes(key)), anything), (extra) => {
        const result = validateLead(buildLeadSchema(contactFormDefinition, 'he'), { ...extra, ...validContactValues });
        expect(result).toEqual({ ok: true, values: validContactValues });
      }),
    );
  });

  it('builds a total schema from any valid definition', () => {
    fc.assert(
      fc.property(definition, body, locale, (def, input, lang) => {
        expect(isFormDefinition(def)).toBe(true);
        const result = validateLead(buildLeadSchema(def, lang), input);
        if (!result.ok) expect(Object.values(result.errors).every((message) => message.length > 0)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('is idempotent: a cleaned lead validates to itself', () => {
    fc.assert(
      fc.property(body, (input) => {
        const schema = buildLeadSchema(contactFormDefinition, 'he');
        const first = validateLead(schema, input);
        if (first.ok) expect(validateLead(schema, first.values)).toEqual(first);
      }),
    );
  });
});
