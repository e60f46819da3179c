import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import {
  $knownDealers,
  $postcodeModalView,
  $postcodeSearchPending,
  postcodeModalDismissed,
  postcodeModalOpened,
  postcodeSearchCleared,
  postcodeSearchSubmitted,
  postcodeSearchType,
  retailerSearchSubmitted,
  stateSearchSubmitted,
  type Dealer,
  type PostcodeModalMode,
  type PostcodeSearchData,
} from '@lux/stock-locator';
import { Button } from '@lux/ui';
import { StockDialog } from '../stock-shared/StockDialog';
import { dealerState } from '../stock-shared/config';
import { StockIcon } from '../stock-shared/icons';
import { stringsFor } from '../shared/strings';
import { Actions, Bar, ErrorText, Field, LocationText } from './StockLocator.styles';
import { stockLocatorStrings } from './strings';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: var(--lux-space-4, 1rem);

  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: var(--lux-space-2, 0.5rem) var(--lux-space-4, 1rem);
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-block-end: var(--lux-space-2, 0.5rem);
    font-weight: var(--lux-font-weight-bold);
  }
  fieldset label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-block-size: var(--lux-target-min, 44px);
    cursor: pointer;
  }
  input[type='radio'] {
    inline-size: 1.1rem;
    block-size: 1.1rem;
    margin: 0;
    accent-color: var(--lux-color-link);
  }
`;

const Message = styled.p`
  margin: 0;
  padding: var(--lux-space-3, 0.75rem);
  border-inline-start: 4px solid var(--lux-color-link);
  background: color-mix(in srgb, var(--lux-color-link) 8%, transparent);
