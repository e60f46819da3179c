/** The field model of B§3.1: twelve field types, each with the value and attrs it needs. */

export const FIELD_TYPES = [
  'String',
  'Text',
  'Markdown',
  'Bool',
  'Number',
  'Select',
  'Image',
  'Link',
  'LinksCollection',
  'Icon',
  'Json',
  'Separator',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const MARKDOWN_LANGUAGES = ['html', 'json'] as const;
export type MarkdownLanguage = (typeof MARKDOWN_LANGUAGES)[number];

/** B§3.3 links and buttons. */
export const LINK_TYPES = ['internal', 'external', 'form', 'file'] as const;
export type LinkType = (typeof LINK_TYPES)[number];
export const LINK_TARGETS = ['_self', '_blank'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];
/** B§5: a button is primary, secondary or tertiary. */
export const BUTTON_UI_TYPES = ['primary', 'secondary', 'tertiary'] as const;
export type ButtonUiType = (typeof BUTTON_UI_TYPES)[number];
export const BUTTON_SIZES = ['medium', 'small'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface LinkValue {
  url: string;
  type: LinkType;
  target: LinkTarget;
  link_text: string;
  ui_type: ButtonUiType;
  icon?: string;
  size?: ButtonSize;
  rdx_forms_form_id?: string | number;
  /** JSON text mapping hidden form field names to values. */
  hidden_fields?: string;
  form_layout?: string;
  /** Shows the link even without an address or a label (B§5). */
  always_show?: boolean;
}

/** S§9 image ratios; 16-9 is the default. */
export const IMAGE_RATIOS = ['16-9', '16-6-5', '1-1'] as const;
export type ImageRatio = (typeof IMAGE_RATIOS)[number];

/** B§3.3 image value: a media-library id plus how to cut it. */
export interface ImageValue {
  id: number | string;
  alt?: string;
  sizes?: string[];
  heights?: number[];
  ratio?: ImageRatio;
  /** Default jpg. */
  format?: string;
}

export interface SelectOption {
  readonly label: string;
  readonly value: string;
}

interface Tooltip {
  /** Help text the editor shows next to the field. */
  readonly tooltip?: string;
}

interface FieldCommon {
  readonly label: string;
  /** The key under which an instance stores the value. */
  readonly symbol: string;
  /** Translatable text: the editor offers it per locale. */
  readonly contentful?: boolean;
}

interface Plain<T extends FieldType, V> extends FieldCommon {
  readonly field_type: T;
  readonly value: V;
  readonly attrs?: Tooltip;
}

export type StringField = Plain<'String', string>;
export type TextField = Plain<'Text', string>;
export type BoolField = Plain<'Bool', boolean>;
/** null: no number set. */
export type NumberField = Plain<'Number', number | null>;
/** null: no link set. */
export type LinkField = Plain<'Link', LinkValue | null>;
export type LinksCollectionField = Plain<'LinksCollection', readonly LinkValue[]>;
/** An icon name from the design system's icon set. */
export type IconField = Plain<'Icon', string>;
/** JSON text ('' means empty); see the validator for what it accepts. */
export type JsonField = Plain<'Json', string>;
/** A visual divider in the editor; it holds no value. */
export type SeparatorField = Plain<'Separator', null>;

export interface MarkdownField extends FieldCommon {
  readonly field_type: 'Markdown';
  readonly value: string;
  readonly attrs: Tooltip & { readonly language: MarkdownLanguage };
}

export interface SelectField extends FieldCommon {
  readonly field_type: 'Select';
  readonly value: string;
  readonly attrs: Tooltip & { readonly options: readonly SelectOption[] };
}

export interface ImageField extends FieldCommon {
  readonly field_type: 'Image';
  readonly value: ImageValue | null;
  readonly attrs: Tooltip & { readonly sizes: readonly string[]; readonly withAlt?: boolean };
}

/** One template field, discriminated on field_type. */
export type Field =
  | StringField
  | TextField
  | MarkdownField
  | BoolField
  | NumberField
  | SelectField
  | ImageField
  | LinkField
  | LinksCollectionField
  | IconField
  | JsonField
  | SeparatorField;

/** The attrs any field may carry, as the API documents them (B§3.1). */
export interface FieldAttrs {
  options?: readonly SelectOption[];
  language?: MarkdownLanguage;
  sizes?: readonly string[];
  withAlt?: boolean;
  tooltip?: string;
}
