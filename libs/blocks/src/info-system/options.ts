import { tabRanges } from '../section-tabs/ranges';

/** B§9: an info system offers at most 30 options. */
export const MAX_OPTIONS = 30;

/** The dialog title: every `{selectedOption}` becomes the option's label; a blank title falls back to it. */
export function modalTitle(template: string, option: string): string {
  const title = template.replaceAll('{selectedOption}', option).trim();
  return title || option;
}

export interface InfoOption {
  label: string;
  /** Page positions of the blocks the option shows. */
  blocks: number[];
}

/**
 * The options and the page blocks each owns, in order after this block (B§3.2). Options without a label
 * still own their blocks (so those stay out of the page) but are not offered.
 */
export function infoOptions(groups: readonly { option_label?: unknown; blocks_count?: unknown }[], blockIndex: number) {
  const limited = groups.slice(0, MAX_OPTIONS);
  const ranges = tabRanges(limited, blockIndex);
  const owned = ranges.flatMap((range) => range.blocks);
  const options: InfoOption[] = limited.flatMap((group, position) => {
    const label = typeof group.option_label === 'string' ? group.option_label.trim() : '';
    return label ? [{ label, blocks: ranges[position]!.blocks }] : [];
  });
  return { options, owned };
}
