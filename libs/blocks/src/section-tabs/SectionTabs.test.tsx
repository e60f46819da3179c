import { describe, expect, it } from 'vitest';
import { nextTabIndex } from './keyboard';
import { blocksCount, hideRule, tabFromHash, tabRanges } from './ranges';

describe('section tabs', () => {
  it('gives each tab the next blocks_count blocks after the block (B§3.2)', () => {
    const ranges = tabRanges([{ blocks_count: 2 }, { blocks_count: null }, { blocks_count: 0 }, { blocks_count: 1 }], 3);
    expect(ranges.map((range) => range.blocks)).toEqual([[4, 5], [6], [], [7]]);
  });

  it('reads blocks_count defensively', () => {
    expect(blocksCount(undefined)).toBe(1);
    expect(blocksCount(-4)).toBe(0);
    expect(blocksCount(2.7)).toBe(2);
    expect(blocksCount('3')).toBe(0);
    expect(blocksCount(Number.NaN)).toBe(0);
  });

  it('hides the other tabs’ blocks with a rule that spares blocks shown in the dialog', () => {
    expect(hideRule([4, 5], 'data-x')).toBe('#component-4:not([data-x]),#component-5:not([data-x]){display:none}');
    expect(hideRule([], 'data-x')).toBe('');
  });

  it('selects a tab from the hash', () => {
    expect(tabFromHash('#interior', ['exterior', 'interior'])).toBe(1);
    expect(tabFromHash('#', ['exterior', ''])).toBe(-1);
    expect(tabFromHash('#%E0%A4%A', ['x'])).toBe(-1);
  });

  it('mirrors the arrow keys under RTL (ArrowLeft is next in Hebrew)', () => {
    expect(nextTabIndex('ArrowLeft', 0, 3, 'rtl')).toBe(1);
    expect(nextTabIndex('ArrowRight', 0, 3, 'rtl')).toBe(2);
    expect(nextTabIndex('ArrowRight', 2, 3, 'ltr')).toBe(0);
    expect(nextTabIndex('End', 0, 3, 'ltr')).toBe(2);
    expect(nextTabIndex('Enter', 0, 3, 'ltr')).toBeNull();
  });
});
