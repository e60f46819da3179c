import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Provider, useUnit } from 'effector-react';
import type { Locale } from '@lux/content';
import {
  $knownDealers,
  $listQuery,
  $postcodeSearch,
  $savedVehicleIds,
  $stockTranslations,
  $total,
  $urlSearch,
  activeFilterCount,
  FILTER_KEYS,
  mergeStockSearch,
  urlChanged,
  type FilterKey,
  type StockFeatures,
} from '@lux/stock-locator';
import { Button, Container, Heading, headingLevelFromTag, normaliseButtonVariant, useDirection, type HeadingLevel } from '@lux/ui';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { StockDialog } from '../stock-shared/StockDialog';
import { StockIcon } from '../stock-shared/icons';
import { uiText } from '../stock-shared/labels';
import { useStockServices } from '../stock-shared/services';
import type { StockLocatorData } from './data';
import { FilterPanel } from './Filters';
import { LocationBar, PostcodeModal } from './PostcodeSearch';
import { Results, SavedVehicles, VehicleGrid } from './Results';
import { Aside, Intro, Layout, MobileOnly, Notice, Results as ResultsColumn, Section, Tab, TabList } from './StockLocator.styles';
import { stockLocatorStrings } from './strings';
import type { Fields } from './types';
import { useLocatorScope } from './useLocatorScope';

/** The filters a block switched on (its `filter_*` flags, B§3.2), in the catalogue's order. */
export const enabledFilters = (fields: Fields): FilterKey[] => FILTER_KEYS.filter((key) => fields[`filter_${key}`] === true);

/** Mirrors the list's state into the URL (replace, A§5) once the scope reflects it; back/forward restores it. */
function UrlSync({ enabled }: { enabled: boolean }) {
  const services = useStockServices();
  const { search, changed } = useUnit({ search: $urlSearch, changed: urlChanged });
  useEffect(() => {
    if (!enabled) return;
    const current = services.location.search().replace(/^\?/, '');
    const next = mergeStockSearch(current, search);
    if (next !== current) services.location.replaceSearch(next);
  }, [enabled, search, services]);
  useEffect(() => services.location.subscribe(() => changed(services.location.search())), [services, changed]);
  return null;
}

interface ViewProps {
  fields: Fields;
  locale: Locale;
  features: StockFeatures;
  opened: boolean;
  selected: StockLocatorData['selected'];
}

type View = 'all' | 'saved';

