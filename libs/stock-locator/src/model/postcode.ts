/**
 * The postcode/state/retailer search machine (A§4, A§5).
 *
 * On restore from the URL (page open, back/forward):
 *   postcodeSearch → list already shown: the postcode modal opens;
 *                    otherwise the search falls back to the state and the list reloads.
 *   stateSearch, retailerSearch → the modal opens.
 * A search is run against `/retailers` (A§7 `q[...]`); its dealer codes, kept only when valid
 * (A§5), filter the list. When no dealer is found the modal opens and cannot be dismissed until a
 * search finds dealers. Postcode and state searches require a state ("state is required").
 */
import { attach, combine, createEvent, createStore, sample } from 'effector';
import type { Dealer } from '../contract';
import {
  dealerMapOf,
  emptyPostcodeSearch,
  normalisePostcodeSearch,
  normaliseSearchField,
  postcodeSearchType,
  retailerQuery,
  validatePostcodeSearch,
  validateRetailerSearch,
  validDealerCodes,
  type PostcodeSearchData,
  type PostcodeSearchProblem,
} from '../postcode';
import { stockStateRestored } from './list';
import { $brandKey, $listing, $listShown, $postcodeSearch, $stockApi, listReloadRequested } from './shared';

export type PostcodeModalMode = 'postcode' | 'state' | 'retailer';

export interface PostcodeModalState {
  readonly open: boolean;
  /** False while no dealer was found (A§4): close buttons, Escape and the backdrop do nothing. */
  readonly dismissible: boolean;
  readonly mode: PostcodeModalMode;
}

export type PostcodeModalProblem = PostcodeSearchProblem | 'noDealers' | 'searchFailed';

const closedModal: PostcodeModalState = Object.freeze({ open: false, dismissible: true, mode: 'postcode' });

export const $postcodeModal = createStore<PostcodeModalState>(closedModal, { sid: 'stock-locator/$postcodeModal' });
/** The reason shown in the modal; `null` when there is nothing to say. */
export const $postcodeProblem = createStore<PostcodeModalProblem | null>(null, { sid: 'stock-locator/$postcodeProblem' });
/** The dealers the content service lists (A§7 `/dealers?items=50`): the known list of A§5. */
export const $knownDealers = createStore<readonly Dealer[]>([], { sid: 'stock-locator/$knownDealers' });
/** The dealers the last search returned. */
export const $searchDealers = createStore<readonly Dealer[]>([], { sid: 'stock-locator/$searchDealers' });
export const $postcodeSearchType = $postcodeSearch.map(postcodeSearchType);

export const knownDealersReceived = createEvent<readonly Dealer[]>();
/** "Change location" and similar: opens the modal on the given tab. */
export const postcodeModalOpened = createEvent<PostcodeModalMode | void>();
/** Close button, Escape, backdrop: ignored while the modal is not dismissible. */
export const postcodeModalDismissed = createEvent();
export const postcodeSearchSubmitted = createEvent<{ state: string; postcode: string; locality: string }>();
export const stateSearchSubmitted = createEvent<{ state: string }>();
export const retailerSearchSubmitted = createEvent<{ retailer: string; dealerCodes?: readonly string[] }>();
/** Removes the search (and its dealer filter); ignored while the modal cannot be dismissed. */
export const postcodeSearchCleared = createEvent();

sample({ clock: knownDealersReceived, fn: (dealers) => dealers.filter((d) => d.dealer_code !== ''), target: $knownDealers });

interface DealersSearch {
  readonly listing: string;
  readonly brand: string;
  readonly search: PostcodeSearchData;
  /**
   * Codes asked for by a retailer search (the retailer itself, by code or known name, and any codes
   * given); `null` for postcode and state searches, where every dealer found counts.
   */
  readonly requestedCodes: readonly string[] | null;
}

export const dealersSearchFx = attach({
  source: $stockApi,
  effect: (api, request: DealersSearch) => api.listRetailers(request.listing, retailerQuery(request.search, request.brand)),
});
export const $postcodeSearchPending = dealersSearchFx.pending;

const openModal = (mode: PostcodeModalMode, dismissible = true): PostcodeModalState => ({ open: true, dismissible, mode });
const modalOpened = createEvent<PostcodeModalState>();
sample({
  clock: modalOpened,
  source: $postcodeModal,
  // Opening again never makes an undismissable modal dismissible: only a successful search does.
  fn: (current, next) => ({ ...next, dismissible: current.open && !current.dismissible ? false : next.dismissible }),
  target: $postcodeModal,
});

sample({
  clock: postcodeModalOpened,
  source: $postcodeSearch,
  fn: (search, mode): PostcodeModalState =>
    openModal(mode ?? (postcodeSearchType(search) === 'retailerSearch' ? 'retailer' : 'postcode')),
  target: modalOpened,
});
sample({
  clock: postcodeModalDismissed,
  source: $postcodeModal,
  filter: (modal) => modal.open && modal.dismissible,
  fn: (modal) => ({ ...modal, open: false }),
  target: $postcodeModal,
});

// ---- validation and searches ----------------------------------------------------------------------

const searchStarted = createEvent<{ search: PostcodeSearchData; requestedCodes: readonly string[] | null }>();
sample({
  clock: searchStarted,
  source: { listing: $listing, brand: $brandKey },
  fn: ({ listing, brand }, { search, requestedCodes }): DealersSearch => ({ listing, brand, search, requestedCodes }),
  target: dealersSearchFx,
});

const invalid = createEvent<{ problem: PostcodeModalProblem; mode: PostcodeModalMode }>();
sample({ clock: invalid, fn: ({ problem }) => problem, target: $postcodeProblem });
sample({ clock: invalid, fn: ({ mode }) => openModal(mode), target: modalOpened });

