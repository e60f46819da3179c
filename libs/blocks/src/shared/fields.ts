import { boolean, mixed, number, object, string } from 'yup';

export const boxColors = ['light', 'grey', 'dark', 'black'] as const;
export type BoxColor = (typeof boxColors)[number];

export const headerSizes = ['xs', 's', 'm', 'l', 'xl'] as const;
export type HeaderSize = (typeof headerSizes)[number];

export const headerTags = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'] as const;
export type HeaderTag = (typeof headerTags)[number];

/** block_scroll_id is added first to every block but In-page navigation (B§3.1). */
export const blockScrollId = string().default('').trim().matches(/^[A-Za-z0-9_-]*$/, 'block_scroll_id: letters, digits, - and _ only');

export const boxColor = mixed<BoxColor>().oneOf(boxColors).default('light');
export const headerSize = mixed<HeaderSize>().oneOf(headerSizes).default('xl');
export const headerTag = mixed<HeaderTag>().oneOf(headerTags).default('H2');

/** B§3.3 links and buttons. */
export const linkSchema = object({
  url: string().default(''),
  type: mixed<'internal' | 'external' | 'form' | 'file'>().oneOf(['internal', 'external', 'form', 'file']).default('internal'),
  target: mixed<'_self' | '_blank'>().oneOf(['_self', '_blank']).default('_self'),
  link_text: string().default(''),
  ui_type: mixed<'primary' | 'secondary' | 'tertiary'>().oneOf(['primary', 'secondary', 'tertiary']).default('primary'),
  always_show: boolean().default(false),
});

/** Prices arrive as numbers (or numeric strings from older content); absent means "no price". */
export const priceField = number()
  .transform((value, original) => (original === '' || original === null ? undefined : value))
  .optional();
