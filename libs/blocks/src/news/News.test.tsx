import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newsDate, newsPath, newsSourceOf, paginationStatus, parseNewsResponse } from './api';
import type { NewsData } from './data';
import { newsAnswer, renderContentBlock, tableEnvironment } from './testing';
import { VISITED_NEWS_KEY, readVisitedNews, recordNewsVisit } from './visited';

const fields = {
  heading: 'חדשות',
  header_tag: 'H2',
  read_more_label: 'להמשך קריאה',
  pagination_label: 'מתוך %',
  error_heading: 'משהו השתבש',
  error_text: 'נתקלנו בבעיה טכנית. נא לרענן את הדף ולנסות שוב.',
  no_results_heading: 'אין תוצאות',
  no_results_text: 'לא מצאנו חדשות',
  quick_links: [{ url: '/models/defender', type: 'internal', target: '_self', link_text: 'דיפנדר', ui_type: 'tertiary' }],
};
const he = { locale: 'he', market: null };
const page1 = `/news?locale=he&page=1&per_page=9`;
const page2 = `/news?locale=he&page=2&per_page=9`;

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('news api helpers', () => {
  it('builds the call, with the market for MENA news', () => {
    expect(newsPath(he, 2)).toBe(page2);
    expect(newsPath({ locale: 'ar', market: 'AE' }, 1)).toBe('/news?locale=ar&page=1&per_page=9&market=AE');
  });

  it('switches to MENA news only for a valid market setting, in the setting locale or en (A§5)', () => {
    expect(newsSourceOf('he', {})).toEqual(he);
    expect(newsSourceOf('en', { 'news.market': 'ae' })).toEqual({ locale: 'en', market: 'AE' });
    expect(newsSourceOf('he', { 'news.market': 'SA', 'news.locale': 'ar' })).toEqual({ locale: 'ar', market: 'SA' });
    expect(newsSourceOf('he', { 'news.market': 'SA', 'news.locale': 'he' })).toEqual({ locale: 'en', market: 'SA' });
    expect(newsSourceOf('he', { 'news.market': 'IL' })).toEqual(he);
  });

  it('reads "of %" as "n of pages" and writes dates in the locale', () => {
    expect(paginationStatus('of %', 2, 5)).toBe('2 of 5');
    expect(paginationStatus('מתוך %', 1, 3)).toBe('1 מתוך 3');
    expect(paginationStatus('of', 1, 3)).toBe('1 of 3');
    expect(newsDate('2026-10-28T10:00:00Z', 'en')).toBe('28 October 2026');
    expect(newsDate('2026-10-28T23:30:00Z', 'he')).toContain('29');
  });

  it('keeps well-formed items and refuses an answer that is not a list', () => {
    const parsed = parseNewsResponse({ data: [{ page_id: 1, path: 'x' }, ...newsAnswer(1).data], meta: { page: 1, pages: 1, total: 1 } });
    expect(parsed.items.map((item) => item.path)).toEqual(['/news/story-1']);
    expect(() => parseNewsResponse({ errors: [] })).toThrow();
  });
});

describe('visited news pages (A§4, A§9)', () => {
  it('records visits under visitedNewsPages, newest first, without repeats, and survives junk', () => {
    recordNewsVisit('/news/a');
    recordNewsVisit('/news/b');
    recordNewsVisit('/news/a');
    expect(JSON.parse(window.localStorage.getItem(VISITED_NEWS_KEY)!)).toEqual(['/news/a', '/news/b']);
    window.localStorage.setItem(VISITED_NEWS_KEY, '{not json');
    expect(readVisitedNews()).toEqual([]);
    recordNewsVisit('relative');
    expect(readVisitedNews()).toEqual([]);
  });
});

