import { lazy, Suspense, use, useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, Container, Heading, Surface, headingLevelFromTag, useDirection, type HeadingLevel } from '@lux/ui';
import {
  DEALERS_LIST_PATH,
  dealersListQuery,
  dealersPostcodeQuery,
  distanceUnitOf,
  NO_DEALERS_API_URL,
  normaliseRetailerQuery,
  parseDealersResponse,
  postcodeOf,
  withQuery,
  type Retailer,
} from '@lux/stock-locator';
import { MapTilesContext } from '../location-map/location';
import { useRetailerEnvironment, useVisitorLocation } from '../retailer-cards/environment';
import { locationMessage } from '../retailer-cards/location';
import { RetailerCard, type DistanceOrigin } from '../retailer-cards/RetailerCard';
import { retailerCardStrings } from '../retailer-cards/strings';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { useComponentFetch } from '../shared/useComponentFetch';
import { locatorDataOf, urlWithQuery, visibleRetailers, type PostcodeSearchResult } from './locator';
import type { MapRetailer } from './RetailerMap';
import { Feedback, Intro, Layout, MapBox, Placeholder, Results, SearchForm, SearchRow, Section, Status, Toolbar } from './RetailerLocator.styles';
import { retailerLocatorStrings } from './strings';
import type { Fields } from './types';
import { useNearViewport } from './useNearViewport';

// Leaflet and its CSS come in a separate chunk, fetched in the browser once the map nears the viewport.
const RetailerMap = lazy(() => import('./RetailerMap'));

function Pin() {
  return (
    <svg viewBox="0 0 32 44" aria-hidden="true" focusable="false">
      <path d="M16 0C7.2 0 0 7 0 15.8 0 27.6 16 44 16 44s16-16.4 16-28.2C32 7 24.8 0 16 0z" fill="#9e1b32" />
      <circle cx="16" cy="15.5" r="6" fill="#fff" />
    </svg>
  );
}

/** The editor's placeholder; the untouched template default (or a blank) reads in the page's language. */
const placeholderOf = (value: string, localized: string) => {
  const text = value.trim();
  return text === '' || text === 'City or postcode' ? localized : text;
};

/**
 * B§3.2 retailer locator: search by city, postcode or name, "use my location" to sort by distance, the
 * retailer cards and (variant map or list-and-map) a map whose markers are the list's retailers. The
 * list arrives server-rendered from the block's loader; the form also works without scripts (GET ?q=).
 * A postcode goes to the dealers endpoint (A§7); other text filters the list in place.
 */
