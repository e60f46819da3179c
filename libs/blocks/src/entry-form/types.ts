import type { FormBlockFields } from '../forms/types';
import type { HeaderSize, HeaderTag, ScrollIdField } from '../shared/values';

/** Mirrors the `entry-form` template in @lux/block-catalogue: copy fields and the B§3.3 form block fields. */
export interface Fields extends ScrollIdField, FormBlockFields {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  paragraph: string;
}
