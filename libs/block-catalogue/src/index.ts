// @lux/block-catalogue: every block template as typed data, and one validator for block instances.
export {
  findTemplate,
  isTemplateKey,
  templateByKey,
  templateKeys,
  templates,
  type TemplateKey,
} from './catalogue';
export {
  BUTTON_SIZES,
  BUTTON_UI_TYPES,
  FIELD_TYPES,
  IMAGE_RATIOS,
  LINK_TARGETS,
  LINK_TYPES,
  MARKDOWN_LANGUAGES,
  type BoolField,
  type ButtonSize,
  type ButtonUiType,
  type Field,
  type FieldAttrs,
  type FieldType,
  type IconField,
  type ImageField,
  type ImageRatio,
  type ImageValue,
  type JsonField,
  type LinkField,
  type LinksCollectionField,
  type LinkTarget,
  type LinkType,
  type LinkValue,
  type MarkdownField,
  type MarkdownLanguage,
  type NumberField,
  type SelectField,
  type SelectOption,
  type SeparatorField,
  type StringField,
  type TextField,
} from './fields/types';
export {
  HEADER_SIZES,
  HEADER_TAGS,
  IMAGE_SIZES,
  SLIDER_THEMES,
  THEMES,
  type HeaderSize,
  type HeaderTag,
  type ImagePreset,
  type SliderTheme,
  type Theme,
} from './fields/shared';
export { buttonSize, isLinkShown } from './links';
export {
  TEMPLATE_AREAS,
  TEMPLATE_GROUPS,
  type BlockTemplate,
  type TemplateArea,
  type TemplateGroup,
} from './template';
export { CONTENT_ITEM_TYPES, type ContentItemType } from './templates/content';
export {
  groupLimit,
  validateBlockInstance,
  type BlockInstanceInput,
  type ValidationResult,
} from './validate/validate';
export type { Problem as ValidationProblem } from './validate/values';
export { exampleInstance, type ExampleLocale } from './examples';
export { imagesOfBlock, type ImageUse } from './images';
