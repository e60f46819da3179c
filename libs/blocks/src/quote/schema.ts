// The block's content contract, checked on the server; the browser bundle never loads yup.
import { boolean, mixed, object, string, type InferType } from 'yup';
import { blockScrollId, boxColor } from '../shared/fields';
import type { BlockSchema } from '../shared/types';

const fields = object({
  block_scroll_id: blockScrollId,
  quote: string().required('quote is required'),
  author: string().default(''),
  author_position: string().default(''),
  // Values are named as on an LTR page and mirror with the direction (as the product's RTL flip always
  // did): left is the line's start, right its end.
  alignment: mixed<'left' | 'center' | 'right'>().oneOf(['left', 'center', 'right']).default('center'),
  justify_text: boolean().default(false),
  box_color: boxColor,
});

export type Fields = InferType<typeof fields>;

export const quoteSchema = {
  fields,
  group: null,
  maxGroups: 0,
} satisfies BlockSchema<Fields, never>;
