// Checks one value against its field type. Written for hostile input: nothing here may throw, and no
// message interpolates the value itself (String() throws on objects without a prototype).
import {
  BUTTON_SIZES,
  BUTTON_UI_TYPES,
  IMAGE_RATIOS,
  LINK_TARGETS,
  LINK_TYPES,
  type Field,
} from '../fields/types';

export interface Problem {
  path: string;
  message: string;
}

export type Report = (path: string, message: string) => void;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A short, safe description of what was found, for messages. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'a non-finite number';
  const type = typeof value;
  return type === 'object' ? 'an object' : `a ${type}`;
}

export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** JSON text: '' is accepted as "empty"; anything else must parse. */
export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const oneOf = (allowed: readonly string[], value: unknown) =>
  typeof value === 'string' && allowed.includes(value);

function expectString(value: unknown, path: string, report: Report): value is string {
  if (typeof value === 'string') return true;
  report(path, `must be a string, got ${describe(value)}`);
  return false;
}

function checkJsonText(value: unknown, path: string, report: Report) {
  if (!expectString(value, path, report)) return;
  if (!parseJsonText(value).ok) report(path, 'must be valid JSON text');
}

function checkEnum(allowed: readonly string[], value: unknown, path: string, report: Report) {
  if (!oneOf(allowed, value)) report(path, `must be one of ${allowed.join(', ')}`);
}

const LINK_REQUIRED = ['url', 'type', 'target', 'link_text', 'ui_type'] as const;
const LINK_OPTIONAL = [
  'icon',
  'size',
  'rdx_forms_form_id',
  'hidden_fields',
  'form_layout',
  'always_show',
] as const;
const LINK_KEYS: readonly string[] = [...LINK_REQUIRED, ...LINK_OPTIONAL];

/** B§3.3 link and B§5 button: url, type, target, link_text and ui_type are required. */
export function checkLink(value: unknown, path: string, report: Report) {
  if (!isRecord(value)) {
    report(path, `must be a link object, got ${describe(value)}`);
    return;
  }
  for (const name of Object.keys(value)) {
    if (!LINK_KEYS.includes(name)) report(`${path}.${name}`, 'is not a link property');
  }
  for (const name of LINK_REQUIRED) {
    if (!Object.hasOwn(value, name)) report(`${path}.${name}`, 'is required');
  }
  const at = (name: string) => `${path}.${name}`;
  const get = (name: string) => own(value, name);
  if (get('url') !== undefined) expectString(get('url'), at('url'), report);
  if (get('link_text') !== undefined) expectString(get('link_text'), at('link_text'), report);
  if (get('type') !== undefined) checkEnum(LINK_TYPES, get('type'), at('type'), report);
  if (get('target') !== undefined) checkEnum(LINK_TARGETS, get('target'), at('target'), report);
  if (get('ui_type') !== undefined) checkEnum(BUTTON_UI_TYPES, get('ui_type'), at('ui_type'), report);
  if (get('size') !== undefined) checkEnum(BUTTON_SIZES, get('size'), at('size'), report);
  for (const name of ['icon', 'form_layout'] as const) {
    if (get(name) !== undefined) expectString(get(name), at(name), report);
  }
  if (get('hidden_fields') !== undefined) checkJsonText(get('hidden_fields'), at('hidden_fields'), report);
  const formId = get('rdx_forms_form_id');
  if (formId !== undefined && typeof formId !== 'string' && !isMediaId(formId)) {
    report(at('rdx_forms_form_id'), 'must be a string or a positive integer');
  }
  if (get('always_show') !== undefined && typeof get('always_show') !== 'boolean') {
    report(at('always_show'), `must be a boolean, got ${describe(get('always_show'))}`);
  }
}

function isMediaId(value: unknown): boolean {
  return (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) || isNonEmptyString(value);
}

const IMAGE_KEYS: readonly string[] = ['id', 'alt', 'url', 'sizes', 'heights', 'ratio', 'format'];

/** B§3.3 image: a media id, or an object with the id and how to cut it. */
function checkImage(value: unknown, path: string, report: Report) {
  if (!isRecord(value)) {
    if (!isMediaId(value)) report(path, `must be an image id or an image object, got ${describe(value)}`);
    return;
  }
  for (const name of Object.keys(value)) {
    if (!IMAGE_KEYS.includes(name)) report(`${path}.${name}`, 'is not an image property');
  }
  if (!isMediaId(own(value, 'id'))) report(`${path}.id`, 'must be a positive integer or a non-empty string');
  for (const name of ['alt', 'url', 'format'] as const) {
    const item = own(value, name);
    if (item !== undefined) expectString(item, `${path}.${name}`, report);
  }
  const ratio = own(value, 'ratio');
  if (ratio !== undefined) checkEnum(IMAGE_RATIOS, ratio, `${path}.ratio`, report);
  const sizes = own(value, 'sizes');
  if (sizes !== undefined && !(Array.isArray(sizes) && sizes.every((size) => typeof size === 'string'))) {
    report(`${path}.sizes`, 'must be a list of strings');
  }
  const heights = own(value, 'heights');
  if (
    heights !== undefined &&
    !(Array.isArray(heights) && heights.every((h) => typeof h === 'number' && Number.isFinite(h)))
  ) {
    report(`${path}.heights`, 'must be a list of numbers');
  }
}

/** Checks a value that is set; `undefined` and `null` mean "not set" and the caller uses the default. */
export function checkFieldValue(field: Field, value: unknown, path: string, report: Report): void {
  switch (field.field_type) {
    case 'String':
    case 'Text':
    case 'Icon':
      expectString(value, path, report);
      return;
    case 'Markdown':
      if (field.attrs.language === 'json') checkJsonText(value, path, report);
      else expectString(value, path, report);
      return;
    case 'Bool':
      if (typeof value !== 'boolean') report(path, `must be a boolean, got ${describe(value)}`);
      return;
    case 'Number':
      if (typeof value !== 'number' || !Number.isFinite(value))
        report(path, `must be a finite number, got ${describe(value)}`);
      return;
    case 'Select': {
      const allowed = field.attrs.options.map((option) => option.value);
      checkEnum(allowed, value, path, report);
      return;
    }
    case 'Image':
      checkImage(value, path, report);
      return;
    case 'Link':
      checkLink(value, path, report);
      return;
    case 'LinksCollection':
      if (!Array.isArray(value)) {
        report(path, `must be a list of links, got ${describe(value)}`);
        return;
      }
      for (let index = 0; index < value.length; index += 1)
        checkLink(value[index], `${path}[${index}]`, report);
      return;
    case 'Json':
      checkJsonText(value, path, report);
      return;
    case 'Separator':
      report(path, 'is a separator and holds no value');
      return;
    default: {
      const unreachable: never = field;
      return unreachable;
    }
  }
}
