import { useEffect, useId, type RefObject } from 'react';
import { useUnit } from 'effector-react';
import type { Locale } from '@lux/content';
import {
  $listError,
  $listLoading,
  $listQuery,
  $listShown,
  $postcodeSearch,
  $savedVehicleDetails,
  $savedVehicleIds,
  $stockTranslations,
  $total,
  $vehicles,
  activeFilterCount,
  fetchSavedVehiclesFx,
  filtersReset,
  listReloadRequested,
  pageChanged,
  pageCount,
  savedVehiclesRequested,
  savedVehicleToggled,
  SORT_OPTIONS,
  sortChanged,
  type StockFeatures,
  type Vehicle,
} from '@lux/stock-locator';
import { Button, Heading, type ButtonVariant, type HeadingLevel } from '@lux/ui';
import { uiText, valueLabel } from '../stock-shared/labels';
import { showroomHref } from '../stock-shared/showroomHref';
import { MINIMUM_PENDING_MS, useHeldPending } from '../stock-shared/useHeldPending';
import { VehicleCard } from '../stock-shared/VehicleCard';
import { stringsFor } from '../shared/strings';
import { Count, Field, Grid, Notice, Pager, Progress, Toolbar, VisuallyHidden } from './StockLocator.styles';
import { stockLocatorStrings } from './strings';

/** The first cards are above the fold on most screens: their photos load eagerly (A§4). */
export const EAGER_CARDS = 3;

interface CardsProps {
  vehicles: readonly Vehicle[];
  locale: Locale;
  features: StockFeatures;
  headingLevel: HeadingLevel;
  busy?: boolean;
  labelledBy?: string;
}

