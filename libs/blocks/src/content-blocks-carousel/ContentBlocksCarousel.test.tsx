import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultPriceSettings } from '@lux/pricing';
import { UiProvider } from '@lux/ui';
import { cardPrice, hasContent, surfaceTheme } from './cards';
import { contentBlocksCarouselComponent as ContentBlocksCarousel } from './ContentBlocksCarousel';
import type { Fields, Group } from './types';

afterEach(cleanup);

const hebrew = { ...defaultPriceSettings, symbol: '₪', offerString: 'החל מ-@' };
const empty: Group = { image: null, heading: '', paragraph: '', price: '', link: null };

describe('content-blocks-carousel cards', () => {
  it('formats a bare amount with the offer string and hides zero (B§9)', () => {
    expect(cardPrice('389000', hebrew)).toBe('החל מ-₪ 389,000');
    expect(cardPrice(' 389,000 ', hebrew)).toBe('החל מ-₪ 389,000');
    expect(cardPrice('0', hebrew)).toBe('');
    expect(cardPrice('', hebrew)).toBe('');
  });

  it('shows any other price text as the editor wrote it', () => {
    expect(cardPrice('₪ 6,990 לחודש', hebrew)).toBe('₪ 6,990 לחודש');
    expect(cardPrice('12abc', hebrew)).toBe('12abc');
  });

  it('leaves out cards with nothing to show, including ones whose only link is hidden (B§5)', () => {
    expect(hasContent(empty)).toBe(false);
    expect(hasContent({ ...empty, paragraph: '<p> </p>' })).toBe(false);
    const hiddenLink = { url: '', type: 'internal', target: '_self', link_text: 'לפרטים', ui_type: 'primary' } as const;
    expect(hasContent({ ...empty, link: hiddenLink })).toBe(false);
    expect(hasContent({ ...empty, link: { ...hiddenLink, url: '/models/defender' } })).toBe(true);
    expect(hasContent({ ...empty, image: { id: 12 } })).toBe(true);
    expect(hasContent({ ...empty, heading: 'דיפנדר' })).toBe(true);
  });

  it('renders the all-white slider theme on the light surface', () => {
    expect(surfaceTheme('all-white-theme')).toBe('light');
    expect(surfaceTheme('black')).toBe('black');
  });
});

describe('ContentBlocksCarousel', () => {
  it('renders nothing when no card has content', () => {
    const fields: Fields = { block_scroll_id: '', heading: 'דגמים', header_size: 'xl', header_tag: 'H2', box_color: 'light' };
    const { container } = render(
      <UiProvider locale="he">
        <ContentBlocksCarousel id={1} index={0} locale="he" fields={fields} groups={[empty, { ...empty, price: ' ' }]} />
      </UiProvider>,
    );
    expect(container.innerHTML).toBe('');
  });
});
