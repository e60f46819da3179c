import type { BlockDataLoader } from '../data/types';
import { formBlockLoader } from '../forms/data';
import type { FormBlockData } from '../forms/types';
import { textOf } from '../shared/InlineHtml';
import type { ExpandedData, ExpandedTab, Fields } from './types';

/** At most this many tabs when the block sets no top_tabs_limit. */
export const DEFAULT_TABS_LIMIT = 5;

/**
 * The MENA expanded entry form's data: expanded-entry-form blocks of the page that share a tab_id are one
 * form area with a tab per block (up to the first block's top_tabs_limit); the first block loads every
 * tab's form, the others render nothing. A block without tab_id is a single form.
 */
export const expandedEntryFormLoader: BlockDataLoader = async (block, context): Promise<ExpandedData | undefined> => {
  const tabId = typeof block.fields['tab_id'] === 'string' ? block.fields['tab_id'].trim() : '';
  if (!tabId) return (await formBlockLoader(block, context)) as FormBlockData | undefined;
  const group = (context.pageBlocks ?? [block]).filter(
    (other) => other.template === 'expanded-entry-form' && typeof other.fields['tab_id'] === 'string' && other.fields['tab_id'].trim() === tabId,
  );
  if (group[0] && group[0].id !== block.id) return { grouped: true };
  const limitField = block.fields['top_tabs_limit'];
  const limit = typeof limitField === 'number' && limitField > 0 ? limitField : DEFAULT_TABS_LIMIT;
  const tabs = await Promise.all(
    group.slice(0, limit).map(async (member): Promise<ExpandedTab> => {
      const data = (await formBlockLoader(member, context).catch(() => undefined)) as FormBlockData | undefined;
      const fields = member.fields as unknown as Fields;
      return { blockId: member.id, label: textOf(fields.heading) || `#${member.id}`, fields, form: data?.form ?? null };
    }),
  );
  return { tabs: tabs.filter((tab) => tab.form !== null) };
};