/** Vehicle cards in a grid, with the save toggle and showroom links that carry the postcode search (A§2). */
export function VehicleGrid({ vehicles, locale, features, headingLevel, busy = false, labelledBy }: CardsProps) {
  const { savedIds, toggle, translations, search } = useUnit({
    savedIds: $savedVehicleIds,
    toggle: savedVehicleToggled,
    translations: $stockTranslations,
    search: $postcodeSearch,
  });
  const carrySearch = features.features.postcode_search ? search : null;
  return (
    <Grid aria-busy={busy || undefined} aria-labelledby={labelledBy}>
      {vehicles.map((vehicle, position) => (
        <li key={vehicle.id}>
          <VehicleCard
            vehicle={vehicle}
            locale={locale}
            href={showroomHref(vehicle, locale, carrySearch)}
            saved={savedIds.includes(vehicle.id)}
            onToggleSave={(v) => toggle({ id: v.id })}
            translations={translations}
            headingLevel={headingLevel}
            attributes={features.cardAttributes}
            icons={features.cardIcons}
            showOwner={features.features.owner_visible}
            imagePriority={position < EAGER_CARDS ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </Grid>
  );
}

/** The page numbers to offer: first, last, and the current page with its neighbours; gaps as null. */
export function pageWindow(page: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) out.push(null);
    out.push(p);
  });
  return out;
}

function Pagination({ locale, onPage }: { locale: string; onPage: () => void }) {
  const t = stringsFor(stockLocatorStrings, locale);
  const { query, total, change } = useUnit({ query: $listQuery, total: $total, change: pageChanged });
  const pages = pageCount(total, query.items);
  if (pages <= 1) return null;
  const go = (page: number) => {
    change(page);
    onPage();
  };
  return (
    <Pager aria-label={t.pagination}>
      <ul>
        <li>
          <button type="button" disabled={query.page <= 1} onClick={() => go(query.page - 1)}>
            {t.previous}
          </button>
        </li>
        {pageWindow(query.page, pages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`}>
              <span aria-hidden="true">…</span>
            </li>
          ) : (
            <li key={page}>
              <button type="button" aria-current={page === query.page ? 'page' : undefined} aria-label={t.page(page)} onClick={() => go(page)}>
                {page}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" disabled={query.page >= pages} onClick={() => go(query.page + 1)}>
            {t.next}
          </button>
        </li>
      </ul>
    </Pager>
  );
}

export interface ResultsProps {
  locale: Locale;
  features: StockFeatures;
  /** Level of the results heading; cards go one below. */
  headingLevel: HeadingLevel;
  resetTheme: ButtonVariant;
  /** Filters button for small screens (opens the drawer). */
  filtersButton?: React.ReactNode;
  /** Focus goes here after a page change (the results heading). */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The list (A§4, A§9): count (announced), sort with the nine options, cards, pages, and the loading
 * (held 200 ms), empty and error ("Try again") states.
 */
export function Results({ locale, features, headingLevel, resetTheme, filtersButton, headingRef }: ResultsProps) {
  const t = stringsFor(stockLocatorStrings, locale);
  const sortId = useId();
  const headingId = useId();
  const { vehicles, total, query, loading, error, shown, translations, sort, retry, reset } = useUnit({
    vehicles: $vehicles,
    total: $total,
    query: $listQuery,
    loading: $listLoading,
    error: $listError,
    shown: $listShown,
    translations: $stockTranslations,
    sort: sortChanged,
    retry: listReloadRequested,
    reset: filtersReset,
  });
  const busy = useHeldPending(loading);
  const countText = uiText('results', t.results(total), translations, { count: total });
  const cardLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const focusResults = () => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <>
      <Heading ref={headingRef} id={headingId} level={headingLevel} size="xs" tabIndex={-1}>
        <VisuallyHidden>{t.resultsHeading}</VisuallyHidden>
      </Heading>
      <Toolbar>
        {filtersButton}
        <Count role="status" aria-live="polite" aria-atomic="true">
          {shown || !busy ? countText : t.loading}
        </Count>
        <Field>
          <label htmlFor={sortId}>{uiText('sort_by', t.sortBy, translations)}</label>
          <select id={sortId} value={query.sort} onChange={(event) => sort(event.target.value)}>
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {valueLabel(option, t.sort, translations)}
              </option>
            ))}
          </select>
        </Field>
      </Toolbar>
      {busy && <Progress role="progressbar" aria-label={t.loading} />}
      {error ? (
        <Notice role="alert">
          <p>{t.error}</p>
          <Button variant="secondary" onClick={() => retry()}>
            {t.tryAgain}
          </Button>
        </Notice>
      ) : shown && total === 0 && vehicles.length === 0 && !busy ? (
        <Notice>
          <p>{t.empty}</p>
          {activeFilterCount(query.filters) > 0 && (
            <>
              <p>{t.emptyHint}</p>
              <Button variant={resetTheme} onClick={() => reset()}>
                {uiText('reset_filter', t.resetFilter, translations)}
              </Button>
            </>
          )}
        </Notice>
      ) : (
        <VehicleGrid vehicles={vehicles} locale={locale} features={features} headingLevel={cardLevel} busy={busy} labelledBy={headingId} />
      )}
      {!error && <Pagination locale={locale} onPage={focusResults} />}
    </>
  );
}

/** The saved vehicles (A§4): each fetched when the view opens; 404 ids are dropped by the model. */
export function SavedVehicles({ locale, features, headingLevel }: { locale: Locale; features: StockFeatures; headingLevel: HeadingLevel }) {
  const t = stringsFor(stockLocatorStrings, locale);
  const { ids, details, pending, request } = useUnit({
    ids: $savedVehicleIds,
    details: $savedVehicleDetails,
    pending: fetchSavedVehiclesFx.pending,
    request: savedVehiclesRequested,
  });
  useEffect(() => {
    request();
  }, [request]);
  // Held from the first frame: the fetch starts as the view mounts.
  const busy = useHeldPending(pending, MINIMUM_PENDING_MS, true);
  if (ids.length === 0) return <Notice><p>{t.savedEmpty}</p></Notice>;
  const shownVehicles = details.filter((vehicle) => ids.includes(vehicle.id));
  if (shownVehicles.length === 0 && busy) return <Notice aria-busy="true"><p>{t.savedLoading}</p></Notice>;
  if (shownVehicles.length === 0)
    return (
      <Notice role="alert">
        <p>{t.error}</p>
        <Button variant="secondary" onClick={() => request()}>
          {t.tryAgain}
        </Button>
      </Notice>
    );
  return <VehicleGrid vehicles={shownVehicles} locale={locale} features={features} headingLevel={headingLevel} busy={busy} />;
}
