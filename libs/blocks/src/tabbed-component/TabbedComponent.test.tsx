import { describe, expect, it } from 'vitest';
import { tabMedia, visibleTabs } from './tabs';
import type { Group } from './types';

const group = (over: Partial<Group>): Group => ({
  tab_label: 'Tab',
  tab_type: 'image',
  image: null,
  frames: '[]',
  heading: '',
  paragraph: '',
  ...over,
});

describe('tabbed component tabs', () => {
  it('shows frames for an exterior 360 tab, the panorama for an interior one', () => {
    expect(tabMedia(group({ tab_type: 'exterior-360', frames: '[11, 12, 13]' }))).toEqual({ kind: 'spin', frames: [11, 12, 13] });
    expect(tabMedia(group({ tab_type: 'interior-360', image: { id: 7 } }))).toEqual({ kind: 'panorama', image: { id: 7 } });
  });

  it('falls back to the image when the frames JSON is broken, never throwing', () => {
    expect(tabMedia(group({ tab_type: 'exterior-360', frames: '[1, 2', image: { id: 4 } }))).toEqual({ kind: 'image', image: { id: 4 } });
    expect(tabMedia(group({ tab_type: 'exterior-360', frames: '{"a":1}' }))).toEqual({ kind: 'none' });
  });

  it('accepts a bare media id as the image', () => {
    expect(tabMedia(group({ image: 9 as unknown as Group['image'] }))).toEqual({ kind: 'image', image: { id: 9 } });
  });

  it('leaves out tabs without a label or anything to show', () => {
    const tabs = visibleTabs([group({ tab_label: '' , image: { id: 1 } }), group({}), group({ heading: 'Only copy' })]);
    expect(tabs.map((tab) => tab.group.heading)).toEqual(['Only copy']);
  });
});
