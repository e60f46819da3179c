import { useId, useState, type KeyboardEvent } from 'react';
import { useUnit } from 'effector-react';
import { formatSeats } from '@lux/pricing';
import {
  $facets,
  $listQuery,
  $rangeDefaults,
  $ranges,
  activeFilterCount,
  checkboxFilterToggled,
  filtersReset,
  isCheckboxFilterKey,
  normaliseRange,
  parseRangeNumber,
  rangeFilterChanged,
  type CheckboxFilterKey,
  type Dealer,
  type FacetValue,
  type FilterKey,
  type RangeBounds,
  type RangeFilterKey,
  type RangeValue,
} from '@lux/stock-locator';
import { Button, type ButtonVariant } from '@lux/ui';
import { dataLabel, uiText, valueLabel, type StockTranslationsInput } from '../stock-shared/labels';
import { stockCardStrings } from '../stock-shared/strings';
import { stringsFor } from '../shared/strings';
import { Group, Hint, More, Options, Panel, PanelHeader, Range } from './Filters.styles';
import { Field } from './StockLocator.styles';
import { stockLocatorStrings } from './strings';
import { trackStockFilter } from './analytics';

/** Options shown before "show all": long lists (colours, retailers) stay scannable. */
export const OPTIONS_SHOWN = 6;

export interface FilterPanelProps {
  /** The filters the block switched on (B§3.2 flags), in catalogue order. */
  filters: readonly FilterKey[];
  locale: string;
  /** B§3.2 `reset_button_theme`. */
  resetTheme: ButtonVariant;
  translations?: StockTranslationsInput;
  /** Known dealers, to name the dealer codes of the retailer filter. */
  dealers: readonly Dealer[];
}

/**
 * The label of one facet value: states, statuses and financing options translated (A§7 translations,
 * else the block's strings), seats plural-aware (A§5), dealer codes by the dealer's name.
 */
export function facetLabel(key: CheckboxFilterKey, value: string, locale: string, dealers: readonly Dealer[], translations?: StockTranslationsInput): string {
  const card = stringsFor(stockCardStrings, locale);
  switch (key) {
    case 'states':
      return valueLabel(value, card.states, translations);
    case 'statuses':
      return valueLabel(value, card.statuses, translations);
    case 'financing_options':
      return valueLabel(value, card.financing, translations);
    case 'number_of_seats':
      return formatSeats(value, stringsFor(stockLocatorStrings, locale).seats, { locale, fallback: value });
    case 'dealers':
      return dealers.find((dealer) => dealer.dealer_code === value)?.name || value;
    default:
      // Engine types, colour families, transmissions…: the stored text, labelled in the page language.
      return dataLabel(value, translations);
  }
}

/** Facets whose values are stored texts (labelled through `dataLabel`), so their order follows the label. */
const TEXT_FACETS: ReadonlySet<CheckboxFilterKey> = new Set(['engine_types', 'transmissions', 'colors', 'specific_colors']);

/**
 * The options in the order a reader expects: the service sorts stored texts by their stored (Hebrew)
 * text, so when the page shows them translated they are sorted again by what it shows, in the page
 * language's collation. Other facets, and untranslated texts, keep the service's order.
 */
export function orderOptions(filter: CheckboxFilterKey, options: FacetValue[], label: (value: string) => string, locale: string): FacetValue[] {
  if (!TEXT_FACETS.has(filter) || options.every((option) => label(option.value) === option.value)) return options;
  const collator = new Intl.Collator(locale);
  return [...options].sort((a, b) => collator.compare(label(a.value), label(b.value)));
}

/** Facet values with counts, plus any selected value the current results no longer hold (count 0). */
export function optionsOf(facet: readonly FacetValue[] | undefined, selected: readonly string[]): FacetValue[] {
  const options = [...(facet ?? [])];
  for (const value of selected) if (!options.some((option) => option.value === value)) options.push({ value, count: 0 });
  return options;
}

function CheckboxFilter({ filter, locale, dealers, translations }: { filter: CheckboxFilterKey; locale: string; dealers: readonly Dealer[]; translations?: StockTranslationsInput }) {
  const t = stringsFor(stockLocatorStrings, locale);
  const { query, facets, toggle } = useUnit({ query: $listQuery, facets: $facets, toggle: checkboxFilterToggled });
  const [expanded, setExpanded] = useState(false);
  const baseId = useId();
  const selected = query.filters[filter] ?? [];
  const label = (value: string) => facetLabel(filter, value, locale, dealers, translations);
  const options = orderOptions(filter, optionsOf(facets[filter], selected), label, locale);
  if (options.length === 0) return null;
  const shown = expanded ? options : options.slice(0, OPTIONS_SHOWN);
  const hiddenSelected = !expanded && options.slice(OPTIONS_SHOWN).some((option) => selected.includes(option.value));
  const visible = hiddenSelected ? options : shown;
  const legend = uiText(`filter_${filter}`, t.filterNames[filter], translations);
  return (
    <Group>
      <legend>{legend}</legend>
      <Options id={`${baseId}-options`}>
        {visible.map((option) => (
          <li key={option.value}>
            <label data-empty={option.count === 0 || undefined}>
              <input
                type="checkbox"
                checked={selected.includes(option.value)}
                onChange={() => {
                  toggle({ filter, value: option.value });
                  trackStockFilter(filter, option.value, query.filters.states);
                }}
              />
              <span>
                {label(option.value)} ({option.count})
              </span>
            </label>
          </li>
        ))}
      </Options>
      {options.length > OPTIONS_SHOWN && !hiddenSelected && (
        <More type="button" aria-expanded={expanded} aria-controls={`${baseId}-options`} onClick={() => setExpanded(!expanded)}>
          {expanded ? t.showFewerOptions : t.showAllOptions(options.length)}
        </More>
      )}
    </Group>
  );
}

