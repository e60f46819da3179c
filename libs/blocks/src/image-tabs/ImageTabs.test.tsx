import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { templateByKey } from '@lux/block-catalogue';
import { UiProvider } from '@lux/ui';
import { imageTabsComponent as ImageTabs } from './ImageTabs';
import { blocksCount, hidingCss, tabForHash, tabForKey, tabRanges } from './tabs';
import type { Fields, Group } from './types';

const fields: Fields = {
  block_scroll_id: '',
  heading: '',
  header_size: 'xl',
  header_tag: 'H2',
  box_color: 'light',
};
const tab = (tab_label: string, blocks_count: number | null = 1, tab_id = ''): Group => ({
  tab_label,
  tab_id,
  blocks_count,
  has_lazyload: false,
});

/** The tabs block at page position 0 followed by the block wrappers the block list renders. */
function renderPage(groups: Group[], locale: 'he' | 'en' = 'he', following = 4) {
  return render(
    <UiProvider locale={locale}>
      <div id="component-0">
        <ImageTabs id={1} index={0} locale={locale} fields={fields} groups={groups} />
      </div>
      {Array.from({ length: following }, (_, k) => (
        <div key={k} id={`component-${k + 1}`}>
          <p>block {k + 1}</p>
        </div>
      ))}
    </UiProvider>,
  );
}

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

describe('image-tabs rules', () => {
  it('declares exactly the template fields and group fields', () => {
    const template = templateByKey('image-tabs');
    expect(Object.keys(fields).sort()).toEqual(template.fields.map((f) => f.symbol).sort());
    expect(Object.keys(tab('a')).sort()).toEqual(template.field_groups_template.map((f) => f.symbol).sort());
  });

  it('gives each tab the next blocks_count blocks, in order', () => {
    const ranges = tabRanges([tab('Defender', 1), tab('Discovery', 2), tab('Velar', null)], 3);
    expect(ranges.map((r) => r.blocks)).toEqual([[4], [5, 6], [7]]);
    expect(hidingCss(ranges, 1)).toBe('#component-4,#component-7{display:none}');
  });

  it('reads bad counts as 1 and skips unlabelled tabs with their blocks', () => {
    expect(blocksCount(-2)).toBe(1);
    expect(blocksCount(Number.NaN)).toBe(1);
    expect(blocksCount(2.7)).toBe(2);
    expect(blocksCount(0)).toBe(0);
    const ranges = tabRanges([tab('', 2), tab('Evoque', 1)], 0);
    expect(ranges).toEqual([{ label: 'Evoque', tabId: '', lazy: false, blocks: [3] }]);
  });

  it('mirrors the arrow keys under RTL and wraps around', () => {
    expect(tabForKey('ArrowLeft', 0, 3, 'rtl')).toBe(1);
    expect(tabForKey('ArrowRight', 0, 3, 'rtl')).toBe(2);
    expect(tabForKey('ArrowRight', 2, 3, 'ltr')).toBe(0);
    expect(tabForKey('End', 0, 3, 'ltr')).toBe(2);
    expect(tabForKey('Home', 2, 3, 'rtl')).toBe(0);
    expect(tabForKey('Enter', 0, 3, 'ltr')).toBeNull();
  });

  it('finds a tab by its hash', () => {
    const ranges = tabRanges([tab('Defender', 1, 'defender'), tab('Discovery', 1, 'discovery')], 0);
    expect(tabForHash(ranges, '#discovery')).toBe(1);
    expect(tabForHash(ranges, '#nothing')).toBeNull();
    expect(tabForHash(ranges, '')).toBeNull();
  });
});

describe('image-tabs', () => {
  it('renders nothing without labelled tabs', () => {
    renderPage([tab(' ')]);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('follows the WAI-ARIA tabs pattern over the following blocks', () => {
    const { container } = renderPage([tab('דיפנדר'), tab('דיסקברי', 2)]);
    const hiding = () => container.querySelector('#component-0 style')?.textContent;
    const [first, second] = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'בחירת תצוגה' })).toBeTruthy();
    expect(first!.getAttribute('aria-selected')).toBe('true');
    expect(first!.tabIndex).toBe(0);
    expect(second!.tabIndex).toBe(-1);
    expect(second!.getAttribute('aria-controls')).toBe('component-2 component-3');
    expect(document.getElementById('component-2')!.getAttribute('role')).toBe('tabpanel');
    expect(document.getElementById('component-2')!.getAttribute('aria-labelledby')).toBe(second!.id);
    expect(hiding()).toBe('#component-2,#component-3{display:none}');

    fireEvent.keyDown(first!, { key: 'ArrowLeft' });
    expect(second!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(second);
    expect(hiding()).toBe('#component-1{display:none}');
  });

  it('moves forward with ArrowRight in English', () => {
    renderPage([tab('Defender'), tab('Discovery')], 'en');
    const [first, second] = screen.getAllByRole('tab');
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(second!.getAttribute('aria-selected')).toBe('true');
  });

  it('opens the tab a hash names, and clicks still work afterwards', () => {
    window.location.hash = '#velar';
    renderPage([tab('Defender', 1, 'defender'), tab('Velar', 1, 'velar')], 'en');
    const [first, second] = screen.getAllByRole('tab');
    expect(second!.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(first!);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    act(() => {
      window.location.hash = '#defender';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(first!.getAttribute('aria-selected')).toBe('true');
  });
});
