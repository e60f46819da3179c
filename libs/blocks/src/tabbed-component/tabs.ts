import { parseFrames, type MediaId } from '../exterior-360/frames';
import { toImageValue } from '../interior-360/panorama';
import type { ImageValue } from '../shared/values';
import type { Group } from './types';

/** What a tab shows, decided once from its fields. */
export type TabMedia =
  | { kind: 'image'; image: ImageValue }
  | { kind: 'spin'; frames: MediaId[] }
  | { kind: 'panorama'; image: ImageValue }
  | { kind: 'none' };

/**
 * A tab's media: an exterior 360 tab without frames falls back to its image, an interior 360 tab needs its
 * image (the panorama); a tab with neither shows its copy only.
 */
export function tabMedia(group: Partial<Group>): TabMedia {
  const image = toImageValue(group.image);
  if (group.tab_type === 'exterior-360') {
    const frames = parseFrames(group.frames);
    if (frames.length > 1) return { kind: 'spin', frames };
    if (frames.length === 1) return { kind: 'image', image: { id: frames[0]! } };
  }
  if (group.tab_type === 'interior-360' && image) return { kind: 'panorama', image };
  return image ? { kind: 'image', image } : { kind: 'none' };
}

/** Tabs worth showing: those with a label and something to show. */
export function visibleTabs(groups: readonly Group[]): { group: Group; media: TabMedia }[] {
  return groups
    .map((group) => ({ group, media: tabMedia(group) }))
    .filter(({ group, media }) => typeof group.tab_label === 'string' && group.tab_label.trim() !== '' && (media.kind !== 'none' || group.heading?.trim() || group.paragraph?.trim()));
}
