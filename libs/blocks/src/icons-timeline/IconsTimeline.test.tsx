import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from '@lux/ui';
import { entryName, parseImages, timelineEntries } from './entries';
import { iconsTimelineComponent as IconsTimeline } from './IconsTimeline';
import type { Fields, Group } from './types';

afterEach(cleanup);

const entry = (year: string, model: string, images = '[]', paragraph = ''): Group => ({ year, model, images, paragraph });
const fields: Fields = { block_scroll_id: '', heading: 'היסטוריה', header_size: 'xl', header_tag: 'H2', box_color: 'light' };

function renderTimeline(groups: Group[], locale: 'he' | 'en') {
  return render(
    <UiProvider locale={locale}>
      <IconsTimeline id={1} index={3} locale={locale} fields={fields} groups={groups} />
    </UiProvider>,
  );
}

describe('icons-timeline images JSON', () => {
  it('reads an array of media ids, numbers or strings, and {id, alt} objects', () => {
    expect(parseImages('[1, "abc", {"id": 7, "alt": "דיפנדר"}]')).toEqual([{ id: 1 }, { id: 'abc' }, { id: 7, alt: 'דיפנדר' }]);
  });

  it('never throws: broken JSON, non-arrays and unusable items give no images', () => {
    expect(parseImages('[1, 2')).toEqual([]);
    expect(parseImages('')).toEqual([]);
    expect(parseImages('{"id": 4}')).toEqual([]);
    expect(parseImages('null')).toEqual([]);
    expect(parseImages('[0, -1, 1.5, "", "  ", null, true, [], {"id": {}}]')).toEqual([]);
  });

  it('keeps entries with anything to show and names them by year and model', () => {
    const entries = timelineEntries([entry('', ''), entry('1948', 'Series I'), entry('', '', '[3]'), entry('', '', '[]', '<p> </p>')]);
    expect(entries).toHaveLength(2);
    expect(entryName(entries[0]!)).toBe('1948 Series I');
    expect(entryName(entries[1]!)).toBe('');
  });
});

describe('IconsTimeline tabs', () => {
  it('renders nothing without entries', () => {
    const { container } = renderTimeline([entry(' ', '')], 'he');
    expect(container.innerHTML).toBe('');
  });

  it('supports RTL: ArrowLeft selects the next year in Hebrew, ArrowRight in English', () => {
    const groups = [entry('1948', 'Series I'), entry('1970', 'Range Rover'), entry('1989', 'Discovery')];
    renderTimeline(groups, 'he');
    fireEvent.keyDown(screen.getAllByRole('tab')[0]!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: '1970 Range Rover' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '1970 Range Rover' }));
    cleanup();

    renderTimeline(groups, 'en');
    fireEvent.keyDown(screen.getAllByRole('tab')[0]!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '1970 Range Rover' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getAllByRole('tab')[1]!, { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getAllByRole('tab')[0]!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: '1989 Discovery' }).getAttribute('tabindex')).toBe('0');
  });

  it('names an entry without year or model', () => {
    renderTimeline([entry('', '', '[]', '<p>פרק בלי שם</p>')], 'he');
    expect(screen.getByRole('tab', { name: 'פרק 1' })).toBeTruthy();
  });
});
