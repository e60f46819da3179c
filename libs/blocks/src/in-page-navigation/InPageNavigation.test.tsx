import { describe, expect, it } from 'vitest';
import { currentIndex, findTarget, MAX_LINKS, navLinks } from './links';

describe('in-page navigation links', () => {
  it('keeps links with a label and an anchor, drops duplicates and stops at 10 (B§9)', () => {
    const groups = [
      { label: 'עיצוב', blockId: '#design' },
      { label: ' ', blockId: 'x' },
      { label: 'ביצועים', blockId: '' },
      { label: 'שוב עיצוב', blockId: 'design' },
      ...Array.from({ length: 12 }, (_, n) => ({ label: `L${n}`, blockId: `b${n}` })),
    ];
    const links = navLinks(groups);
    expect(links[0]).toEqual({ label: 'עיצוב', blockId: 'design' });
    expect(links.length).toBeLessThanOrEqual(MAX_LINKS);
    expect(links.map((link) => link.blockId)).not.toContain('x');
  });

  it('survives groups of the wrong shape', () => {
    expect(navLinks([{ label: 3 as unknown as string, blockId: undefined }])).toEqual([]);
  });

  it('finds targets by the A§2 rules: component-N, then rdx-, then the bare id', () => {
    document.body.innerHTML = '<div id="component-3"></div><span id="rdx-design"></span><span id="design"></span><span id="faq"></span>';
    expect(findTarget('component-3')?.id).toBe('component-3');
    expect(findTarget('design')?.id).toBe('rdx-design');
    expect(findTarget('faq')?.id).toBe('faq');
    expect(findTarget('missing')).toBeNull();
  });

  it('marks the last section whose top passed the sticky line as current', () => {
    expect(currentIndex([200, 900], 60)).toBe(-1);
    expect(currentIndex([-300, 40, 900], 60)).toBe(1);
    expect(currentIndex([-300, null, -10], 60)).toBe(2);
  });
});
