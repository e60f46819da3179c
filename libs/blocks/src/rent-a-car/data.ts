import type { BlockDataLoader } from '../data/types';
import { formBlockLoader } from '../forms/data';

/**
 * The enquiry's contact form (`contact_form_id`), loaded beside the page like a form block's form so the
 * contact step renders without a browser fetch; the same rules (no such form → the block is unavailable).
 */
export const rentACarLoader: BlockDataLoader = (block, context) =>
  formBlockLoader({ ...block, fields: { ...block.fields, form_id: block.fields['contact_form_id'] } }, context);