function LocatorView({ fields: f, locale, features, opened, selected }: ViewProps) {
  const t = stringsFor(stockLocatorStrings, locale);
  const dir = useDirection();
  const { query, total, savedIds, translations, dealers, search } = useUnit({
    query: $listQuery,
    total: $total,
    savedIds: $savedVehicleIds,
    translations: $stockTranslations,
    dealers: $knownDealers,
    search: $postcodeSearch,
  });
  const [view, setView] = useState<View>('all');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const baseId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const tabs = useRef<Record<View, HTMLButtonElement | null>>({ all: null, saved: null });

  const heading = textOf(f.heading);
  const level = headingLevelFromTag(f.header_tag);
  const inner = Math.min(level + (heading ? 1 : 0), 6) as HeadingLevel;
  const cardLevel = Math.min(inner + 1, 6) as HeadingLevel;
  const filters = enabledFilters(f);
  const resetTheme = normaliseButtonVariant(f.reset_button_theme);
  const active = activeFilterCount(query.filters);
  const panel = <FilterPanel filters={filters} locale={locale} resetTheme={resetTheme} translations={translations} dealers={dealers} />;

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (![forward, backward, 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: View = event.key === 'Home' ? 'all' : event.key === 'End' ? 'saved' : view === 'all' ? 'saved' : 'all';
    setView(next);
    tabs.current[next]?.focus();
  };

  const filtersButton =
    filters.length > 0 ? (
      <MobileOnly>
        <Button variant="secondary" size="small" aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
          <StockIcon name="filter" />
          {`${uiText('filters', t.filters, translations)}${active > 0 ? ` (${active})` : ''}`}
        </Button>
      </MobileOnly>
    ) : null;

  return (
    <Section aria-labelledby={heading ? `${baseId}-heading` : undefined} aria-label={heading ? undefined : t.region}>
      {(heading || textOf(f.paragraph)) && (
        <Intro>
          {heading && (
            <Heading id={`${baseId}-heading`} size={f.header_size} level={level}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          {textOf(f.paragraph) && <RichText html={f.paragraph} />}
        </Intro>
      )}
      {selected.vehicles.length > 0 && (
        <div>
          <Heading id={`${baseId}-selected`} level={inner} size="s">
            {selected.headline || t.selectedHeadline}
          </Heading>
          <VehicleGrid vehicles={selected.vehicles} locale={locale} features={features} headingLevel={cardLevel} labelledBy={`${baseId}-selected`} />
        </div>
      )}
      {features.features.postcode_search && <LocationBar locale={locale} search={search} />}
      <TabList role="tablist" aria-label={t.tabs}>
        {(['all', 'saved'] as const).map((tab) => (
          <Tab
            key={tab}
            ref={(node) => {
              tabs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-selected={view === tab}
            aria-controls={`${baseId}-panel-${tab}`}
            tabIndex={view === tab ? 0 : -1}
            onClick={() => setView(tab)}
            onKeyDown={onTabKey}
          >
            {tab === 'all' ? `${t.allVehicles} (${total})` : t.saved(savedIds.length)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${baseId}-panel-${view}`} aria-labelledby={`${baseId}-tab-${view}`}>
        {view === 'all' ? (
          <Layout data-filters={filters.length > 0 || undefined}>
            {filters.length > 0 && (
              <Aside role="search" aria-labelledby={`${baseId}-filters`}>
                <Heading id={`${baseId}-filters`} level={inner} size="xs">
                  {uiText('filters', t.filters, translations)}
                </Heading>
                {panel}
              </Aside>
            )}
            <ResultsColumn>
              {opened ? (
                <Results locale={locale} features={features} headingLevel={inner} resetTheme={resetTheme} filtersButton={filtersButton} headingRef={resultsHeading} />
              ) : (
                <Notice aria-busy="true">
                  <p>{t.loading}</p>
                </Notice>
              )}
            </ResultsColumn>
          </Layout>
        ) : (
          <SavedVehicles locale={locale} features={features} headingLevel={inner} />
        )}
      </div>
      {filters.length > 0 && (
        <StockDialog
          open={drawerOpen}
          variant="drawer"
          title={uiText('filters', t.filters, translations)}
          closeLabel={t.closeFilters}
          onDismiss={() => setDrawerOpen(false)}
          footer={
            <Button onClick={() => setDrawerOpen(false)}>{t.showResults(total)}</Button>
          }
        >
          {panel}
        </StockDialog>
      )}
      {features.features.postcode_search && <PostcodeModal locale={locale} />}
    </Section>
  );
}

/**
 * The stock locator (B§3.2): the listing of `ci_key_list` with the filters the block switched on, sort,
 * pages, saved vehicles and — when the company has the `postcode_search` feature — the postcode,
 * district and retailer search (A§4). Server-rendered from the block's data loader; the URL holds the
 * search (a reload or a shared link restores it). The overseas variant needs the overseas market.
 */
export function createStockLocator(options: { overseas: boolean }) {
  function StockLocator({ fields, locale, data }: BlockProps<Fields>) {
    const listing = fields.ci_key_list.trim();
    const { scope, features, problem, opened, selected } = useLocatorScope({
      data,
      listing,
      brand: fields.sl_key_brand.trim(),
      locale,
      overseas: options.overseas,
    });
    // B§3.2: outside the overseas market the overseas block is not offered at all.
    if (problem === 'market') return null;
    const t = stringsFor(stockLocatorStrings, locale);
    return (
      <Container>
        {problem === 'noListing' ? (
          <Section aria-label={t.region}>
            <Notice role="status">
              <p>{t.unavailable}</p>
            </Notice>
          </Section>
        ) : (
          <Provider value={scope}>
            <UrlSync enabled={opened} />
            <LocatorView fields={fields} locale={locale} features={features} opened={opened} selected={selected} />
          </Provider>
        )}
      </Container>
    );
  }
  return StockLocator satisfies BlockComponent<Fields>;
}

export const stockLocatorComponent = createStockLocator({ overseas: false });
