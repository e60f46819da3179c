import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { templateByKey } from '@lux/block-catalogue';
import { NO_DEALERS_API_URL } from '@lux/stock-locator';
import { UiProvider } from '@lux/ui';
import { RetailerEnvironmentProvider, type RetailerEnvironment } from '../retailer-cards/environment';
import { fixtureEnvironment, sampleLocatorData, sampleRetailers } from './fixtures';
import { urlWithQuery, visibleRetailers } from './locator';
import { retailerLocatorComponent as RetailerLocator } from './RetailerLocator';
import type { Fields } from './types';

const fields: Fields = {
  block_scroll_id: '',
  heading: 'איתור סוכנויות',
  header_size: 'xl',
  header_tag: 'H1',
  paragraph: '<p>כל הסוכנויות המורשות בישראל.</p>',
  variant: 'list-and-map',
  distance_unit: 'km',
  search_placeholder: 'City or postcode',
  box_color: 'light',
};

function page(data: unknown, environment: RetailerEnvironment = fixtureEnvironment(), extra: Partial<Fields> = {}, locale: 'he' | 'en' = 'he') {
  return (
    <UiProvider locale={locale}>
      <RetailerEnvironmentProvider value={environment}>
        <RetailerLocator id={7} index={0} locale={locale} fields={{ ...fields, ...extra }} groups={[]} data={data} />
      </RetailerEnvironmentProvider>
    </UiProvider>
  );
}

const cardNames = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const search = (text: string) => {
  fireEvent.change(screen.getByRole('searchbox', { name: 'חיפוש סוכנות לפי עיר, מיקוד או שם' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'חיפוש' }));
};
const status = () => screen.getAllByRole('status').map((node) => node.textContent).join(' | ');

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/retailer-locator');
});
afterEach(() => {
  cleanup();
  warn.mockRestore();
});

