import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from '@lux/ui';
import { quoteSliderComponent as QuoteSlider } from './QuoteSlider';
import { shouldRotate, surfaceTheme, visibleQuotes } from './slides';
import type { Group } from './types';

const quote = (text: string): Group => ({ section_class: 'center', justify_text: false, quote: text, author: '', author_position: '' });
afterEach(cleanup);

const base = { hasTimer: true, slides: 3, playing: true, hovered: false };

describe('quote-slider', () => {
  it('skips blank quotes', () => {
    expect(visibleQuotes([quote(''), quote('  \n '), quote('דיפנדר')])).toHaveLength(1);
  });

  it('rotates only with has_timer, several quotes, not stopped and not hovered', () => {
    expect(shouldRotate(base)).toBe(true);
    expect(shouldRotate({ ...base, hasTimer: false })).toBe(false);
    expect(shouldRotate({ ...base, slides: 1 })).toBe(false);
    expect(shouldRotate({ ...base, playing: false })).toBe(false);
    expect(shouldRotate({ ...base, hovered: true })).toBe(false);
  });

  it('draws the all-white slider theme on the light surface', () => {
    expect(surfaceTheme('all-white-theme')).toBe('light');
    expect(surfaceTheme('grey')).toBe('grey');
  });
});

describe('QuoteSlider', () => {
  it('renders nothing when every quote is blank', () => {
    const { container } = render(
      <UiProvider locale="he">
        <QuoteSlider id={1} index={0} locale="he" fields={{ block_scroll_id: '', has_timer: true, box_color: 'light' }} groups={[quote(' ')]} />
      </UiProvider>,
    );
    expect(container.innerHTML).toBe('');
  });
});
