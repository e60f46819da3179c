// The block's content contract, checked on the server; the browser bundle never loads yup.
import { object, string, mixed, type InferType } from 'yup';
import { blockScrollId, boxColor, headerSize, headerTag, linkSchema } from '../shared/fields';
import type { BlockSchema } from '../shared/types';

const fields = object({
  block_scroll_id: blockScrollId,
  heading: string().default(''),
  paragraph: string().default(''),
  header_size: headerSize,
  header_tag: headerTag,
  box_color: boxColor,
  copy_alignment_class: mixed<'top' | 'center'>().oneOf(['top', 'center']).default('center'),
  button: linkSchema.default(undefined).optional(),
});

export type Fields = InferType<typeof fields>;

export const heroTitleBannerSchema = {
  fields,
  group: null,
  maxGroups: 0,
} satisfies BlockSchema<Fields, never>;
