import type {
  BoolField,
  Field,
  IconField,
  ImageField,
  JsonField,
  LinkField,
  LinksCollectionField,
  MarkdownField,
  MarkdownLanguage,
  NumberField,
  SelectField,
  SelectOption,
  SeparatorField,
  StringField,
  TextField,
} from './types';

/** What every builder accepts besides symbol and value; the label defaults to the humanised symbol. */
export interface FieldOptions {
  label?: string;
  tooltip?: string;
  contentful?: boolean;
}

/** `author_position` → "Author position", `goTopShort` → "Go top short". */
export function humanise(symbol: string): string {
  const words = symbol
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function common(symbol: string, options: FieldOptions | undefined, contentful: boolean) {
  return {
    label: options?.label ?? humanise(symbol),
    symbol,
    ...((options?.contentful ?? contentful) ? { contentful: true } : {}),
  };
}

function tooltipAttrs(options: FieldOptions | undefined) {
  return options?.tooltip === undefined ? {} : { attrs: { tooltip: options.tooltip } };
}

/** Translatable one-line text. */
export function str(symbol: string, value = '', options?: FieldOptions): StringField {
  return { ...common(symbol, options, true), field_type: 'String', value, ...tooltipAttrs(options) };
}

/** A technical string (ids, keys, URLs, placeholders' names): never translated. */
export function key(symbol: string, value = '', options?: FieldOptions): StringField {
  return { ...common(symbol, options, false), field_type: 'String', value, ...tooltipAttrs(options) };
}

/** Translatable multi-line plain text. */
export function text(symbol: string, value = '', options?: FieldOptions): TextField {
  return { ...common(symbol, options, true), field_type: 'Text', value, ...tooltipAttrs(options) };
}

/** Rich text (language html) or a JSON code editor (language json). */
export function markdown(
  symbol: string,
  value = '',
  options?: FieldOptions & { language?: MarkdownLanguage },
): MarkdownField {
  const language = options?.language ?? 'html';
  return {
    ...common(symbol, options, language === 'html'),
    field_type: 'Markdown',
    value,
    attrs: { language, ...(options?.tooltip === undefined ? {} : { tooltip: options.tooltip }) },
  };
}

export function bool(symbol: string, value = false, options?: FieldOptions): BoolField {
  return { ...common(symbol, options, false), field_type: 'Bool', value, ...tooltipAttrs(options) };
}

export function num(symbol: string, value: number | null = null, options?: FieldOptions): NumberField {
  return { ...common(symbol, options, false), field_type: 'Number', value, ...tooltipAttrs(options) };
}

/**
 * Options given as bare values get their value as label. The default must be one of the options, and
 * the compiler checks it (`NoInfer` keeps the default from widening the option type).
 */
export function select<const V extends string>(
  symbol: string,
  options: readonly (V | { readonly label: string; readonly value: V })[],
  value: NoInfer<V>,
  fieldOptions?: FieldOptions,
): SelectField {
  const normalised: SelectOption[] = options.map((option) =>
    typeof option === 'string'
      ? { label: option, value: option }
      : { label: option.label, value: option.value },
  );
  return {
    ...common(symbol, fieldOptions, false),
    field_type: 'Select',
    value,
    attrs: {
      options: normalised,
      ...(fieldOptions?.tooltip === undefined ? {} : { tooltip: fieldOptions.tooltip }),
    },
  };
}

export function image(
  symbol: string,
  sizes: readonly string[],
  options?: FieldOptions & { withAlt?: boolean },
): ImageField {
  return {
    ...common(symbol, options, false),
    field_type: 'Image',
    value: null,
    attrs: {
      sizes,
      ...(options?.withAlt === undefined ? {} : { withAlt: options.withAlt }),
      ...(options?.tooltip === undefined ? {} : { tooltip: options.tooltip }),
    },
  };
}

/** Links carry translatable link_text, hence contentful. */
export function link(symbol: string, options?: FieldOptions): LinkField {
  return { ...common(symbol, options, true), field_type: 'Link', value: null, ...tooltipAttrs(options) };
}

export function links(symbol: string, options?: FieldOptions): LinksCollectionField {
  return {
    ...common(symbol, options, true),
    field_type: 'LinksCollection',
    value: [],
    ...tooltipAttrs(options),
  };
}

export function icon(symbol: string, value = '', options?: FieldOptions): IconField {
  return { ...common(symbol, options, false), field_type: 'Icon', value, ...tooltipAttrs(options) };
}

/** JSON text. Pass the default as data; it is stored as text, as the editor shows it. */
export function json(symbol: string, value: unknown = {}, options?: FieldOptions): JsonField {
  return {
    ...common(symbol, options, false),
    field_type: 'Json',
    value: JSON.stringify(value),
    ...tooltipAttrs(options),
  };
}

export function separator(symbol: string, options?: FieldOptions): SeparatorField {
  return {
    ...common(symbol, options, false),
    field_type: 'Separator',
    value: null,
    ...tooltipAttrs(options),
  };
}

/** Fields built per item of a list (quiz steps, numbered frames), kept in one flat array. */
export function each<T>(items: readonly T[], build: (item: T, index: number) => readonly Field[]): Field[] {
  return items.flatMap((item, index) => build(item, index));
}
