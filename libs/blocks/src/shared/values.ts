// Field value types as the catalogue defines them; blocks declare their Fields with these.
export type {
  HeaderSize,
  HeaderTag,
  ImageRatio,
  ImageValue,
  LinkValue,
  SliderTheme,
  Theme,
} from '@lux/block-catalogue';

/** Every block but In-page navigation starts with this field (B§3.1). */
export interface ScrollIdField {
  block_scroll_id: string;
}
