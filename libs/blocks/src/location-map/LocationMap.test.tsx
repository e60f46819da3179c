import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { templateByKey } from '@lux/block-catalogue';
import { UiProvider } from '@lux/ui';
import { locationOf, MapTilesProvider, OSM_LINK } from './location';
import { locationMapComponent as LocationMap } from './LocationMap';
import type { Fields } from './types';

const fields: Fields = {
  block_scroll_id: '',
  heading: 'Showroom',
  header_size: 'xl',
  header_tag: 'H2',
  location_latitude: 32.0636,
  location_longitude: 34.7987,
  location_content: '<p>Menachem Begin Rd 132, Tel Aviv</p>',
  box_color: 'light',
};

const page = (extra: Partial<Fields> = {}, locale: 'he' | 'en' = 'en') => (
  <UiProvider locale={locale}>
    <MapTilesProvider value={null}>
      <LocationMap id={1} index={0} locale={locale} fields={{ ...fields, ...extra }} groups={[]} />
    </MapTilesProvider>
  </UiProvider>
);

afterEach(cleanup);

describe('location-map', () => {
  it('declares exactly the template fields', () => {
    const template = templateByKey('location-map');
    expect(Object.keys(fields).sort()).toEqual(template.fields.map((f) => f.symbol).sort());
  });

  it('accepts only coordinates in range', () => {
    expect(locationOf(32.06, 34.79)).toEqual({ lat: 32.06, lng: 34.79 });
    expect(locationOf(null, 34.79)).toBeNull();
    expect(locationOf(91, 34.79)).toBeNull();
    expect(locationOf(32, -181)).toBeNull();
    expect(locationOf(Number.NaN, 0)).toBeNull();
    expect(locationOf('32', '34')).toBeNull();
  });

  it('server-renders the address and a link to a full map, and no Leaflet', () => {
    const html = renderToString(page());
    expect(html).toContain('<address>');
    expect(html).toContain('Menachem Begin Rd 132');
    expect(html).toContain(OSM_LINK({ lat: 32.0636, lng: 34.7987 }).replace(/&/g, '&amp;'));
    expect(html).toContain('Open the location in a map');
    expect(html).not.toContain('leaflet');
  });

  it('renders only the content without coordinates, and nothing without either', () => {
    render(page({ location_latitude: null }));
    expect(screen.getByText(/Menachem Begin/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    const { container } = render(page({ location_latitude: null, location_content: ' ' }));
    expect(container.innerHTML).toBe('');
  });

  it('localises the fallback link and says it opens a new window', () => {
    render(page({}, 'he'));
    const link = screen.getByRole('link', { name: /פתיחת המיקום במפה/ });
    expect(link.textContent).toContain('(נפתח בחלון חדש)');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('heading', { level: 2, name: 'Showroom' })).toBeTruthy();
  });
});
