// B§3.3: the field sets many blocks share, defined once.
import { bool, json, key, link, markdown, select, image, type FieldOptions } from './builders';
import type { Field, ImageField, SelectField } from './types';

/** B§3.1 themes (box_color); the design system's theme names. */
export const THEMES = ['light', 'grey', 'dark', 'black'] as const;
export type Theme = (typeof THEMES)[number];
/** Sliders also offer an all-white theme (B§3.1). */
export const SLIDER_THEMES = [...THEMES, 'all-white-theme'] as const;
export type SliderTheme = (typeof SLIDER_THEMES)[number];

export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

export const HEADER_SIZES = ['xs', 's', 'm', 'l', 'xl'] as const;
export type HeaderSize = (typeof HEADER_SIZES)[number];
export const HEADER_TAGS = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'] as const;
export type HeaderTag = (typeof HEADER_TAGS)[number];

export const DISTANCE_UNITS = ['km', 'mi'] as const;

/** S§9 image size presets, by ratio. */
export const IMAGE_SIZES = {
  /** 16-9, the default ratio; also the hero widths 1600, 1024, 640. */
  wide: ['1600x900', '1024x576', '640x360'],
  /** 16-6-5 banners. */
  banner: ['1600x650', '1024x416', '640x260'],
  /** 1-1. */
  square: ['360x360', '415x415', '830x830', '1245x1245'],
  /** Accolade backgrounds (B§9). */
  accolade: ['2000x358', '1600x500'],
} as const satisfies Record<string, readonly string[]>;
export type ImagePreset = keyof typeof IMAGE_SIZES;

const themeLabel = (value: string) =>
  value.charAt(0).toUpperCase() +
  value
    .slice(1)
    .replace(/-theme$/, '')
    .replace(/-/g, ' ');

/** The box_color theme select. */
export function boxColor(value: Theme = 'light'): SelectField {
  return select(
    'box_color',
    THEMES.map((theme) => ({ label: themeLabel(theme), value: theme })),
    value,
    {
      label: 'Theme',
    },
  );
}

/** A slider's box_color: the four themes plus all-white-theme. */
export function sliderTheme(value: SliderTheme = 'light'): SelectField {
  return select(
    'box_color',
    SLIDER_THEMES.map((theme) => ({ label: themeLabel(theme), value: theme })),
    value,
    {
      label: 'Theme',
    },
  );
}

export function alignment(symbol: string, value: Alignment = 'center', options?: FieldOptions): SelectField {
  return select(symbol, ALIGNMENTS, value, options);
}

/** header_size xs…xl, default xl; one variant adds `title` and defaults to it (B§3.3). */
export function headerSize(variant: 'standard' | 'with-title' = 'standard'): SelectField {
  return variant === 'with-title'
    ? select('header_size', [...HEADER_SIZES, 'title'], 'title')
    : select('header_size', HEADER_SIZES, 'xl');
}

/** header_tag H1–H6; the spec's "default 2" is H2. */
export function headerTag(value: HeaderTag = 'H2'): SelectField {
  return select('header_tag', HEADER_TAGS, value, { tooltip: 'The heading level in the page outline.' });
}

/** heading, header_size and header_tag: how most blocks title themselves. */
export function headingFields(options: { sizes?: 'standard' | 'with-title'; tag?: HeaderTag } = {}): Field[] {
  return [markdown('heading'), headerSize(options.sizes), headerTag(options.tag)];
}

export function paragraph(symbol = 'paragraph'): Field {
  return markdown(symbol);
}

/** Heading fields plus a paragraph: the usual text of a block. */
export function copyFields(options: { sizes?: 'standard' | 'with-title'; tag?: HeaderTag } = {}): Field[] {
  return [...headingFields(options), paragraph()];
}

export function imageField(
  symbol = 'image',
  preset: ImagePreset = 'wide',
  options?: FieldOptions,
): ImageField {
  return image(symbol, IMAGE_SIZES[preset], { withAlt: true, ...options });
}

/** A primary call to action, stored as `button` (or another symbol). */
export function button(symbol = 'button', options?: FieldOptions): Field {
  return link(symbol, options);
}

/** The B§3.3 form block fields. form_position defaults to center; button_position varies by block. */
export function formBlockFields(
  options: { formId?: string; buttonPosition?: Alignment; theme?: Theme } = {},
): Field[] {
  return [
    key('form_id', options.formId ?? '', { tooltip: 'The forms-service form this block submits to.' }),
    json('form_hidden_field_mapping', {}, { tooltip: 'Hidden field name → value.' }),
    json('form_params_mapping', {}, { tooltip: 'Query parameter → form field.' }),
    json('form_location_params_mapping', {}, { tooltip: 'Query parameter → location field.' }),
    json('form_location_mapping', {}, { tooltip: 'Location → form field values.' }),
    boxColor(options.theme),
    alignment('button_position', options.buttonPosition ?? 'center'),
    select('button_color', ['primary', 'secondary', 'tertiary'], 'primary'),
    alignment('form_position', 'center'),
    bool('has_two_columns'),
    bool('has_button_margin'),
    bool('modal_form', false, { tooltip: 'Open the form in a modal instead of inline.' }),
  ];
}
