// The block's content contract, checked on the server; the browser bundle never loads yup.
import { object, string, type InferType } from 'yup';
import { blockScrollId, boxColor, headerTag, linkSchema, priceField } from '../shared/fields';
import type { BlockSchema } from '../shared/types';

const fields = object({
  block_scroll_id: blockScrollId,
  heading: string().default(''),
  header_tag: headerTag,
  box_color: boxColor,
});

const group = object({
  heading: string().default(''),
  paragraph: string().default(''),
  price: priceField,
  link: linkSchema.default(undefined).optional(),
});

export type Fields = InferType<typeof fields>;
export type Group = InferType<typeof group>;

export const contentBlocksSchema = {
  fields,
  group: group,
  maxGroups: 1000,
} satisfies BlockSchema<Fields, Group>;
