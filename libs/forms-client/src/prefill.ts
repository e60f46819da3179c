/**
 * Where a form's starting values come from besides its defaults: the page's query (B§5: copied only if
 * non-empty), and the four mappings of the form block (B§3.3). The spec names the mappings but shows no
 * shapes; the shapes chosen here (each a JSON object, stored as JSON text by the CMS) are:
 *
 * | block field                     | shape                               | copies                                   |
 * | ------------------------------- | ----------------------------------- | ---------------------------------------- |
 * | `form_hidden_field_mapping`     | `{ "<fieldId>": "<fixed value>" }`  | fixed values (campaign, source…)         |
 * | `form_params_mapping`           | `{ "<queryParam>": "<fieldId>" }`   | a query parameter under another name     |
 * | `form_location_params_mapping`  | `{ "<urlPart>": "<fieldId>" }`      | a part of the page address (`href`, `origin`, `host`, `hostname`, `pathname`, `search`, `hash`) |
 * | `form_location_mapping`         | `{ "<locationAttribute>": "<fieldId>" }` | an attribute of the forms-service Location (B§3.5) the form is shown for (`id`, `name`, `dealer_code`…) |
 *
 * Every function is pure and total: unknown fields, empty values and `consent` fields (consent is given
 * by the visitor, never by a link) are skipped; bad JSON or bad entries are reported in `problems`.
 */
import {
  CHOICE_FIELD_TYPES,
  isBooleanField,
  type FieldDefinition,
  type FieldValue,
  type FormDefinition,
  type FormValues,
} from './definition';

export type QueryInput = URLSearchParams | Readonly<Record<string, unknown>>;

export interface MappingResult {
  values: Partial<FormValues>;
  problems: string[];
}

export const PAGE_LOCATION_PARTS = ['href', 'origin', 'host', 'hostname', 'pathname', 'search', 'hash'] as const;
export type PageLocationPart = (typeof PAGE_LOCATION_PARTS)[number];
export type PageLocation = Partial<Record<PageLocationPart, string>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const TRUE_STRINGS = new Set(['true', 'on', '1', 'yes']);

/** A raw value as the field's value, or undefined when it is empty or does not fit the field. */
function fieldValue(field: FieldDefinition, raw: unknown): FieldValue | undefined {
  if (field.type === 'consent') return undefined;
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : undefined;
  if (isBooleanField(field)) {
    if (raw === true) return true;
    return text !== undefined && TRUE_STRINGS.has(text.toLowerCase()) ? true : undefined;
  }
  if (text === undefined || text === '') return undefined;
  if (CHOICE_FIELD_TYPES.includes(field.type) && !(field.options ?? []).some((option) => option.value === text)) return undefined;
  return text;
}

/** The first non-empty value of a query parameter (a repeated parameter gives several). */
function queryValue(query: QueryInput, name: string): unknown {
  const all: unknown[] =
    query instanceof URLSearchParams
      ? query.getAll(name)
      : Object.hasOwn(query, name)
        ? [query[name]].flat()
        : [];
  return all.find((value) => (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null));
}

function fieldsById(definition: FormDefinition): Map<string, FieldDefinition> {
  return new Map(definition.fields.map((field) => [field.id, field]));
}

/** B§5: query values copied into the fields of the same name, only if non-empty. */
export function prefillFromQuery(definition: FormDefinition, query: QueryInput): Partial<FormValues> {
  const values: Partial<FormValues> = {};
  for (const field of definition.fields) {
    const value = fieldValue(field, queryValue(query, field.id));
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}

/**
 * A mapping as stored by the CMS: a JSON object (or its JSON text) of string to string. Blank means none.
 * Entries whose value is not a string (or a number, for fixed values) are reported and dropped.
 */
export function parseMapping(raw: unknown, name: string): { mapping: Record<string, string>; problems: string[] } {
  const problems: string[] = [];
  let value = raw;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { mapping: {}, problems };
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return { mapping: {}, problems: [`${name} is not valid JSON`] };
    }
  }
  if (!isRecord(value)) return { mapping: {}, problems: [`${name} must be a JSON object`] };
  const mapping: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string' || (typeof entry === 'number' && Number.isFinite(entry))) mapping[key] = String(entry);
    else problems.push(`${name}.${key} must be a string`);
  }
  return { mapping, problems };
}