`;

/** Districts the known dealers are in, sorted for the page language. */
export function statesOf(dealers: readonly Dealer[], locale: string): string[] {
  return [...new Set(dealers.map(dealerState).filter(Boolean))].sort((a, b) => a.localeCompare(b, locale));
}

/** How the current search reads in the location bar ("מחוז חיפה", "6701101 Tel Aviv", a retailer's name). */
export function describeSearch(search: PostcodeSearchData, dealers: readonly Dealer[]): string {
  switch (postcodeSearchType(search)) {
    case 'postcodeSearch':
      return [search.postcode, search.locality].filter(Boolean).join(' ');
    case 'stateSearch':
      return search.state;
    case 'retailerSearch':
      return dealers.find((d) => d.dealer_code === search.retailer || d.name === search.retailer)?.name ?? search.retailer;
    default:
      return '';
  }
}

/** The location bar above the list (A§4): the current postcode, district or retailer, change and clear. */
export function LocationBar({ locale, search }: { locale: string; search: PostcodeSearchData }) {
  const t = stringsFor(stockLocatorStrings, locale).location;
  const { dealers, open, clear } = useUnit({ dealers: $knownDealers, open: postcodeModalOpened, clear: postcodeSearchCleared });
  const text = describeSearch(search, dealers);
  return (
    <Bar>
      <LocationText>
        <StockIcon name="pin" />
        {t.current(text || t.none)}
      </LocationText>
      <Actions>
        <Button variant="secondary" size="small" onClick={() => open()}>
          {text ? t.change : t.button}
        </Button>
        {text && (
          <Button variant="tertiary" size="small" onClick={() => clear()}>
            {t.clear}
          </Button>
        )}
      </Actions>
    </Bar>
  );
}

interface FormProps {
  locale: string;
  search: PostcodeSearchData;
  mode: PostcodeModalMode;
  problem: string | null;
  dismissible: boolean;
  messageId: string;
}

/** The modal's form; mounted on each opening, so it starts from the current search. */
function PostcodeForm({ locale, search, mode, problem, dismissible, messageId }: FormProps) {
  const t = stringsFor(stockLocatorStrings, locale).location;
  const { dealers, pending, switchMode, postcodeSearch, stateSearch, retailerSearch } = useUnit({
    dealers: $knownDealers,
    pending: $postcodeSearchPending,
    switchMode: postcodeModalOpened,
    postcodeSearch: postcodeSearchSubmitted,
    stateSearch: stateSearchSubmitted,
    retailerSearch: retailerSearchSubmitted,
  });
  const id = useId();
  const stateRef = useRef<HTMLSelectElement>(null);
  const retailerRef = useRef<HTMLSelectElement>(null);
  const [state, setState] = useState(search.state);
  const [postcode, setPostcode] = useState(search.postcode);
  const [locality, setLocality] = useState(search.locality);
  // `_retailer` may name a retailer by code or by name (A§2); the select's options are codes. The known
  // retailers can arrive after the modal opens, so the URL's choice is resolved on every render until the
  // visitor picks one.
  const [picked, setRetailer] = useState<string | null>(null);
  const retailer =
    picked ?? dealers.find((dealer) => dealer.dealer_code === search.retailer || dealer.name === search.retailer)?.dealer_code ?? search.retailer;

  // A missing district or retailer puts the focus on the field that needs it.
  useEffect(() => {
    if (problem === 'stateRequired') stateRef.current?.focus();
    if (problem === 'retailerRequired') retailerRef.current?.focus();
  }, [problem]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'postcode') postcodeSearch({ state, postcode, locality });
    else if (mode === 'state') stateSearch({ state });
    else retailerSearch({ retailer });
  };
  const message = problem === 'noDealers' ? t.noDealers : problem === 'searchFailed' ? t.searchFailed : null;
  const states = statesOf(dealers, locale);
  const retailers = [...dealers].sort((a, b) => a.name.localeCompare(b.name, locale));
  const modes: PostcodeModalMode[] = ['postcode', 'state', 'retailer'];
  const stateError = problem === 'stateRequired';
  const retailerError = problem === 'retailerRequired';

  return (
    <Form onSubmit={submit} noValidate aria-busy={pending || undefined}>
      {(message || !dismissible) && (
        <Message id={messageId} role="alert">
          {[message, dismissible ? null : t.mustChoose].filter(Boolean).join(' ')}
        </Message>
      )}
      <fieldset>
        <legend>{t.modeLabel}</legend>
        {modes.map((option) => (
          <label key={option}>
            <input type="radio" name={`${id}-mode`} value={option} checked={mode === option} onChange={() => switchMode(option)} />
            {t.modes[option]}
          </label>
        ))}
      </fieldset>
      {mode !== 'retailer' && (
        <Field>
          <label htmlFor={`${id}-state`}>{t.state}</label>
          <select
            id={`${id}-state`}
            ref={stateRef}
            value={state}
            onChange={(event) => setState(event.target.value)}
            aria-invalid={stateError || undefined}
            aria-describedby={stateError ? `${id}-state-error` : undefined}
          >
            <option value="">{t.chooseState}</option>
            {states.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {stateError && <ErrorText id={`${id}-state-error`}>{t.stateRequired}</ErrorText>}
        </Field>
      )}
      {mode === 'postcode' && (
        <>
          <Field>
            <label htmlFor={`${id}-postcode`}>{t.postcode}</label>
            <input id={`${id}-postcode`} inputMode="numeric" autoComplete="postal-code" value={postcode} onChange={(event) => setPostcode(event.target.value)} />
          </Field>
          <Field>
            <label htmlFor={`${id}-locality`}>{t.locality}</label>
            <input id={`${id}-locality`} autoComplete="address-level2" value={locality} onChange={(event) => setLocality(event.target.value)} />
          </Field>
        </>
      )}
      {mode === 'retailer' && (
        <Field>
          <label htmlFor={`${id}-retailer`}>{t.retailer}</label>
          <select
            id={`${id}-retailer`}
            ref={retailerRef}
            value={retailer}
            onChange={(event) => setRetailer(event.target.value)}
            aria-invalid={retailerError || undefined}
            aria-describedby={retailerError ? `${id}-retailer-error` : undefined}
          >
            <option value="">{t.chooseRetailer}</option>
            {retailers.map((dealer) => (
              <option key={dealer.dealer_code} value={dealer.dealer_code}>
                {dealer.name}
              </option>
            ))}
          </select>
          {retailerError && <ErrorText id={`${id}-retailer-error`}>{t.retailerRequired}</ErrorText>}
        </Field>
      )}
      <div>
        <Button type="submit" loading={pending}>
          {pending ? t.searching : t.search}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The postcode, district and retailer search (A§4, A§5) in a modal. Postcode and district searches need
 * a district ("State is required"); a search that finds no dealer keeps the modal open and it cannot be
 * dismissed (no close button, Escape ignored, focus stays inside) until a search finds one.
 */
export function PostcodeModal({ locale }: { locale: string }) {
  const t = stringsFor(stockLocatorStrings, locale).location;
  const { view, dismiss } = useUnit({ view: $postcodeModalView, dismiss: postcodeModalDismissed });
  const messageId = useId();
  const described = view.problem === 'noDealers' || view.problem === 'searchFailed' || !view.dismissible;
  return (
    <StockDialog
      open={view.open}
      title={t.title}
      onDismiss={() => dismiss()}
      closeLabel={view.dismissible ? t.close : undefined}
      describedBy={described ? messageId : undefined}
    >
      <PostcodeForm
        locale={locale}
        search={view.search}
        mode={view.mode}
        problem={view.problem}
        dismissible={view.dismissible}
        messageId={messageId}
      />
    </StockDialog>
  );
}