function RetailerLocator({ id, fields: f, locale, data }: BlockProps<Fields, never>) {
  const t = stringsFor(retailerLocatorStrings, locale);
  const cardStrings = stringsFor(retailerCardStrings, locale);
  const environment = useRetailerEnvironment();
  const tiles = use(MapTilesContext);
  const dir = useDirection();
  const inputId = useId();
  const statusId = useId();

  const initial = useMemo(() => locatorDataOf(data), [data]);
  const [seenData, setSeenData] = useState(data);
  const [input, setInput] = useState(initial?.query ?? '');
  const [query, setQuery] = useState(initial?.query ?? '');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ id: string; n: number } | null>(null);
  // New loader data (the page was loaded again): start over from it (the fetches below follow `initial`).
  if (data !== seenData) {
    setSeenData(data);
    if (initial) {
      setInput(initial.query);
      setQuery(initial.query);
      setSelectedId(null);
    }
  }
  const endpoint = initial?.searchEndpoint ?? null;
  const brand = initial?.brand ?? '';
  const location = useVisitorLocation();
  const cards = useRef(new Map<string, HTMLElement>());

  // Without server data (its loader failed) the list loads here (A§4); "Try again" loads it again.
  const list = useComponentFetch<Retailer[]>(
    () =>
      environment
        .getJson(withQuery(DEALERS_LIST_PATH, dealersListQuery({ locale })))
        .then(parseDealersResponse)
        .then(
          (result) => {
            if (result.problems.length > 0) console.warn(`retailer-locator ${id}: parts of the dealer data were skipped`, result.problems);
            return result.retailers;
          },
          (error: unknown) => {
            console.warn(`retailer-locator ${id}: the retailers could not be loaded`, error);
            throw error;
          },
        ),
    [environment, id, locale],
    { initial: initial?.retailers },
  );
  const retailers = list.status === 'error' ? null : list.data;
  const listLoading = retailers === null && list.status !== 'error';

  // A postcode query asks the dealers endpoint (A§4: a new postcode supersedes a search still running);
  // the server's answer for the postcode the page was opened with is taken as is.
  const postcode = postcodeOf(query);
  const searched = useComponentFetch<PostcodeSearchResult>(
    postcode && endpoint
      ? () =>
          environment.getJson(withQuery(endpoint, dealersPostcodeQuery(postcode, { brand, locale }))).then(
            (body) => {
              const result = parseDealersResponse(body);
              if (result.problems.length > 0) console.warn(`retailer-locator ${id}: parts of the dealer data were skipped`, result.problems);
              return { postcode, status: 'done' as const, retailers: result.retailers, fallback: result.fallback };
            },
            (error: unknown) => {
              console.warn(`retailer-locator ${id}: the postcode search failed`, error);
              throw error;
            },
          )
      : null,
    [postcode, endpoint, brand, locale, environment, id],
    { initial: initial?.search && initial.search.postcode === postcode ? initial.search : null },
  );
  const searching = searched.status === 'pending';
  const search = useMemo((): PostcodeSearchResult | null => {
    if (!postcode) return null;
    if (!endpoint) return { postcode, status: 'done', retailers: [], fallback: false };
    if (searched.status === 'error') return { postcode, status: 'failed', retailers: [], fallback: false };
    // While a new postcode is pending this is the last one's answer, which then counts as none.
    return searched.data;
  }, [postcode, endpoint, searched.status, searched.data]);

  const runSearch = (text: string) => {
    const q = normaliseRetailerQuery(text);
    const code = postcodeOf(q);
    setSelectedId(null);
    if (typeof window !== 'undefined') window.history.replaceState(window.history.state, '', urlWithQuery(window.location.href, q));
    if (code && !endpoint) console.warn(`retailer-locator ${id}: ${NO_DEALERS_API_URL}`);
    // The same postcode again asks again; another one starts its own search.
    if (code && code === postcode) searched.retry();
    setQuery(q);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    runSearch(input);
  };
  const showAll = () => {
    setInput('');
    runSearch('');
  };

  const shown = useMemo(
    () => (retailers ? visibleRetailers(retailers, query, search, location.origin) : []),
    [retailers, query, search, location.origin],
  );
  const markers = useMemo(
    () => shown.flatMap((retailer): MapRetailer[] => (retailer.point ? [{ id: retailer.id, name: retailer.name, point: retailer.point }] : [])),
    [shown],
  );
  const onMarkerSelect = useCallback((retailerId: string) => {
    setSelectedId(retailerId);
    const card = cards.current.get(retailerId);
    card?.scrollIntoView({ block: 'nearest' });
    card?.focus({ preventScroll: true });
  }, []);
  const showOnMap = (retailerId: string) => {
    setSelectedId(retailerId);
    setFocusRequest((previous) => ({ id: retailerId, n: (previous?.n ?? 0) + 1 }));
  };

  const withMap = f.variant !== 'list';
  const mapBox = useRef<HTMLDivElement>(null);
  const near = useNearViewport(mapBox);
  const unit = distanceUnitOf(f.distance_unit);
  const level = headingLevelFromTag(f.header_tag);
  const hasHeading = textOf(f.heading) !== '';
  const cardLevel = Math.min(level + (hasHeading ? 1 : 0), 6) as HeadingLevel;
  const postcodeSearch = search && postcodeOf(query) === search.postcode ? search : null;
  const distanceFrom: DistanceOrigin | null = location.origin
    ? { kind: 'visitor' }
    : postcodeSearch && !postcodeSearch.fallback
      ? { kind: 'postcode', postcode: postcodeSearch.postcode }
      : null;
  const failed = list.status === 'error' || postcodeSearch?.status === 'failed';
  const status =
    listLoading ? t.loading
    : searching ? t.searching
    : failed ? t.failed
    : shown.length === 0 ? t.noResults(query)
    : `${postcodeSearch?.fallback ? `${t.noneNear(postcodeSearch.postcode)} ` : ''}${t.results(shown.length, postcodeSearch?.fallback ? '' : query)}`;
  const retry = () => {
    if (list.status === 'error') list.retry();
    else runSearch(query);
  };

  const listView =
    retailers && shown.length > 0 ? (
      <Results aria-label={t.listLabel} aria-describedby={statusId}>
        {shown.map((retailer) => (
          <li key={retailer.id}>
            <RetailerCard
              ref={(node: HTMLElement | null) => {
                if (node) cards.current.set(retailer.id, node);
                else cards.current.delete(retailer.id);
              }}
              retailer={retailer}
              headingLevel={cardLevel}
              unit={unit}
              locale={locale}
              strings={cardStrings}
              distanceFrom={distanceFrom}
              selected={retailer.id === selectedId}
              {...(withMap ? { onShowOnMap: () => showOnMap(retailer.id) } : {})}
            />
          </li>
        ))}
      </Results>
    ) : null;

  const mapView = withMap && (
    <MapBox ref={mapBox}>
      {near ? (
        <Suspense
          fallback={
            <Placeholder>
              <Pin />
            </Placeholder>
          }
        >
          <RetailerMap
            retailers={markers}
            selectedId={selectedId}
            focusRequest={focusRequest}
            onSelect={onMarkerSelect}
            tiles={tiles}
            dir={dir}
            mapLabel={t.map}
            clusterLabel={t.cluster}
            zoomIn={t.zoomIn}
            zoomOut={t.zoomOut}
          />
        </Suspense>
      ) : (
        <Placeholder>
          <Pin />
        </Placeholder>
      )}
    </MapBox>
  );

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {(hasHeading || textOf(f.paragraph) !== '') && (
            <Intro>
              {hasHeading && (
                <Heading size={f.header_size} level={level}>
                  <InlineHtml html={f.heading} />
                </Heading>
              )}
              {textOf(f.paragraph) !== '' && <RichText html={f.paragraph} />}
            </Intro>
          )}
          <SearchForm role="search" method="get" onSubmit={onSubmit} aria-labelledby={`${inputId}-label`}>
            <label id={`${inputId}-label`} htmlFor={inputId}>
              {t.searchLabel}
            </label>
            <SearchRow>
              <input
                id={inputId}
                type="search"
                name="q"
                value={input}
                onChange={(event) => setInput(event.target.value)}
                placeholder={placeholderOf(f.search_placeholder, t.placeholder)}
                autoComplete="off"
                enterKeyHint="search"
                maxLength={100}
              />
              <Button type="submit" loading={searching}>
                {t.search}
              </Button>
            </SearchRow>
          </SearchForm>
          <Toolbar>
            <Button variant="secondary" size="small" onClick={location.locate} loading={location.state === 'locating'}>
              {t.useMyLocation}
            </Button>
            <Status role="status">{locationMessage(location.state, cardStrings)}</Status>
          </Toolbar>
          <Feedback>
            <Status id={statusId} role="status">
              {status}
            </Status>
            {failed && (
              <Button variant="secondary" size="small" onClick={retry}>
                {t.tryAgain}
              </Button>
            )}
            {!failed && !searching && retailers && shown.length === 0 && query && (
              <Button variant="secondary" size="small" onClick={showAll}>
                {t.showAll}
              </Button>
            )}
          </Feedback>
          <Layout data-variant={f.variant}>
            {f.variant === 'map' ? (
              <>
                {mapView}
                {listView}
              </>
            ) : (
              <>
                {listView}
                {mapView}
              </>
            )}
          </Layout>
        </Section>
      </Container>
    </Surface>
  );
}

export const retailerLocatorComponent = RetailerLocator satisfies BlockComponent<Fields, never>;