sample({
  clock: postcodeSearchSubmitted,
  filter: (input) => validatePostcodeSearch(input) !== null,
  fn: () => ({ problem: 'stateRequired' as const, mode: 'postcode' as const }),
  target: invalid,
});
sample({
  clock: postcodeSearchSubmitted,
  filter: (input) => validatePostcodeSearch(input) === null,
  fn: (input) => ({ search: normalisePostcodeSearch({ ...input, retailer: '' }), requestedCodes: null }),
  target: searchStarted,
});
sample({
  clock: stateSearchSubmitted,
  filter: (input) => validatePostcodeSearch(input) !== null,
  fn: () => ({ problem: 'stateRequired' as const, mode: 'state' as const }),
  target: invalid,
});
sample({
  clock: stateSearchSubmitted,
  filter: (input) => validatePostcodeSearch(input) === null,
  fn: ({ state }) => ({ search: normalisePostcodeSearch({ state }), requestedCodes: null }),
  target: searchStarted,
});

// A§5: retailer search needs dealer codes or a retailer, otherwise the postcode modal opens.
const retailerInput = retailerSearchSubmitted.map(({ retailer, dealerCodes }) => ({
  retailer: normaliseSearchField(retailer),
  dealerCodes: (dealerCodes ?? []).map(normaliseSearchField).filter(Boolean),
}));
sample({
  clock: retailerInput,
  filter: (input) => validateRetailerSearch(input) !== null,
  fn: () => ({ problem: 'retailerRequired' as const, mode: 'retailer' as const }),
  target: invalid,
});
sample({
  clock: retailerInput,
  source: $knownDealers,
  filter: (_, input) => validateRetailerSearch(input) === null,
  fn: (known, { retailer, dealerCodes }) => {
    // The retailer is a dealer code, or the name of a known dealer.
    const named = known.filter((d) => d.dealer_code === retailer || d.name === retailer).map((d) => d.dealer_code);
    return { search: normalisePostcodeSearch({ retailer }), requestedCodes: [...dealerCodes, ...named, retailer].filter(Boolean) };
  },
  target: searchStarted,
});

const searchResolved = sample({
  clock: dealersSearchFx.done,
  source: $knownDealers,
  fn: (known, { params, result }) => {
    const map = dealerMapOf(result);
    const candidates = params.requestedCodes ?? result.map((d) => d.dealer_code);
    const codes = validDealerCodes(candidates, known.map((d) => d.dealer_code), map);
    return { search: { ...params.search, dealerCodes: codes }, dealers: result, mode: modeOf(params.search) };
  },
});
function modeOf(search: PostcodeSearchData): PostcodeModalMode {
  const type = postcodeSearchType(search);
  return type === 'retailerSearch' ? 'retailer' : type === 'stateSearch' ? 'state' : 'postcode';
}

sample({ clock: searchResolved, fn: ({ dealers }) => dealers, target: $searchDealers });
const found = sample({ clock: searchResolved, filter: ({ search }) => search.dealerCodes.length > 0 });
const none = sample({ clock: searchResolved, filter: ({ search }) => search.dealerCodes.length === 0 });

sample({ clock: found, fn: ({ search }) => search, target: $postcodeSearch });
sample({ clock: found, fn: () => null, target: $postcodeProblem });
sample({ clock: found, fn: () => closedModal, target: $postcodeModal });
sample({ clock: found, target: listReloadRequested });

// A§4: no dealers → the modal opens and cannot be dismissed.
sample({ clock: none, fn: () => 'noDealers' as const, target: $postcodeProblem });
sample({ clock: none, fn: ({ mode }) => openModal(mode, false), target: $postcodeModal });

sample({ clock: dealersSearchFx.fail, fn: () => 'searchFailed' as const, target: $postcodeProblem });
sample({ clock: dealersSearchFx.fail, fn: () => openModal('postcode'), target: modalOpened });

const cleared = sample({ clock: postcodeSearchCleared, source: $postcodeModal, filter: (modal) => !modal.open || modal.dismissible });
sample({ clock: cleared, fn: () => closedModal, target: $postcodeModal });
sample({ clock: cleared, fn: () => null, target: $postcodeProblem });
sample({ clock: cleared, fn: () => emptyPostcodeSearch, target: $postcodeSearch });
sample({ clock: cleared, target: listReloadRequested });

// ---- restore from the URL (A§4) ---------------------------------------------------------------------

const restoredSearch = sample({
  clock: stockStateRestored,
  source: $listShown,
  fn: (listShown, state) => ({ listShown, search: state.search, type: postcodeSearchType(state.search) }),
});
sample({
  clock: restoredSearch,
  filter: ({ type, listShown }) => type === 'postcodeSearch' && listShown,
  fn: () => openModal('postcode'),
  target: modalOpened,
});
// Not shown yet: fall back to the state (which a postcode search requires, A§5) and reload.
sample({
  clock: restoredSearch,
  filter: ({ type, listShown }) => type === 'postcodeSearch' && !listShown,
  fn: ({ search }) => ({ state: search.state }),
  target: stateSearchSubmitted,
});
sample({
  clock: restoredSearch,
  filter: ({ type }) => type === 'stateSearch' || type === 'retailerSearch',
  fn: ({ type }) => openModal(type === 'stateSearch' ? 'state' : 'retailer'),
  target: modalOpened,
});

/** The modal's texts need the problem and the current search together. */
export const $postcodeModalView = combine($postcodeModal, $postcodeProblem, $postcodeSearch, (modal, problem, search) => ({
  ...modal,
  problem,
  search,
}));
