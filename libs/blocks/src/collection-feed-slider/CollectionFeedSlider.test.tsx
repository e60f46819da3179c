import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultPriceSettings } from '@lux/pricing';
import { installCarouselStubs } from '../hero-banner/testing';
import { renderContentBlock, tableEnvironment } from '../news/testing';
import { feedPrice } from './CollectionFeedSlider';
import { feedLimit, feedPath, parseFeedResponse } from './feed';
import { sampleFeed, sampleGroupedFeed } from './fixtures';

beforeAll(installCarouselStubs);
afterEach(cleanup);

const fields = { heading: 'Land Rover collection', header_tag: 'H2', lang: 'en', market: 'IL', collection: 'land-rover-lifestyle' };
const flatPath = '/collection-feeds?lang=en&market=IL&collection=land-rover-lifestyle&limit=10&grouped=false';
const groupedPath = '/collection-feeds?lang=en&market=IL&collection=land-rover-lifestyle&limit=10&grouped=true';

describe('collection feed', () => {
  it('builds the call with the limit 1–50, default 10 (B§9), and nothing without market or collection', () => {
    expect(feedPath({ lang: 'en', market: 'il', collection: 'land-rover-lifestyle', limit: 10, grouped: false })).toBe(flatPath);
    expect(feedLimit(0)).toBe(10);
    expect(feedLimit(51)).toBe(10);
    expect(feedLimit(50)).toBe(50);
    expect(feedPath({ lang: 'en', market: '', collection: 'x', limit: 10, grouped: false })).toBeNull();
    expect(feedPath({ lang: 'en', market: 'IL', collection: '', limit: 10, grouped: false })).toBeNull();
  });

  it('parses items and groups, dropping untitled items and unsafe links', () => {
    const groups = parseFeedResponse({ data: [...sampleFeed.data, { id: 99, title: '', url: '/x' }, { id: 98, title: 'Bad', url: 'javascript:alert(1)' }] }, false);
    expect(groups[0]!.items.map((item) => item.title).at(-1)).toBe('Bad');
    expect(groups[0]!.items.at(-1)!.url).toBe('');
    expect(parseFeedResponse(sampleGroupedFeed, true).map((group) => group.group)).toEqual(['Drinkware', 'Model cars']);
    expect(() => parseFeedResponse({}, false)).toThrow();
  });

  it('formats shekel prices through the site price format', () => {
    const [item] = parseFeedResponse(sampleFeed, false)[0]!.items;
    expect(feedPrice(item!, { ...defaultPriceSettings, symbol: '₪' }, 'he')).toBe('₪ 79');
  });
});

describe('collection-feed-slider block', () => {
  it('shows the feed in one carousel with prices and links', async () => {
    renderContentBlock('collection-feed-slider', fields, { locale: 'en', environment: tableEnvironment({ [flatPath]: sampleFeed }) });
    const carousel = await screen.findByRole('region', { name: 'Land Rover collection' });
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(within(carousel).getByRole('heading', { level: 3, name: 'Defender enamel mug', hidden: true })).toBeTruthy();
    expect(within(carousel).getByText('₪ 79')).toBeTruthy();
    expect(within(carousel).getByRole('link', { name: 'View item: Defender enamel mug', hidden: true }).getAttribute('href')).toBe('/en/collection/defender-enamel-mug');
  });

  it('shows one section per group when grouped, with dots when show_pagination is on', async () => {
    renderContentBlock('collection-feed-slider', { ...fields, grouped: true, show_pagination: true }, {
      locale: 'en',
      environment: tableEnvironment({ [groupedPath]: sampleGroupedFeed }),
    });
    const drinkware = await screen.findByRole('region', { name: 'Drinkware' });
    expect(screen.getByRole('heading', { level: 3, name: 'Drinkware' })).toBeTruthy();
    expect(within(drinkware).getByRole('heading', { level: 4, name: 'Defender enamel mug', hidden: true })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Model cars' })).toBeTruthy();
    expect(within(drinkware).getAllByRole('button', { name: /Go to slide|slide/i }).length).toBeGreaterThan(0);
  });

  it('renders server data without a call, and an empty feed as a message', () => {
    const environment = tableEnvironment({});
    renderContentBlock('collection-feed-slider', fields, { environment, data: [] });
    expect(screen.getByRole('status').textContent).toBe('אין כרגע פריטים בקולקציה.');
    expect(environment.calls).toEqual([]);
  });

  it('shows an error with a retry when the feed fails', async () => {
    let fail = true;
    renderContentBlock('collection-feed-slider', fields, {
      environment: tableEnvironment({
        [flatPath]: () => {
          if (fail) throw new Error('down');
          return sampleFeed;
        },
      }),
    });
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'ניסיון נוסף' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Defender enamel mug', hidden: true })).toBeTruthy();
  });
});