const shownNumber = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function RangeFilter({ filter, locale, translations }: { filter: RangeFilterKey; locale: string; translations?: StockTranslationsInput }) {
  const t = stringsFor(stockLocatorStrings, locale);
  const { query, ranges, defaults, change } = useUnit({ query: $listQuery, ranges: $ranges, defaults: $rangeDefaults, change: rangeFilterChanged });
  const value: RangeValue = query.filters[filter] ?? { from: null, to: null };
  const bounds: RangeBounds | undefined = defaults[filter] ?? ranges[filter];
  const [from, setFrom] = useState(shownNumber(value.from));
  const [to, setTo] = useState(shownNumber(value.to));
  const [committed, setCommitted] = useState(value);
  const id = useId();
  // The store is the truth: a reset, the URL or normalisation (A§5: default bounds are dropped) shows
  // in the inputs as soon as it changes (adjusted while rendering, not in an effect).
  if (committed.from !== value.from || committed.to !== value.to) {
    setCommitted(value);
    setFrom(shownNumber(value.from));
    setTo(shownNumber(value.to));
  }
  const format = (n: number) => new Intl.NumberFormat(locale).format(n);

  const commit = () => {
    // A§5: numeric and non-negative (anything else counts as "not set"); bounds swapped when reversed,
    // and a bound equal to the range's default is not sent. The inputs show what will be applied.
    const next = normaliseRange({ from: parseRangeNumber(from), to: parseRangeNumber(to) }, defaults[filter]);
    setFrom(shownNumber(next.from));
    setTo(shownNumber(next.to));
    if (next.from !== value.from || next.to !== value.to) {
      change({ filter, from: next.from, to: next.to });
      trackStockFilter(filter, `${next.from ?? ''}-${next.to ?? ''}`, query.filters.states);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  const legend = uiText(`filter_${filter}`, t.filterNames[filter], translations);
  return (
    <Group aria-describedby={bounds ? `${id}-hint` : undefined}>
      <legend>{legend}</legend>
      <Range>
        <Field>
          <label htmlFor={`${id}-from`}>{t.from}</label>
          <input
            id={`${id}-from`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={from}
            placeholder={bounds ? String(bounds.min) : undefined}
            onChange={(event) => setFrom(event.target.value)}
            onBlur={commit}
            onKeyDown={onKeyDown}
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-to`}>{t.to}</label>
          <input
            id={`${id}-to`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={to}
            placeholder={bounds ? String(bounds.max) : undefined}
            onChange={(event) => setTo(event.target.value)}
            onBlur={commit}
            onKeyDown={onKeyDown}
          />
        </Field>
      </Range>
      {bounds && <Hint id={`${id}-hint`}>{t.rangeHint(format(bounds.min), format(bounds.max))}</Hint>}
    </Group>
  );
}

/**
 * The filters the block switched on (B§3.2): checkbox filters with the API's counts ("Defender (12)"),
 * range filters with from/to (A§5: whole non-negative numbers, a bound equal to the default is not
 * sent), the active filter count and the "Reset Filter" button in the block's theme.
 */
export function FilterPanel({ filters, locale, resetTheme, translations, dealers }: FilterPanelProps) {
  const t = stringsFor(stockLocatorStrings, locale);
  const { query, reset } = useUnit({ query: $listQuery, reset: filtersReset });
  const active = activeFilterCount(query.filters);
  return (
    <Panel>
      <PanelHeader>
        <p aria-live="polite">{t.activeFilters(active)}</p>
        <Button variant={resetTheme} size="small" disabled={active === 0} onClick={() => reset()}>
          {uiText('reset_filter', t.resetFilter, translations)}
        </Button>
      </PanelHeader>
      {filters.map((filter) =>
        isCheckboxFilterKey(filter) ? (
          <CheckboxFilter key={filter} filter={filter} locale={locale} dealers={dealers} translations={translations} />
        ) : (
          <RangeFilter key={filter} filter={filter} locale={locale} translations={translations} />
        ),
      )}
    </Panel>
  );
}