/** Copies `{ source: fieldId }` pairs, reading each source with `read`. */
function copyInto(
  definition: FormDefinition,
  raw: unknown,
  name: string,
  read: (source: string) => unknown,
): MappingResult {
  const { mapping, problems } = parseMapping(raw, name);
  const fields = fieldsById(definition);
  const values: Partial<FormValues> = {};
  for (const [source, fieldId] of Object.entries(mapping)) {
    const field = fields.get(fieldId);
    if (!field) {
      problems.push(`${name}.${source} names an unknown field "${fieldId}"`);
      continue;
    }
    const value = fieldValue(field, read(source));
    if (value !== undefined) values[field.id] = value;
  }
  return { values, problems };
}

/** `form_hidden_field_mapping` (or a link's `hidden_fields`): `{ fieldId: fixedValue }`. */
export function applyHiddenFieldMapping(
  definition: FormDefinition,
  mapping: unknown,
  name = 'form_hidden_field_mapping',
): MappingResult {
  const parsed = parseMapping(mapping, name);
  const fields = fieldsById(definition);
  const values: Partial<FormValues> = {};
  const problems = parsed.problems;
  for (const [fieldId, fixed] of Object.entries(parsed.mapping)) {
    const field = fields.get(fieldId);
    if (!field) {
      problems.push(`${name}.${fieldId} is not a field of the form`);
      continue;
    }
    const value = fieldValue(field, fixed);
    if (value !== undefined) values[field.id] = value;
  }
  return { values, problems };
}

/** `form_params_mapping`: `{ queryParam: fieldId }`; empty query values are not copied. */
export function applyParamsMapping(definition: FormDefinition, mapping: unknown, query: QueryInput): MappingResult {
  return copyInto(definition, mapping, 'form_params_mapping', (param) => queryValue(query, param));
}

/** `form_location_params_mapping`: `{ urlPart: fieldId }` over the page address (a `URL` or `window.location`). */
export function applyLocationParamsMapping(
  definition: FormDefinition,
  mapping: unknown,
  page: PageLocation | URL | null | undefined,
): MappingResult {
  const result = copyInto(definition, mapping, 'form_location_params_mapping', (part) =>
    page && (PAGE_LOCATION_PARTS as readonly string[]).includes(part) ? page[part as PageLocationPart] : undefined,
  );
  const { mapping: parsed } = parseMapping(mapping, 'form_location_params_mapping');
  for (const part of Object.keys(parsed)) {
    if (!(PAGE_LOCATION_PARTS as readonly string[]).includes(part)) {
      result.problems.push(`form_location_params_mapping.${part} is not one of ${PAGE_LOCATION_PARTS.join(', ')}`);
    }
  }
  return result;
}

/** `form_location_mapping`: `{ locationAttribute: fieldId }` over the forms-service Location of the form. */
export function applyLocationMapping(
  definition: FormDefinition,
  mapping: unknown,
  location: Readonly<Record<string, unknown>> | null | undefined,
): MappingResult {
  return copyInto(definition, mapping, 'form_location_mapping', (attribute) =>
    location && Object.hasOwn(location, attribute) ? location[attribute] : undefined,
  );
}

/** The form block's fields of B§3.3 that feed values. */
export interface FormBlockMappings {
  form_hidden_field_mapping?: unknown;
  form_params_mapping?: unknown;
  form_location_params_mapping?: unknown;
  form_location_mapping?: unknown;
}

export interface PrefillSources {
  block?: FormBlockMappings;
  /** The page's query. */
  query?: QueryInput;
  /** The page address, for `form_location_params_mapping`. */
  page?: PageLocation | URL | null;
  /** The forms-service Location the form is shown for, for `form_location_mapping`. */
  location?: Readonly<Record<string, unknown>> | null;
  /** Hidden fields sent by a form link or button (`hidden_fields`, the modal form popup of A§4). */
  linkHiddenFields?: unknown;
}

/**
 * All sources together, later ones winning: fixed hidden values of the block, the link's hidden fields,
 * the Location, the page address, then the query (its mapping, then same-name fields), because what
 * the visitor's own link says is the most specific.
 */
export function prefillValues(definition: FormDefinition, sources: PrefillSources): MappingResult {
  const { block = {}, query = {}, page = null, location = null } = sources;
  const parts: MappingResult[] = [
    applyHiddenFieldMapping(definition, block.form_hidden_field_mapping),
    applyHiddenFieldMapping(definition, sources.linkHiddenFields, 'hidden_fields'),
    applyLocationMapping(definition, block.form_location_mapping, location),
    applyLocationParamsMapping(definition, block.form_location_params_mapping, page),
    applyParamsMapping(definition, block.form_params_mapping, query),
    { values: prefillFromQuery(definition, query), problems: [] },
  ];
  return {
    values: Object.assign({}, ...parts.map((part) => part.values)) as Partial<FormValues>,
    problems: parts.flatMap((part) => part.problems),
  };
}