describe('news block', () => {
  it('shows the server-rendered cards with date, teaser, image and read more, and quick links', () => {
    const environment = tableEnvironment({});
    const data: NewsData = { source: he, first: parseNewsResponse(newsAnswer(2)) };
    renderContentBlock('news', fields, { data, environment });
    const list = screen.getByRole('list', { name: 'חדשות' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'כתבה 1' })).toBeTruthy();
    expect(within(cards[0]!).getByRole('link', { name: 'להמשך קריאה: כתבה 1' }).getAttribute('href')).toBe('/news/story-1');
    expect(within(cards[0]!).getByText('תקציר 1')).toBeTruthy();
    expect(cards[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-10-27T10:00:00.000Z');
    expect(within(screen.getByRole('navigation', { name: 'קישורים מהירים' })).getByRole('link', { name: 'דיפנדר' })).toBeTruthy();
    // One page: no pagination, and no call made.
    expect(screen.queryByRole('navigation', { name: 'עמודי החדשות' })).toBeNull();
    expect(environment.calls).toEqual([]);
  });

  it('pages with "n מתוך %" from the keyboard, fetching the next page in the browser', async () => {
    const environment = tableEnvironment({ [page2]: newsAnswer(3, { page: 2, pages: 2, from: 10 }) });
    const data: NewsData = { source: he, first: parseNewsResponse(newsAnswer(9, { pages: 2 })) };
    renderContentBlock('news', fields, { data, environment });
    const pagination = screen.getByRole('navigation', { name: 'עמודי החדשות' });
    expect(within(pagination).getByText('1 מתוך 2')).toBeTruthy();
    const next = within(pagination).getByRole('button', { name: 'העמוד הבא' });
    next.focus();
    fireEvent.click(next);
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'כתבה 10' })).toBeTruthy());
    expect(within(pagination).getByText('2 מתוך 2')).toBeTruthy();
    expect(environment.calls).toEqual([page2]);
  });

  it('fetches in the browser without server data, and shows the error texts with a retry when that fails (B§8)', async () => {
    let fail = true;
    const environment = tableEnvironment({
      [page1]: () => {
        if (fail) throw new Error('down');
        return newsAnswer(1);
      },
    });
    renderContentBlock('news', fields, { environment });
    expect(screen.getByText('טוען חדשות…').getAttribute('role')).toBe('status');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'משהו השתבש' })).toBeTruthy();
    expect(within(alert).getByText('נתקלנו בבעיה טכנית. נא לרענן את הדף ולנסות שוב.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'ניסיון נוסף' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'כתבה 1' })).toBeTruthy();
  });

  it('shows the no-results texts for an empty list', () => {
    renderContentBlock('news', { ...fields, no_results_text: 'We have not found any news' }, {
      locale: 'en',
      environment: tableEnvironment({}),
      data: { source: { locale: 'en', market: null }, first: { items: [], page: 1, pages: 1, total: 0 } } satisfies NewsData,
    });
    expect(screen.getByRole('heading', { name: 'אין תוצאות' })).toBeTruthy();
    expect(screen.getByText('We have not found any news')).toBeTruthy();
  });

  it('marks a followed article as read and clears the marks', async () => {
    const data: NewsData = { source: he, first: parseNewsResponse(newsAnswer(2)) };
    renderContentBlock('news', fields, { data, environment: tableEnvironment({}) });
    expect(screen.queryByRole('button', { name: 'ניקוי סימון הכתבות שנקראו' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'כתבה 2' }));
    await waitFor(() => expect(screen.getByText('נקרא')).toBeTruthy());
    expect(readVisitedNews()).toEqual(['/news/story-2']);
    const clear = screen.getByRole('button', { name: 'ניקוי סימון הכתבות שנקראו' });
    act(() => clear.click());
    expect(readVisitedNews()).toEqual([]);
    expect(screen.queryByText('נקרא')).toBeNull();
    expect(screen.getByText('סימון הכתבות שנקראו נוקה')).toBeTruthy();
  });

  it('asks for MENA news with the market from the server data', async () => {
    const path = '/news?locale=en&page=2&per_page=9&market=AE';
    const environment = tableEnvironment({ [path]: newsAnswer(1, { page: 2, pages: 2, from: 20 }) });
    const data: NewsData = { source: { locale: 'en', market: 'AE' }, first: parseNewsResponse(newsAnswer(9, { pages: 2 })) };
    renderContentBlock('news', { ...fields, pagination_label: 'of %' }, { locale: 'en', data, environment });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(environment.calls).toEqual([path]));
  });
});