describe('retailer-locator', () => {
  it('declares exactly the template fields', () => {
    expect(Object.keys(fields).sort()).toEqual(templateByKey('retailer-locator').fields.map((f) => f.symbol).sort());
  });

  it('server-renders the search form, every retailer with tel: and mailto: links, and no Leaflet', () => {
    const html = renderToString(page(sampleLocatorData()));
    expect(html).toContain('role="search"');
    expect(html).toContain('name="q"');
    expect(html).toContain('placeholder="עיר או מיקוד"');
    for (const retailer of sampleRetailers()) expect(html).toContain(retailer.name.replace(/'/g, '&#x27;'));
    expect(html).toContain('href="tel:+97237654321"');
    expect(html).toContain('href="mailto:tlv01@lux-motors.co.il"');
    expect(html).toContain('נמצאו 6 סוכנויות');
    expect(html).not.toContain('leaflet-container');
  });

  it('server-renders a search the page was opened with', () => {
    const html = renderToString(page(sampleLocatorData('he', { query: 'חיפה' })));
    expect(html).toContain('נמצאו 2 סוכנויות עבור „חיפה”');
    expect(html).not.toContain('לוקס מוטורס אילת');
  });

  it('narrows the list by city, announces the count, keeps the search in the URL, and shows all again', () => {
    render(page(sampleLocatorData()));
    expect(cardNames()).toHaveLength(6);
    search('חיפה');
    expect(cardNames()).toEqual(["לוקס מוטורס צ'ק פוסט", 'לוקס מוטורס חיפה']);
    expect(status()).toContain('נמצאו 2 סוכנויות עבור „חיפה”');
    expect(window.location.search).toBe(`?q=${encodeURIComponent('חיפה')}`);
    search('עפולה');
    expect(cardNames()).toEqual([]);
    expect(status()).toContain('לא נמצאו סוכנויות עבור „עפולה”.');
    fireEvent.click(screen.getByRole('button', { name: 'הצגת כל הסוכנויות' }));
    expect(cardNames()).toHaveLength(6);
    expect(window.location.search).toBe('');
  });

  it('sends a postcode to the dealers endpoint and shows distances from it (A§7)', async () => {
    const environment = fixtureEnvironment();
    const getJson = vi.spyOn(environment, 'getJson');
    render(page(sampleLocatorData(), environment));
    search('49511 00');
    expect(status()).toContain('מחפשים סוכנויות…');
    await waitFor(() => expect(cardNames()).toEqual(['לוקס מוטורס פתח תקווה', 'לוקס מוטורס תל אביב']));
    const path = getJson.mock.calls[0]![0];
    expect(path.startsWith('/dealers/by_postcode?')).toBe(true);
    expect(new URLSearchParams(path.split('?')[1]).get('postcode')).toBe('4951100');
    expect(new URLSearchParams(path.split('?')[1]).get('items')).toBe('50');
    expect(screen.getByText('7.4 ק״מ מהמיקוד 4951100')).toBeTruthy();
  });

  it('logs "No API URL has been provided" and shows no retailer when no endpoint is set (A§8)', () => {
    const environment = fixtureEnvironment();
    const getJson = vi.spyOn(environment, 'getJson');
    render(page(sampleLocatorData('he', { searchEndpoint: null }), environment));
    search('4951100');
    expect(cardNames()).toEqual([]);
    expect(getJson).not.toHaveBeenCalled();
    expect(warn.mock.calls.some((call: unknown[]) => String(call[0]).includes(NO_DEALERS_API_URL))).toBe(true);
  });

  it('offers "Try again" when a postcode search fails, and it runs the search again', async () => {
    let fail = true;
    const base = fixtureEnvironment();
    const environment: RetailerEnvironment = { ...base, getJson: (path) => (fail ? Promise.reject(new Error('502')) : base.getJson(path)) };
    render(page(sampleLocatorData(), environment));
    search('4951100');
    await new Promise((r) => setTimeout(r, 700));
    console.log('STATUS', status(), cardNames(), window.location.search);
    await waitFor(() => expect(status()).toContain('משהו השתבש, אנא נסו שוב.'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'נסו שוב' }));
    await waitFor(() => expect(cardNames()).toHaveLength(2));
  });

  it('takes the server\'s failed postcode search as is, and "Try again" asks the endpoint', async () => {
    const environment = fixtureEnvironment();
    const getJson = vi.spyOn(environment, 'getJson');
    const failedSearch = { postcode: '4951100', status: 'failed' as const, retailers: [], fallback: false };
    render(page(sampleLocatorData('he', { query: '4951100', search: failedSearch }), environment));
    expect(status()).toContain('משהו השתבש, אנא נסו שוב.');
    expect(getJson).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'נסו שוב' }));
    expect(status()).toContain('מחפשים סוכנויות…');
    await waitFor(() => expect(cardNames()).toEqual(['לוקס מוטורס פתח תקווה', 'לוקס מוטורס תל אביב']));
    expect(getJson).toHaveBeenCalledTimes(1);
  });

  it('lets a newer postcode search supersede one still running (A§4)', async () => {
    const base = fixtureEnvironment();
    // The first postcode answers late, with every retailer; the stale answer must not replace the newer one.
    const environment: RetailerEnvironment = {
      ...base,
      getJson: async (path) =>
        path.includes('postcode=1111111')
          ? new Promise((resolve) => setTimeout(() => resolve(base.getJson('/dealers')), 400))
          : base.getJson(path),
    };
    render(page(sampleLocatorData(), environment));
    search('1111111');
    // The search button is busy meanwhile; submitting the form still starts the newer search.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '4951100' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(cardNames()).toEqual(['לוקס מוטורס פתח תקווה', 'לוקס מוטורס תל אביב']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(cardNames()).toEqual(['לוקס מוטורס פתח תקווה', 'לוקס מוטורס תל אביב']);
  });

  it('loads the list in the browser when the loader failed, with "Try again" on failure', async () => {
    let fail = true;
    const base = fixtureEnvironment();
    const environment: RetailerEnvironment = { ...base, getJson: (path) => (fail ? Promise.reject(new Error('offline')) : base.getJson(path)) };
    render(page(undefined, environment));
    expect(status()).toContain('טוענים את רשימת הסוכנויות…');
    await waitFor(() => expect(status()).toContain('משהו השתבש, אנא נסו שוב.'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'נסו שוב' }));
    await waitFor(() => expect(cardNames()).toHaveLength(6));
  });

  it('sorts by distance from the visitor, in miles when the block says so', async () => {
    render(page(sampleLocatorData(), fixtureEnvironment({ geolocation: 'granted' }), { distance_unit: 'mi' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'שימוש במיקום שלי' })));
    expect(cardNames()[0]).toBe('לוקס מוטורס חיפה');
    expect(cardNames()[5]).toBe('לוקס מוטורס אילת');
    expect(status()).toContain('הסוכנויות ממוינות לפי המרחק ממך.');
    const nearest = screen.getByRole('article', { name: 'לוקס מוטורס חיפה' });
    expect(within(nearest).getByText(/^[\d.]+ מייל ממך$/)).toBeTruthy();
  });

  it('says so when the visitor denies their location, and keeps the list', async () => {
    render(page(sampleLocatorData(), fixtureEnvironment({ geolocation: 'denied' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'שימוש במיקום שלי' })));
    expect(status()).toContain('לא ניתנה הרשאה לגשת למיקום שלך');
    expect(cardNames()).toHaveLength(6);
  });

  it('tells a browser without geolocation apart', async () => {
    render(page(sampleLocatorData(), fixtureEnvironment({ geolocation: 'none' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'שימוש במיקום שלי' })));
    expect(status()).toContain('הדפדפן שלך אינו תומך באיתור מיקום');
  });

  it('offers "Show on map" only with a map', () => {
    render(page(sampleLocatorData(), fixtureEnvironment(), { variant: 'list' }));
    expect(screen.queryByRole('button', { name: 'הצגה במפה' })).toBeNull();
    cleanup();
    render(page(sampleLocatorData()));
    expect(screen.getAllByRole('button', { name: 'הצגה במפה' })).toHaveLength(6);
  });

  it('speaks English on English pages', () => {
    render(page(sampleLocatorData('en'), fixtureEnvironment({ locale: 'en' }), { heading: 'Find a retailer' }, 'en'));
    expect(screen.getByRole('search', { name: 'Find a retailer by city, postcode or name' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Get directions/ })[0]!.getAttribute('target')).toBe('_blank');
  });
});

describe('retailer locator state', () => {
  const all = sampleRetailers();

  it('shows postcode results only for the postcode they answer', () => {
    const search = { postcode: '4951100', status: 'done' as const, retailers: all.slice(0, 1), fallback: false };
    expect(visibleRetailers(all, '4951100', search, null)).toHaveLength(1);
    expect(visibleRetailers(all, '6701101', search, null)).toEqual([]);
    expect(visibleRetailers(all, '', search, null)).toHaveLength(6);
  });

  it('puts the search in the URL and keeps the other parameters', () => {
    expect(urlWithQuery('https://site.test/retailer-locator?utm_source=x#map', 'חיפה')).toBe(`/retailer-locator?utm_source=x&q=${encodeURIComponent('חיפה')}#map`);
    expect(urlWithQuery('https://site.test/retailer-locator?q=a&b=1', '')).toBe('/retailer-locator?b=1');
  });
});
